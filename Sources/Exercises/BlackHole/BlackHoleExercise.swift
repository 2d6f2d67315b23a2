import Animation
import Dynamics
import Foundation
import Geometry
import Gestures
import Physics
import Widgets

/// Black Hole: squares you drag, fling, pinch and rotate, and a white hole that swallows
/// them.
///
/// Controls: drag a square (it rubber-bands past the edges); let go moving and it flies,
/// bouncing off the edges and the other squares, bent by the hole's pull; drop it on the
/// hole, or let it come to rest there, and it is sucked in. Pinch or rotate with two
/// fingers, Alt-drag, the wheel (size) or Shift+wheel (turn). Double-tap a square for a
/// new colour. "Add Square" adds one; "Black Hole" sends every square in.
public final class BlackHoleExercise: Exercise, GestureRecognizerDelegate {
    public let kind = ExerciseKind.blackHole
    public let layer: Layer
    /// The area squares live in, named "black-hole.canvas".
    let canvas: Layer
    let hole = WhiteHole()
    let addButton: Button
    let blackHoleButton: Button
    /// Said while the tab is empty.
    private let emptyHint = TextLayer(name: "blackhole.hint", string: "Add a square, then drag, fling, pinch or turn it · drop it on the hole",
                                      fontSize: 14, textColor: Theme.secondaryLabel, alignment: .center)
    /// Moves the squares that are not in a hand.
    let world: DynamicAnimator
    let collisions = CollisionBehavior()
    private(set) var squares: [Square] = []
    let services: ExerciseServices
    private var colors: BrightColorPicker
    private var placer: SquarePlacer
    /// Squares caught while the world stepped, sucked in once it has finished.
    var pendingCaptures: [Square] = []
    /// Squares that came to rest under a button while the world stepped, moved beside them
    /// once it has finished.
    var pendingMovesOffButtons: [Square] = []
    /// Where the last fling is projected to rest, for the gesture overlay.
    var projectedRest: Point?
    private var populated = false

    init(services: ExerciseServices) {
        self.services = services
        layer = services.layer
        colors = BrightColorPicker(seed: services.seed ^ 0x5151)
        placer = SquarePlacer(seed: services.seed)
        canvas = Layer(name: "black-hole.canvas")
        canvas.backgroundColor = Theme.groupedBackground
        addButton = Button(name: "add-square", title: "Add Square")
        blackHoleButton = Button(name: "black-hole-button", title: "Black Hole")
        blackHoleButton.tintColor = WhiteHole.glowColor
        world = DynamicAnimator(referenceBounds: .zero)
        layer.addSublayer(canvas)
        // With no square left, a word on what to do, as Circles has.
        emptyHint.truncationMode = .end
        emptyHint.isHidden = true
        canvas.addSublayer(emptyHint)
        canvas.addSublayer(hole.layer)
        layer.addSublayer(addButton.layer)
        layer.addSublayer(blackHoleButton.layer)
        world.addBehavior(collisions)
        world.addBehavior(hole.field)
        world.didStep = { [weak self] _ in self?.checkCaptures() }
        addButton.action = { [weak self] in self?.addRandomSquare(pops: true) }
        blackHoleButton.action = { [weak self] in self?.swallowAll() }
        blackHoleButton.isEnabled = false
    }

    public var focusableControls: [Control] { [addButton, blackHoleButton] }

    /// The area squares live in.
    var area: Rect { canvas.bounds }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        canvas.setFrame(Rect(origin: .zero, size: size))
        hole.layout(in: size)
        let h = 44.0, gap = 12.0, margin = 16.0
        let w = min(150, max(100, (size.width - 3 * margin) / 4))
        blackHoleButton.setFrame(Rect(x: size.width - margin - w, y: size.height - margin - h, width: w, height: h))
        emptyHint.setFrame(Rect(x: 12, y: (size.height / 2 - 12).rounded(), width: max(0, size.width - 24), height: 24))
        addButton.setFrame(Rect(x: size.width - margin - 2 * w - gap, y: size.height - margin - h, width: w, height: h))
        world.setReferenceBounds(area)
        if populated { bringSquaresIn() }
        for s in squares where s.phase == .free { s.followItem() }
        if !populated, size.width > 0, size.height > 0 {
            populated = true
            populate()
        }
    }

    public func update(at time: LocalTime) {
        for s in squares where s.phase == .held { s.syncHeldBody(at: time) }
        // The world keeps its own seconds: the tab's local time, so Ctrl+P and Ctrl+T hold it.
        world.advance(to: time.seconds)
        for s in squares where s.phase == .free { s.followItem() }
        settleHeldSquares(at: time)
        let caught = pendingCaptures
        pendingCaptures.removeAll()
        for s in caught { capture(s) }
        let under = pendingMovesOffButtons
        pendingMovesOffButtons.removeAll()
        for s in under { moveOffButtons(s) }
        if !world.isRunning { projectedRest = nil }
    }

    public var isAnimating: Bool { world.isRunning }

    /// With the gesture overlay on, where the last fling is projected to rest (ignoring
    /// walls and other squares), until it does.
    public var overlayMarks: [OverlayMark] {
        projectedRest.map { [OverlayMark(point: $0, label: "projected rest")] } ?? []
    }

    /// Lets go of every square in a hand, where it is.
    public func cancelInteractions() {
        for s in squares where s.phase == .held { release(s, velocity: .zero, spin: 0) }
    }

    // MARK: Squares

    /// After a resize: a square at rest or flying that now reaches past an edge, lies under
    /// a button or covers the hole goes to the nearest place inside where it overlaps
    /// nothing, else to one off the buttons and the hole, where the world pushes it and
    /// the others apart; else just inside.
    private func bringSquaresIn() {
        // The world has just put back inside every centre that fell out: others are kept off from there.
        for s in squares where s.phase == .free { s.followItem() }
        for s in squares where s.phase == .free {
            let p = s.item.position
            // Half the width the turned square takes up: the upright box around it is what is placed.
            let half = s.side / 2 * (abs(cos(s.angle)) + abs(sin(s.angle)))
            let inside = area.insetBy(dx: half - 0.5, dy: half - 0.5).contains(p)
            guard !inside || overlapsButtons(center: p, side: s.side, angle: s.angle)
                    || hole.overlaps(squareAt: p, side: s.side, angle: s.angle) else { continue }
            s.item.position = SquarePlacer.nearest(to: p, side: 2 * half, in: area, avoiding: obstacles(except: s))
                ?? SquarePlacer.nearest(to: p, side: 2 * half, in: area, avoiding: obstacles(squares: false))
                ?? Self.clamped(p, half: half, in: area)
            // The next square keeps off this one where it now is.
            s.followItem()
        }
        world.wake()
    }

    /// Starts with the layout file's squares, or three random ones.
    private func populate() {
        let url = services.options.blackHole.layout
        let planned = url.map { loadLayout(from: $0) } ?? []
        if planned.isEmpty {
            for _ in 0..<3 { addRandomSquare(pops: false) }
            return
        }
        var moves: [String] = []
        for entry in planned {
            let center = placeLaidOut(entry)
            if center != entry.center, let url { moves.append(Self.moveLine(entry, to: center, file: url.path, area: area.size, why: whyMoved(entry))) }
            add(Square(color: HSBColor(entry.color), side: entry.side, center: center), pops: false)
        }
        services.warn(moves)
    }

    /// Where a layout square goes: where the file puts it, unless it reaches past the
    /// tab's edge, covers the hole or lies under a button; then at the nearest place
    /// inside where it overlaps nothing (squares placed before it included), or at least
    /// none of the hole and the buttons, or at least inside.
    private func placeLaidOut(_ entry: SquareLayout.Entry) -> Point {
        guard whyMoved(entry) != nil else { return entry.center }
        return SquarePlacer.nearest(to: entry.center, side: entry.side, in: area, avoiding: obstacles())
            ?? SquarePlacer.nearest(to: entry.center, side: entry.side, in: area, avoiding: obstacles(squares: false))
            ?? Self.clamped(entry.center, half: entry.side / 2, in: area)
    }

    /// Why a layout square cannot go where the file puts it, or nil if it can.
    private func whyMoved(_ entry: SquareLayout.Entry) -> String? {
        let h = entry.side / 2
        if !area.insetBy(dx: h, dy: h).contains(entry.center) {
            return "reaches past the edge of the \(Int(area.width))x\(Int(area.height)) tab"
        }
        if hole.overlaps(squareAt: entry.center, side: entry.side, angle: 0) { return "covers the hole" }
        let frame = Rect(x: entry.center.x - h, y: entry.center.y - h, width: entry.side, height: entry.side)
        if [addButton, blackHoleButton].contains(where: { frame.intersection($0.layer.frame) != nil }) {
            return "lies under the buttons"
        }
        return nil
    }

    /// The warning for a layout square put somewhere else, in the file's terms (top-left).
    private static func moveLine(_ entry: SquareLayout.Entry, to center: Point, file: String, area: Size, why: String?) -> String {
        func corner(_ c: Point) -> String { "(\(Int((c.x - entry.side / 2).rounded())), \(Int((c.y - entry.side / 2).rounded())))" }
        return "layout \(file): the square at \(corner(entry.center)) with size \(Int(entry.side)) \(why ?? "does not fit there"); "
            + "it is moved to \(corner(center))"
    }

    /// The centre nearest `p` that keeps a square of half side `half` inside `area`.
    static func clamped(_ p: Point, half: Double, in area: Rect) -> Point {
        Point(x: min(max(p.x, area.minX + half), max(area.minX + half, area.maxX - half)),
              y: min(max(p.y, area.minY + half), max(area.minY + half, area.maxY - half)))
    }

    /// The layout file's squares that fit, with a warning for the rest.
    private func loadLayout(from url: URL) -> [SquareLayout.Entry] {
        do {
            let layout = try SquareLayout.load(contentsOf: url, area: area.size)
            var lines = layout.problems
            if layout.entries.isEmpty {
                let why = layout.problems.isEmpty ? "the list of squares is empty" : "no square could be used"
                lines.insert("layout \(url.path): \(why); starting with three random squares", at: 0)
            }
            services.warn(lines)
            return layout.entries
        } catch {
            services.warn(["\(error); starting with three random squares"])
            return []
        }
    }

    /// Adds a square of a random colour at a free random place, popping in on a spring:
    /// with room around it and clear of the hole's field if it can, else anywhere it
    /// overlaps nothing. Only when there is no such place does it say so.
    func addRandomSquare(pops: Bool) {
        let side = Square.defaultSide
        let roomy = placer.place(side: side, in: area, avoiding: obstacles(holeReach: hole.field.regionRadius),
                                 clearance: SquarePlacer.clearance)
        guard let center = roomy ?? placer.place(side: side, in: area, avoiding: obstacles(), clearance: 0) else {
            services.showMessage("No room for another square")
            return
        }
        add(Square(color: colors.next(), side: side, center: center), pops: pops)
    }

    /// What a square put down must not overlap: the buttons, the hole (or a disc of
    /// `holeReach` about it) and the squares still in play, but `except`.
    func obstacles(holeReach: Double? = nil, except: Square? = nil, squares included: Bool = true) -> [SquarePlacer.Obstacle] {
        let others = included ? squares.filter { $0.phase != .captured && $0 !== except } : []
        return [.rect(addButton.layer.frame), .rect(blackHoleButton.layer.frame), .disc(center: hole.center, radius: holeReach ?? hole.radius)]
            + others.map { .square(center: $0.center, side: $0.side, angle: $0.angle) }
    }

    private func add(_ s: Square, pops: Bool) {
        s.pan.delegate = self
        s.pinch.delegate = self
        s.rotation.delegate = self
        s.doubleTap.delegate = self
        attachGestures(to: s)
        squares.append(s)
        canvas.addSublayer(s.layer)
        refreshForSquares()
        world.addItem(s.item)
        collisions.addItem(s.item)
        hole.field.addItem(s.item)
        if pops {
            let pop = SpringTrajectory(spring: Spring(response: 0.42, dampingFraction: 0.55), from: 0.2, to: 1)
            s.layer.move(.scale, along: pop, forKey: "pop")
        }
    }

    /// Forgets a square that has gone into the hole.
    func remove(_ s: Square) {
        s.layer.removeFromSuperlayer()
        squares.removeAll { $0 === s }
        refreshForSquares()
    }

    /// The Black Hole button is off, and a hint shows, while no square is left to send in.
    func refreshForSquares() {
        let inPlay = squares.contains { $0.phase != .captured }
        blackHoleButton.isEnabled = inPlay
        emptyHint.isHidden = !squares.isEmpty
    }

    private func newColor(unlike c: HSBColor) -> HSBColor {
        var next = colors.next()
        for _ in 0..<8 where abs(next.hue - c.hue) < 0.12 || abs(next.hue - c.hue) > 0.88 { next = colors.next() }
        return next
    }

    func recolor(_ s: Square) {
        s.recolor(newColor(unlike: s.color), host: services.transactions)
    }

    // MARK: GestureRecognizerDelegate

    /// A square's pan, pinch and rotation act together, as on iOS; nothing else does.
    public func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let layer = r.layer, layer === other.layer else { return false }
        return !(r is TapGestureRecognizer) && !(other is TapGestureRecognizer)
    }
}
