import Animation
import Gestures
import Loop

/// A front end on a virtual clock, for driving the real `FrameDriver` in tests. Scripted
/// input arrives at its times; sleeping moves the clock to the wake time plus a small
/// wake-up latency, as an OS scheduler would; presenting takes one display refresh
/// (vsync). Each presented frame is recorded with its time.
public final class VirtualFrameHost: FrameHost {
    public let clock = VirtualClock()
    /// One display refresh, in seconds. Defaults to 1/60.
    public var frameInterval = 1.0 / 60
    /// How late a sleeping loop wakes after its deadline, in seconds. Defaults to 4 ms.
    public var wakeLatency = 0.004
    /// The host asks to quit once the clock reaches this time.
    public var stopTime: MediaTime
    private var pending: [InputEvent]
    /// The time of every presented frame.
    public private(set) var frameTimes: [MediaTime] = []
    /// Called at each present with the tree and the time.
    public var onPresent: ((Layer, MediaTime) -> Void)?
    /// Whether text input is on, as the driver last set it.
    public private(set) var textInputActive = false
    /// How many times the loop slept.
    public private(set) var sleeps = 0
    private var sleptSinceFrame = false

    public init(events: [InputEvent] = [], stopTime: MediaTime) {
        pending = events.sorted { $0.time < $1.time }
        self.stopTime = stopTime
    }

    public var now: MediaTime { clock.now }
    public var quitRequested: Bool { clock.now >= stopTime }

    public func pollEvents() -> [InputEvent] {
        let due = pending.prefix { $0.time <= clock.now }
        pending.removeFirst(due.count)
        return Array(due)
    }

    public func waitForEvents(until deadline: MediaTime?) -> [InputEvent] {
        sleeps += 1
        sleptSinceFrame = true
        let wake = [deadline.map { $0 + wakeLatency }, pending.first?.time, stopTime].compactMap { $0 }.min()!
        if wake > clock.now { clock.set(to: wake) }
        return pollEvents()
    }

    public func present(_ roots: [Layer]) -> PresentedFrame {
        let shown = clock.now
        frameTimes.append(shown)
        onPresent?(roots[0], shown)
        clock.advance(by: frameInterval)
        defer { sleptSinceFrame = false }
        return PresentedFrame(time: shown, duration: frameInterval, followsIdle: sleptSinceFrame)
    }

    public func setTextInput(_ active: Bool) {
        textInputActive = active
    }

    /// The studio commands the driver handed over, in order.
    public private(set) var performed: [KeyAction] = []

    public func perform(_ action: KeyAction, at time: MediaTime) {
        performed.append(action)
    }
}
