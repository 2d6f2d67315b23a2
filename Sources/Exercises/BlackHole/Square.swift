import Animation
import Dynamics
import Foundation
import Geometry
import Gestures
import Physics

/// One square of Black Hole: a layer named "square", the physics item that carries it
/// when it flies, and its own recognizers (pan, pinch, rotation, double-tap), which may
/// all act at once.
final class Square {
    /// The sides a square may have, in points.
    static let sides = 40.0...400.0
    /// A new random square's side.
    static let defaultSide = 100.0
    /// Corner radius, as a fraction of the side: squares, softened a little.
    static let cornerFraction = 0.08

    /// What is happening to the square.
    enum Phase: Equatable {
        /// Still, or sliding under physics.
        case free
        /// Under a hand: one or more of its gestures is in progress.
        case held
        /// Let go past an edge or past a size limit: springing back, then free at `until`
        /// (the exercise's local time).
        case settling(until: LocalTime)
        /// Being sucked into the hole: no longer touchable, and gone when the animation ends.
        case captured
    }

    /// Where a hand's gestures started, for working out the square they describe.
    struct Hold {
        /// The centre when the pan began, before rubber-banding.
        var panStart = Point.zero
        /// The centre the hand asks for, before rubber-banding.
        var target = Point.zero
        var sideAtPinchStart = Square.defaultSide
        /// The side the pinch asks for, before rubber-banding.
        var requestedSide = Square.defaultSide
        var angleAtRotationStart = 0.0
        var angle = 0.0
        /// Where the hand had the square at the last frame, and when (local time), for
        /// the velocity it shoves other squares with.
        var lastFrame: (center: Point, time: LocalTime)?
    }

    let layer: Layer
    private(set) var color: HSBColor
    private(set) var side: Double
    /// The body physics moves; replaced when a pinch changes the size.
    private(set) var item: DynamicItem
    var phase = Phase.free
    /// Whether a hand let it go since it last came to rest: only such a square, coming to
    /// rest on the hole, is sucked in. One the window moved (a resize, a crowd pushing it)
    /// stays where it ends up.
    var letGoByHand = false
    var hold = Hold()

    let pan = PanGestureRecognizer(name: "pan")
    let pinch = PinchGestureRecognizer(name: "pinch")
    let rotation = RotationGestureRecognizer(name: "rotation")
    let doubleTap = TapGestureRecognizer(name: "tap×2", taps: 2)

    init(color: HSBColor, side: Double, center: Point, angle: Double = 0) {
        self.color = color
        self.side = side
        layer = Layer(name: "square")
        layer.backgroundColor = color.rgb
        layer.shadowColor = .black
        layer.shadowOffset = Vector(dx: 0, dy: 6)
        layer.shadowRadius = 10
        item = DynamicItem(size: Size(width: side, height: side), position: center, angle: angle)
        Self.configure(item)
        applyGeometry(center: center, side: side, angle: angle)
        for r in [pan, pinch, rotation, doubleTap] as [GestureRecognizer] { layer.addGestureRecognizer(r) }
    }

    /// How squares bounce and slide: lively off walls and each other.
    private static func configure(_ item: DynamicItem) {
        item.elasticity = 0.6
        item.friction = 0.3
    }

    var center: Point { layer.position }
    var angle: Double { item.angle }

    /// Sets the layer's model geometry at once (no implicit animation).
    func applyGeometry(center: Point, side: Double, angle: Double) {
        layer.bounds = Rect(x: 0, y: 0, width: side, height: side)
        layer.cornerRadius = side * Self.cornerFraction
        layer.position = center
        layer.transform = .rotationZ(angle)
    }

    /// Copies where physics put the item onto the layer.
    func followItem() {
        let p = item.position, a = item.angle
        if layer.position != p { layer.position = p }
        let t = Transform3D.rotationZ(a)
        if layer.transform != t { layer.transform = t }
    }

    /// Moves the held square (and its body, so it shoves others) to a new centre, side and
    /// angle. A new side means a new body.
    func hold(center: Point, side newSide: Double, angle: Double, in world: DynamicAnimator) {
        if abs(newSide - side) > 0.5 {
            let replacement = DynamicItem(size: Size(width: newSide, height: newSide), position: center, angle: angle)
            Self.configure(replacement)
            replacement.isHeld = true
            swapItem(for: replacement, in: world)
        }
        side = newSide
        item.position = center
        item.angle = angle
        item.angularVelocity = 0
        applyGeometry(center: center, side: newSide, angle: angle)
    }

    /// Once a frame while held: the body goes exactly where the hand put the square, moving
    /// at the speed the hand moved it since the last frame, so it shoves others as hard as
    /// it is pushed and does not drift once the hand stops.
    func syncHeldBody(at time: LocalTime) {
        let c = layer.position
        if let last = hold.lastFrame, time > last.time {
            item.velocity = (c - last.center) * (1 / (time - last.time))
        }
        item.position = c
        item.angle = hold.angle
        hold.lastFrame = (c, time)
    }

    /// Replaces the body (a new size) in the world and in every behaviour that had it.
    private func swapItem(for replacement: DynamicItem, in world: DynamicAnimator) {
        let old = item
        let collisions = world.behaviors.compactMap { $0 as? CollisionBehavior }.filter { $0.items.contains { $0 === old } }
        let fields = world.behaviors.compactMap { $0 as? FieldBehavior }.filter { $0.items.contains { $0 === old } }
        world.removeItem(old)
        world.addItem(replacement)
        for c in collisions { c.addItem(replacement) }
        for f in fields { f.addItem(replacement) }
        item = replacement
    }

    /// Changes colour with a short cross-fade.
    func recolor(_ c: HSBColor, host: Transacting) {
        color = c
        host.animate(duration: 0.35, timingFunction: .easeInEaseOut) {
            layer.backgroundColor = c.rgb
        }
    }

    /// Lifts the square while a hand holds it (a shadow), or sets it down.
    func showHeld(_ held: Bool, host: Transacting) {
        host.animate(duration: 0.18, timingFunction: .easeOut) {
            layer.shadowOpacity = held ? 0.28 : 0
        }
    }

    /// Turns gestures off, for a square on its way into the hole.
    func disableInteraction() {
        layer.allowsHitTesting = false
        for r in [pan, pinch, rotation, doubleTap] as [GestureRecognizer] { r.isEnabled = false }
    }
}
