import Animation
import Foundation
import Dynamics
import Geometry
import Gestures

/// A spinning wheel of rows (UIPickerView, one component): the rows sit on a cylinder
/// seen in perspective, turning about the x axis, shrinking and fading toward its top and
/// bottom, with the chosen row in a grey band at the centre.
///
/// Drag it, fling it, turn the wheel over it or press Up and Down: a fling decelerates as
/// a scroll view's does, its friction adjusted so that it comes to rest exactly on the row
/// nearest where it would have stopped; a slow release springs to the nearest row. A click
/// on a row turns the wheel to it. `onSelect` fires once the wheel rests on a new row.
///
/// Layer names for dumps: the picker's name, its rows "<name>.row.<index>", the band
/// "<name>.band".
public final class PickerView: Control, GestureRecognizerDelegate {
    /// The rows' titles. Set them with `setTitles(_:)`, which keeps the selection.
    public private(set) var titles: [String]
    /// The row at the centre when the wheel rests.
    public private(set) var selectedRow: Int
    /// The wheel came to rest on a different row (pickerView(_:didSelectRow:inComponent:)).
    public var onSelect: ((Int) -> Void)?
    /// Each row's height on the cylinder's surface. Defaults to 32 pt, UIPickerView's.
    public let rowHeight = Theme.pickerRowHeight

    let pan: PanGestureRecognizer
    let wheel: ScrollWheelGestureRecognizer
    private let band = Layer()
    private var rows: [Int: TextLayer] = [:]
    private var pool: [TextLayer] = []
    /// How far the wheel has turned, in points along its surface: row i is at the centre
    /// when the offset is i × rowHeight.
    public private(set) var offset = 0.0
    private var glide: Glide?
    /// Whether the motion under way was the user's, so its end tells `onSelect`.
    private var notifiesOnRest = true
    private var link: DisplayLink!
    private var dragOrigin = 0.0

    /// A slow release or a key press springs to a row: critically damped, 0.3 s.
    static let snapSpring = Spring(response: 0.3, dampingFraction: 1)

    public init(name: String, titles: [String], selectedRow: Int = 0) {
        self.titles = titles
        self.selectedRow = titles.isEmpty ? 0 : min(max(0, selectedRow), titles.count - 1)
        pan = PanGestureRecognizer(name: "\(name).pan")
        wheel = ScrollWheelGestureRecognizer(name: "\(name).wheel")
        super.init(layer: Layer(name: name))
        band.name = "\(name).band"
        band.backgroundColor = Theme.controlFill
        band.cornerRadius = 8
        band.allowsHitTesting = false
        layer.addSublayer(band)
        offset = Double(self.selectedRow) * rowHeight
        layer.sublayerTransform = .perspective(eyeDistance: Theme.pickerEyeDistance)
        link = DisplayLink(layer: layer) { [weak self] t in self?.step(at: t) }
        pan.axis = .vertical
        pan.delegate = self
        pan.beginsAtTouch = { [weak self] in self?.isDragReady ?? false }
        pan.action = { [weak self] _ in self?.panned() }
        wheel.action = { [weak self] _ in self?.wheeled() }
        layer.addGestureRecognizer(pan)
        layer.addGestureRecognizer(wheel)
        layer.attachments.add(RowClick(picker: self), as: PointerHandler.self)
    }

    /// Touches stop a spinning wheel only while it moves fast enough to be spinning.
    private var isDragReady: Bool {
        guard let g = glide, let now = layer.currentLocalTime else { return false }
        return abs(g.velocity(at: now)) > 30
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        band.setFrame(Rect(x: 8, y: ((rect.height - rowHeight) / 2).rounded(), width: max(0, rect.width - 16), height: rowHeight))
        render()
    }

    /// The cylinder's radius: half the picker's height, so the wheel fills it.
    private var radius: Double { max(1, layer.bounds.height / 2) }
    private var maxOffset: Double { Double(max(0, titles.count - 1)) * rowHeight }

    /// New titles, keeping the selected title selected if it is still there (else the
    /// same index, within the new rows).
    public func setTitles(_ new: [String]) {
        let old = titles.indices.contains(selectedRow) ? titles[selectedRow] : nil
        titles = new
        stopMotion()
        let keep = old.flatMap { new.firstIndex(of: $0) } ?? min(selectedRow, max(0, new.count - 1))
        for (_, l) in rows { recycle(l) }
        rows.removeAll()
        select(keep, animated: false, notify: false)
    }

    /// Turns the wheel to a row (selectRow(_:inComponent:animated:)).
    public func selectRow(_ row: Int, animated: Bool) {
        select(row, animated: animated, notify: false)
    }

    private func select(_ row: Int, animated: Bool, notify: Bool) {
        guard !titles.isEmpty else { selectedRow = 0; offset = 0; render(); return }
        let r = min(max(0, row), titles.count - 1)
        let target = Double(r) * rowHeight
        if animated, let now = layer.currentLocalTime {
            let v = glide?.velocity(at: now) ?? 0
            if let g = glide { offset = g.value(at: now) }
            start(SpringTrajectory(spring: Self.snapSpring, from: offset, velocity: v, to: target, precision: 0.05), at: now)
            notifiesOnRest = notify
        } else {
            stopMotion()
            offset = target
            settle(notify: notify)
        }
    }

    // MARK: Motion

    private func start(_ t: any Trajectory, at now: LocalTime) {
        glide = Glide(trajectory: t, start: now)
        notifiesOnRest = true
        if !link.start() { stopMotion(); offset = t.restingValue; settle(notify: true) }
    }

    private func stopMotion() {
        if let g = glide, let now = layer.currentLocalTime { offset = g.value(at: now) }
        glide = nil
        link.stop()
    }

    private func step(at t: LocalTime) {
        guard let g = glide else { link.stop(); return }
        if t >= g.end {
            glide = nil
            link.stop()
            offset = g.resting
            settle(notify: notifiesOnRest)
        } else {
            offset = g.value(at: t)
            render()
        }
    }

    /// At rest: exactly on a row, which becomes the selection.
    private func settle(notify: Bool) {
        let row = titles.isEmpty ? 0 : min(max(0, Int((offset / rowHeight).rounded())), titles.count - 1)
        offset = Double(row) * rowHeight
        render()
        guard row != selectedRow else { return }
        selectedRow = row
        if notify { onSelect?(row) }
    }

    /// Flings from the current offset at `v` points per second: to rest on the row nearest
    /// the decay's projection, through an edge's spring if it lies beyond the ends.
    func fling(velocity v: Double, at now: LocalTime) {
        let decay = FrictionDecay()
        let projected = offset + decay.restingOffset(velocity: v)
        if projected < 0 || projected > maxOffset || offset < 0 || offset > maxOffset {
            start(BoundedDecay(from: offset, velocity: v, bounds: 0...maxOffset, decay: decay, spring: Self.snapSpring, precision: 0.05), at: now)
            return
        }
        let target = (projected / rowHeight).rounded() * rowHeight
        if abs(v) > 100, let landing = FrictionDecay.landing(at: target - offset, velocity: v) {
            start(DecayTrajectory(from: offset, velocity: v, decay: landing, precision: 0.05), at: now)
        } else {
            start(SpringTrajectory(spring: Self.snapSpring, from: offset, velocity: v, to: target, precision: 0.05), at: now)
        }
    }

    private func panned() {
        guard let now = layer.currentLocalTime else { return }
        switch pan.state {
        case .began:
            stopMotion()
            dragOrigin = offset
        case .changed:
            let raw = dragOrigin - pan.translation(in: layer).dy
            offset = RubberBand.clamp(raw, to: 0...maxOffset, dimension: layer.bounds.height)
            render()
        case .ended, .cancelled:
            fling(velocity: pan.state == .ended ? -pan.velocity(in: layer).dy : 0, at: now)
        case .possible, .failed:
            break
        }
    }

    private func wheeled() {
        guard wheel.state == .began || wheel.state == .changed, wheel.delta.dy != 0 else { return }
        let current = glide.map { ($0.resting / rowHeight).rounded() } ?? (offset / rowHeight).rounded()
        select(Int(current) + (wheel.delta.dy > 0 ? 1 : -1), animated: true, notify: true)
    }

    public func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { isEnabled && !titles.isEmpty }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.isDown, event.isPress(.up) || event.isPress(.down) else { return super.handleKey(event) }
        let current = glide.map { Int(($0.resting / rowHeight).rounded()) } ?? selectedRow
        select(current + (event.key == .down ? 1 : -1), animated: true, notify: true)
        return true
    }

    public override func stateDidChange() {
        band.borderColor = Theme.tint
        band.borderWidth = showsFocus ? 2 : 0
        layer.opacity = isEnabled ? 1 : 0.4
    }

    // MARK: Drawing

    /// The angle about the cylinder's axis at which row `i` sits now: 0 at the centre.
    private func angle(ofRow i: Int) -> Double { (Double(i) * rowHeight - offset) / radius }

    /// Places the rows within a quarter turn of the centre on the cylinder: each row
    /// turned about the x axis round an axis `radius` behind the screen, dimmer away
    /// from the centre; the others are not drawn.
    private func render() {
        let size = layer.bounds.size, r = radius
        let span = Int((Double.pi / 2 * r / rowHeight).rounded(.up))
        let center = Int((offset / rowHeight).rounded())
        let wanted = Set(max(0, center - span)...max(0, min(titles.count - 1, center + span))).filter { titles.indices.contains($0) }
        for (i, l) in rows where !wanted.contains(i) { recycle(l); rows[i] = nil }
        for i in wanted.sorted() {
            let l = rows[i] ?? makeRow(i)
            rows[i] = l
            let a = angle(ofRow: i)
            guard abs(a) < .pi / 2 else { l.isHidden = true; continue }
            l.isHidden = false
            l.bounds = Rect(x: 0, y: 0, width: size.width - 24, height: rowHeight)
            l.position = Point(x: size.width / 2, y: size.height / 2)
            l.transform = Transform3D.translation(z: r).concatenating(.rotationX(-a)).concatenating(.translation(z: -r))
            l.opacity = 0.15 + 0.85 * cos(a) * cos(a)
        }
    }

    private func makeRow(_ i: Int) -> TextLayer {
        let l = pool.popLast() ?? TextLayer(fontSize: Theme.pickerFontSize, textColor: Theme.label)
        l.name = "\(layer.name).row.\(i)"
        l.string = titles[i]
        l.alignment = .center
        l.truncationMode = .end
        l.allowsHitTesting = false
        layer.addSublayer(l)
        return l
    }

    private func recycle(_ l: TextLayer) {
        l.removeFromSuperlayer()
        pool.append(l)
    }

    /// The row drawn under a point in the picker's coordinates: the one whose angle on the
    /// cylinder projects there.
    func row(at p: Point) -> Int? {
        let y = p.y - layer.bounds.height / 2
        guard abs(y) < radius, !titles.isEmpty else { return nil }
        let a = asin(y / radius)
        let r = Int(((offset + a * radius) / rowHeight).rounded())
        return titles.indices.contains(r) ? r : nil
    }

    /// A click on a row turns the wheel to it, unless the press became a drag.
    private final class RowClick: PointerHandler {
        weak var picker: PickerView?
        private var pressed: (id: PointerID, row: Int)?
        init(picker: PickerView) { self.picker = picker }

        func pointerDown(_ event: PointerEvent, at time: MediaTime) {
            guard let p = picker, p.isEnabled, let q = p.layer.convert(event.location, from: nil), let row = p.row(at: q) else { return }
            pressed = (event.id, row)
        }
        func pointerMoved(_ event: PointerEvent, at time: MediaTime) {}
        func pointerUp(_ event: PointerEvent, at time: MediaTime) {
            guard let press = pressed, press.id == event.id else { return }
            pressed = nil
            picker?.select(press.row, animated: true, notify: true)
        }
        func pointerCancelled(_ event: PointerEvent, at time: MediaTime) { pressed = nil }
    }
}
