import Animation
import Dynamics
import Geometry
import Gestures

/// A viewport onto content larger than itself (UIScrollView). Drag it, turn the wheel or
/// swipe a trackpad over it; a release flings on at the drag's exact velocity and
/// decelerates as UIScrollView's does (rate 0.998 a millisecond); past an edge the
/// content rubber-bands, and springs back on release. A fling that reaches an edge hands
/// over to that spring with its position and velocity, so nothing jumps. A touch while it
/// decelerates stops it, and is not delivered to the content as a tap.
///
/// Put content under `contentLayer`, in content coordinates: its bounds origin is the
/// content offset, as a UIScrollView's bounds are. The motion is stepped by a display
/// link on the layer tree's media timing, so Ctrl+T slows it and Ctrl+P freezes it.
/// Defaults: vertical bounce always, horizontal only when the content is wider.
public final class ScrollView: GestureRecognizerDelegate, FocusRevealing {
    /// The scroll view's frame in its superlayer; holds the clipped content and the
    /// scroll indicators.
    public let layer: Layer
    /// The content's parent: add sublayers here. It clips to the viewport.
    public let contentLayer: Layer
    /// The drag. Other recognizers may require it to fail, or be told to wait for it.
    public let pan: PanGestureRecognizer
    public let wheel: ScrollWheelGestureRecognizer
    let verticalIndicator: Layer
    let horizontalIndicator: Layer

    /// The size of the scrollable content, in points. Defaults to zero.
    public var contentSize = Size.zero { didSet { boundsChanged() } }
    /// The viewport's top-left corner in content coordinates (UIScrollView.contentOffset),
    /// as shown now, rubber band included.
    public private(set) var contentOffset = Point.zero
    /// Whether a drag past a vertical edge bounces even when the content fits. Defaults
    /// to true, as table views have it.
    public var alwaysBounceVertical = true { didSet { boundsChanged() } }
    /// The same, across. Defaults to false.
    public var alwaysBounceHorizontal = false { didSet { boundsChanged() } }
    /// Whether the user can scroll it. Defaults to true.
    public var isScrollEnabled = true { didSet { boundsChanged() } }
    /// The friction of a fling. Defaults to UIScrollView's normal rate, 0.998.
    public var decay = FrictionDecay()
    /// Called whenever the offset changes (scrollViewDidScroll).
    public var onScroll: ((Point) -> Void)?
    /// Called when a drag begins (scrollViewWillBeginDragging).
    public var onBeginDragging: (() -> Void)?
    /// Whether a finger or the mouse is dragging the content now.
    public private(set) var isDragging = false
    /// Whether a fling (or the bounce after one) is moving the content.
    public var isDecelerating: Bool { motion?.kind == .deceleration }

    /// A wheel notch glides rather than jumps: a short critically damped spring.
    static let wheelSpring = Spring(response: 0.2, dampingFraction: 1)
    /// `setContentOffset(_:animated:)` and scroll-to-visible: about UIKit's 0.3 s.
    static let offsetSpring = Spring(response: 0.35, dampingFraction: 1)

    struct Motion {
        enum Kind { case deceleration, animation }
        var x: Glide
        var y: Glide
        var kind: Kind
        init(x: any Trajectory, y: any Trajectory, start: LocalTime, kind: Kind) {
            self.x = Glide(trajectory: x, start: start)
            self.y = Glide(trajectory: y, start: start)
            self.kind = kind
        }
        func offset(at t: LocalTime) -> Point { Point(x: x.value(at: t), y: y.value(at: t)) }
        func velocity(at t: LocalTime) -> Vector { Vector(dx: x.velocity(at: t), dy: y.velocity(at: t)) }
        var start: LocalTime { x.start }
        var end: LocalTime { max(x.end, y.end) }
        var resting: Point { Point(x: x.resting, y: y.resting) }
    }
    private(set) var motion: Motion?
    private var link: DisplayLink!
    /// Where the drag would put the content with no rubber band, at its start.
    private var dragOrigin = Point.zero

    public init(name: String) {
        layer = Layer(name: name)
        contentLayer = Layer(name: "\(name).content")
        contentLayer.masksToBounds = true
        contentLayer.anchorPoint = .zero
        pan = PanGestureRecognizer(name: "\(name).pan")
        wheel = ScrollWheelGestureRecognizer(name: "\(name).wheel")
        verticalIndicator = Self.makeIndicator("\(name).indicator.vertical")
        horizontalIndicator = Self.makeIndicator("\(name).indicator.horizontal")
        layer.addSublayer(contentLayer)
        layer.addSublayer(verticalIndicator)
        layer.addSublayer(horizontalIndicator)
        link = DisplayLink(layer: contentLayer) { [weak self] t in self?.step(at: t) }
        pan.delegate = self
        pan.beginsAtTouch = { [weak self] in self?.isDecelerating ?? false }
        pan.action = { [weak self] r in self?.panned(r) }
        wheel.action = { [weak self] _ in self?.wheeled() }
        contentLayer.addGestureRecognizer(pan)
        contentLayer.addGestureRecognizer(wheel)
        layer.attachments.add(self, as: FocusRevealing.self)
    }

    private static func makeIndicator(_ name: String) -> Layer {
        let l = Layer(name: name)
        l.backgroundColor = Theme.scrollIndicator
        l.cornerRadius = Theme.scrollIndicatorThickness / 2
        l.opacity = 0
        l.allowsHitTesting = false
        return l
    }

    /// Places the viewport; the offset is kept, within the new limits once still.
    public func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        contentLayer.setFrame(Rect(origin: .zero, size: rect.size))
        boundsChanged()
    }

    /// The viewport's size.
    public var viewportSize: Size { layer.bounds.size }

    /// The offsets the content rests between on each axis.
    public var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        (0...max(0, contentSize.width - viewportSize.width), 0...max(0, contentSize.height - viewportSize.height))
    }

    var scrollsVertically: Bool { isScrollEnabled && (alwaysBounceVertical || contentSize.height > viewportSize.height) }
    var scrollsHorizontally: Bool { isScrollEnabled && (alwaysBounceHorizontal || contentSize.width > viewportSize.width) }

    private func boundsChanged() {
        pan.isEnabled = scrollsVertically || scrollsHorizontally
        // One that cannot scroll lets the wheel through to a scroll view around it, as a
        // browser passes it to the page.
        wheel.isEnabled = pan.isEnabled
        pan.axis = scrollsVertically && scrollsHorizontally ? nil : (scrollsVertically ? .vertical : .horizontal)
        if let m = motion, let now = contentLayer.currentLocalTime {
            // A motion under way aims at the old limits: carry it on from here, at the speed
            // it has, against the new ones.
            let offset = m.offset(at: now), v = m.velocity(at: now)
            motion = nil
            setOffset(offset)
            switch m.kind {
            case .deceleration: fling(velocity: v, at: now)
            case .animation: glide(to: clamped(m.resting), spring: Self.offsetSpring, at: now)
            }
        } else if !isDragging {
            setOffset(clamped(contentOffset))
        } else {
            updateIndicators()
        }
    }

    private func clamped(_ p: Point) -> Point {
        let r = offsetRange
        return Point(x: min(max(p.x, r.x.lowerBound), r.x.upperBound), y: min(max(p.y, r.y.lowerBound), r.y.upperBound))
    }

    /// Shows the content at `p` at once, stopping any motion (UIScrollView's non-animated
    /// setContentOffset), or springs there from where it is, at the speed it has.
    public func setContentOffset(_ p: Point, animated: Bool) {
        let target = clamped(p)
        // A finger holding the content wins over an animated move.
        if isDragging && animated { return }
        guard animated, let now = contentLayer.currentLocalTime else {
            stop()
            setOffset(target)
            if !isDragging, let now = contentLayer.currentLocalTime { hideIndicators(at: now) }
            return
        }
        glide(to: target, spring: Self.offsetSpring, at: now)
    }

    /// Scrolls the least that shows `rect` (content coordinates), with a margin, as UIKit's
    /// scrollRectToVisible does.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool, margin: Double = 8) {
        let view = viewportSize
        let target = motion?.resting ?? contentOffset
        func axis(_ lo: Double, _ hi: Double, _ length: Double, _ current: Double) -> Double {
            if lo - margin < current { return lo - margin }
            if hi + margin > current + length { return min(lo - margin, hi + margin - length) }
            return current
        }
        let p = Point(x: axis(rect.minX, rect.maxX, view.width, target.x), y: axis(rect.minY, rect.maxY, view.height, target.y))
        if p != target { setContentOffset(p, animated: animated) }
    }

    /// Keyboard focus moved to a control inside: scroll it into view.
    public func reveal(_ focused: Layer) {
        guard focused.isDescendant(of: contentLayer),
              let a = contentLayer.convert(focused.bounds.origin, from: focused),
              let b = contentLayer.convert(Point(x: focused.bounds.maxX, y: focused.bounds.maxY), from: focused) else { return }
        // Content coordinates: the content layer's own, whose origin is the offset.
        scrollRectToVisible(Rect(bounding: [a, b]), animated: true)
    }

    /// Stops any motion where it is now; the indicators fade unless a drag holds it.
    public func stop() {
        guard let m = motion else { return }
        motion = nil
        link.stop()
        if let now = contentLayer.currentLocalTime {
            setOffset(m.offset(at: now))
            if !isDragging { hideIndicators(at: now) }
        }
    }

    // MARK: Input

    private func panned(_ r: GestureRecognizer) {
        guard let now = contentLayer.currentLocalTime else { return }
        switch r.state {
        case .began:
            stop()
            isDragging = true
            dragOrigin = Point(x: unbanded(contentOffset.x, range: offsetRange.x, length: viewportSize.width),
                               y: unbanded(contentOffset.y, range: offsetRange.y, length: viewportSize.height))
            showIndicators()
            onBeginDragging?()
        case .changed:
            let t = pan.translation(in: nil)
            let raw = Point(x: scrollsHorizontally ? dragOrigin.x - t.dx : dragOrigin.x,
                            y: scrollsVertically ? dragOrigin.y - t.dy : dragOrigin.y)
            let r = offsetRange
            setOffset(Point(x: RubberBand.clamp(raw.x, to: r.x, dimension: viewportSize.width),
                            y: RubberBand.clamp(raw.y, to: r.y, dimension: viewportSize.height)))
        case .ended, .cancelled:
            isDragging = false
            let v = r.state == .ended ? pan.velocity(in: nil) : .zero
            fling(velocity: Vector(dx: scrollsHorizontally ? -v.dx : 0, dy: scrollsVertically ? -v.dy : 0), at: now)
        case .possible, .failed:
            break
        }
    }

    /// The finger travel that shows `value` when the band is stretched: the inverse of the
    /// rubber band, so catching the content mid-bounce does not make it jump.
    private func unbanded(_ value: Double, range: ClosedRange<Double>, length: Double) -> Double {
        if value < range.lowerBound {
            return range.lowerBound + (RubberBand.overshoot(showing: value - range.lowerBound, dimension: length) ?? value - range.lowerBound)
        }
        if value > range.upperBound {
            return range.upperBound + (RubberBand.overshoot(showing: value - range.upperBound, dimension: length) ?? value - range.upperBound)
        }
        return value
    }

    /// Decelerates from the current offset at `velocity` (points per second of offset),
    /// bouncing at the edges; at rest inside, nothing moves.
    func fling(velocity v: Vector, at now: LocalTime) {
        let r = offsetRange
        let x = BoundedDecay(from: contentOffset.x, velocity: v.dx, bounds: r.x, decay: decay)
        let y = BoundedDecay(from: contentOffset.y, velocity: v.dy, bounds: r.y, decay: decay)
        start(Motion(x: x, y: y, start: now, kind: .deceleration))
    }

    private func wheeled() {
        guard let now = contentLayer.currentLocalTime else { return }
        switch wheel.state {
        case .began, .changed:
            var d = wheel.delta
            if !scrollsHorizontally { d.dx = 0 }
            if !scrollsVertically { d.dy = 0 }
            guard d != .zero else { return }
            showIndicators()
            if wheel.isNotched {
                // On from a glide's target, or from where a fling is now (not where the last
                // frame left it).
                let from = motion.map { $0.kind == .animation ? $0.resting : $0.offset(at: now) } ?? contentOffset
                glide(to: clamped(from + d), spring: Self.wheelSpring, at: now)
            } else {
                stop()
                setOffset(clamped(contentOffset + d))
            }
        case .ended, .cancelled:
            if motion == nil { hideIndicators(at: now) }
        case .possible, .failed:
            break
        }
    }

    private func glide(to target: Point, spring: Spring, at now: LocalTime) {
        // A glide keeps the speed of another glide, but not a fling's: a wheel notch during
        // a fling would carry the fling's speed past its target and come back.
        let v = motion?.kind == .animation ? motion!.velocity(at: now) : .zero
        if motion != nil { stop() }
        let x = SpringTrajectory(spring: spring, from: contentOffset.x, velocity: v.dx, to: target.x, precision: 0.1)
        let y = SpringTrajectory(spring: spring, from: contentOffset.y, velocity: v.dy, to: target.y, precision: 0.1)
        showIndicators()
        start(Motion(x: x, y: y, start: now, kind: .animation))
    }

    private func start(_ m: Motion) {
        guard m.end > m.start else {
            motion = nil
            setOffset(m.resting)
            if let now = contentLayer.currentLocalTime { hideIndicators(at: now) }
            return
        }
        motion = m
        if !link.start() { stop() }
    }

    private func step(at t: LocalTime) {
        guard let m = motion else { link.stop(); return }
        if t >= m.end {
            motion = nil
            link.stop()
            setOffset(m.resting)
            hideIndicators(at: t)
        } else {
            setOffset(m.offset(at: t))
        }
    }

    private func setOffset(_ p: Point) {
        contentOffset = p
        if contentLayer.bounds.origin != p {
            contentLayer.bounds = Rect(origin: p, size: contentLayer.bounds.size)
        }
        updateIndicators()
        onScroll?(p)
    }

    // MARK: GestureRecognizerDelegate

    public func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { isScrollEnabled }
}

/// Something that scrolls a control into view when the keyboard focuses it (a scroll
/// view). The focus chain asks every one above the focused control's layer.
public protocol FocusRevealing: AnyObject {
    func reveal(_ focused: Layer)
}
