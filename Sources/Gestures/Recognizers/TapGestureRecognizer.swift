import Animation
import Geometry

/// Recognizes one or more taps (UITapGestureRecognizer), a discrete gesture.
///
/// Each tap must lift within `GestureDefaults.maximumTapDuration` without moving more than
/// the tap slop; the next must start within the multi-tap interval of the last lift and
/// near the first tap. It recognizes on the lift of the last tap.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Defaults to 1.
    public var numberOfTapsRequired: Int
    /// Fingers per tap. Defaults to 1.
    public var numberOfTouchesRequired: Int

    private var tapsDone = 0
    private var firstLocation: Point?
    private var downLocations: [PointerID: Point] = [:]
    private var touchesThisTap = 0
    private var downTime = MediaTime.zero
    private var lastUpTime = MediaTime.zero
    /// Where the last tap lifted, in window coordinates.
    public private(set) var tapLocation: Point?

    public init(name: String? = nil, taps: Int = 1, touches: Int = 1) {
        precondition(taps >= 1 && touches >= 1, "a tap needs at least one tap and one touch")
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
        super.init(name: name ?? "tap×\(taps)")
    }

    public override var isDiscrete: Bool { true }

    public override var windowLocation: Point? { super.windowLocation ?? tapLocation }

    public override func reset() {
        tapsDone = 0
        firstLocation = nil
        downLocations.removeAll()
        touchesThisTap = 0
        tapLocation = nil
    }

    public override func pointerDown(_ e: PointerEvent, at time: MediaTime) {
        if downLocations.isEmpty {
            if tapsDone > 0 {
                guard time - lastUpTime <= GestureDefaults.multiTapInterval,
                      let first = firstLocation, first.distance(to: e.location) <= GestureDefaults.multiTapSlop else {
                    request(.failed)
                    return
                }
            } else {
                firstLocation = e.location
            }
            downTime = time
            touchesThisTap = 0
        }
        downLocations[e.id] = e.location
        touchesThisTap += 1
        if touchesThisTap > numberOfTouchesRequired { request(.failed) }
    }

    public override func pointerMoved(_ e: PointerEvent, at time: MediaTime) {
        guard let start = downLocations[e.id] else { return }
        if start.distance(to: e.location) > GestureDefaults.tapSlop { request(.failed) }
    }

    public override func pointerUp(_ e: PointerEvent, at time: MediaTime) {
        guard downLocations.removeValue(forKey: e.id) != nil else { return }
        guard downLocations.isEmpty else { return }
        guard touchesThisTap == numberOfTouchesRequired, time - downTime <= GestureDefaults.maximumTapDuration else {
            request(.failed)
            return
        }
        tapsDone += 1
        lastUpTime = time
        tapLocation = e.location
        if tapsDone == numberOfTapsRequired { request(.ended) }
    }

    public override var deadline: MediaTime? {
        guard state == .possible, pendingState == nil else { return nil }
        if !downLocations.isEmpty { return downTime + GestureDefaults.maximumTapDuration }
        if tapsDone > 0 && tapsDone < numberOfTapsRequired { return lastUpTime + GestureDefaults.multiTapInterval }
        return nil
    }

    public override func tick(at time: MediaTime) {
        if let d = deadline, time >= d { request(.failed) }
    }
}
