import Animation

/// The Color Timer's countdown as a state machine on a clock it is told (the timer
/// layer's local time, so Ctrl+P, Ctrl+T and QA1673 pausing all stop or slow it): idle
/// until started, then one tick a second that takes a second off and flips the
/// background between primary and secondary, until it reaches zero and stays there.
///
/// The time can change at any moment: before a start it is what the next start counts
/// from; during a countdown it adds or takes away at once, and taking it to zero ends
/// the countdown there; after the end it is shown, ready for the next start. A start needs
/// a time above zero.
struct Countdown: Equatable {
    enum State: Equatable {
        /// Not started: shows the set time on the primary background.
        case idle
        /// Counting: the next tick falls at `nextTick` (local seconds).
        case running(nextTick: LocalTime)
        /// Reached zero: everything stays as the last tick left it.
        case finished
    }

    /// What one tick changed, for the view to animate at `time`.
    struct Tick: Equatable {
        let time: LocalTime
        let remaining: Int
        let showsSecondary: Bool
    }

    private(set) var state = State.idle
    /// The time a start counts from (the stepper's value).
    private(set) var setSeconds: Int
    /// The seconds the display shows.
    private(set) var remaining: Int
    /// Whether the background shows the secondary colour now (primary before a start).
    private(set) var showsSecondary = false

    init(seconds: Int) {
        setSeconds = max(0, seconds)
        remaining = setSeconds
    }

    var isRunning: Bool { if case .running = state { true } else { false } }

    /// The next local time something is due, if any.
    var nextTick: LocalTime? { if case .running(let t) = state { t } else { nil } }

    /// Whether `start(at:)` may be called: a set time of zero has nothing to count (iOS's
    /// timer disables Start at zero too).
    var canStart: Bool { setSeconds > 0 }

    /// Starts (or restarts) the countdown from the set time at local time `t`. Needs
    /// `canStart`.
    mutating func start(at t: LocalTime) {
        precondition(canStart, "a countdown from 0 s has nothing to count; disable Start at 0")
        remaining = setSeconds
        showsSecondary = false
        state = .running(nextTick: t + 1)
    }

    /// The stepper moved to `seconds`. Before a start it only sets the time; while
    /// counting, the display gains or loses the difference at once; after the end, the
    /// display shows it and the countdown is back to idle, so the next start counts from
    /// the time the user sees.
    mutating func setTime(_ seconds: Int) {
        let new = max(0, seconds), delta = new - setSeconds
        setSeconds = new
        switch state {
        case .idle:
            remaining = new
        case .running:
            remaining = max(0, remaining + delta)
            if remaining == 0 { state = .finished }
        case .finished:
            remaining = new
            showsSecondary = false
            state = .idle
        }
    }

    /// Runs every tick due by local time `t`, in order, and returns them.
    mutating func advance(to t: LocalTime) -> [Tick] {
        var ticks: [Tick] = []
        while case .running(let next) = state, next <= t {
            remaining -= 1
            showsSecondary.toggle()
            ticks.append(Tick(time: next, remaining: remaining, showsSecondary: showsSecondary))
            state = remaining > 0 ? .running(nextTick: next + 1) : .finished
        }
        return ticks
    }

    /// Seconds as the display writes them: `m:ss`, or `h:mm:ss` from an hour.
    static func format(_ seconds: Int) -> String {
        let s = max(0, seconds), h = s / 3600, m = (s % 3600) / 60, r = s % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(r))" : "\(m):\(two(r))"
    }
}
