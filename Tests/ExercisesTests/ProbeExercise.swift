import Animation
import Geometry
import Gestures
import Widgets
@testable import Exercises

/// An exercise that records everything the shell tells it, for pinning the contract. It
/// ticks every `tickInterval` seconds of its own time when given one, showing the count.
final class ProbeExercise: Exercise {
    let kind: ExerciseKind
    let layer: Layer
    let services: ExerciseServices
    let label = TextLayer(name: "probe.label")
    let button: Button
    var tickInterval: Double?
    /// Runs at each tick, after it is recorded.
    var onTick: ((ProbeExercise) -> Void)?
    /// Whether it claims per-frame work (like a physics world), so every frame reaches it.
    var animates = false
    /// More controls for Tab to visit after the button (a text field).
    var extraControls: [Control] = []
    private var nextTick: LocalTime?

    private(set) var updates: [LocalTime] = []
    /// The media time of each update, beside `updates`.
    private(set) var updateMediaTimes: [MediaTime] = []
    private(set) var ticks: [LocalTime] = []
    private(set) var texts: [TextInput] = []
    private(set) var moves: [Vector] = []
    /// Shakes told, with the local time.
    private(set) var motions: [(event: MotionEvent, time: LocalTime)] = []
    private(set) var windowFocus: [Bool] = []
    private(set) var lifecycle: [String] = []
    private(set) var keys: [String] = []
    /// Results delivered through the inbox, with the media time they arrived at.
    private(set) var results: [(value: Int, mediaTime: MediaTime)] = []

    init(kind: ExerciseKind, services: ExerciseServices) {
        self.kind = kind
        self.services = services
        layer = services.layer
        button = Button(name: "probe.button", title: "Probe")
        layer.addSublayer(label)
        layer.addSublayer(button.layer)
    }

    func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        label.setFrame(Rect(x: 10, y: 10, width: 200, height: 30))
        button.layer.setFrame(Rect(x: 10, y: 50, width: 120, height: 40))
    }

    func update(at time: LocalTime) {
        updates.append(time)
        updateMediaTimes.append(services.clock.mediaNow)
        if let next = nextTick, let interval = tickInterval, time >= next {
            ticks.append(time)
            label.string = "tick \(ticks.count)"
            nextTick = next + interval
            onTick?(self)
        }
    }

    var nextWakeTime: LocalTime? { nextTick }
    var isAnimating: Bool { animates }

    func didAppear(at time: LocalTime) {
        lifecycle.append("appear")
        if let interval = tickInterval { nextTick = time + interval }
    }

    func willDisappear(at time: LocalTime) { lifecycle.append("disappear") }
    func handleText(_ input: TextInput, at time: LocalTime) { texts.append(input) }
    func windowMoved(by offset: Vector, at time: LocalTime) { moves.append(offset) }
    func motion(_ event: MotionEvent, at time: LocalTime) { motions.append((event, time)) }
    func windowFocusChanged(_ focused: Bool, at time: LocalTime) { windowFocus.append(focused) }

    func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool {
        keys.append(event.key.name)
        return true
    }

    var focusableControls: [Control] { [button] + extraControls }

    /// Runs `value` through the inbox after `delay` seconds of real time off the loop.
    func startWork(returning value: Int, after delay: Duration = .milliseconds(30)) {
        services.inbox.perform({
            try? await Task.sleep(for: delay)
            return value
        }, then: { [weak self] v in
            guard let self else { return }
            self.results.append((v, self.services.clock.mediaNow))
            self.label.string = "result \(v)"
        })
    }
}

/// A control that takes typed text, for the key-priority rule.
final class ProbeTextField: Control, TextInputClient {
    private(set) var inserted = ""
    private(set) var composition: TextComposition?
    private(set) var keys: [String] = []

    init() { super.init(layer: Layer(name: "probe.field")) }

    func insertText(_ text: String) { inserted += text }
    func setComposition(_ composition: TextComposition?) { self.composition = composition }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.isDown else { return false }
        // A text field takes printable keys and editing keys, and leaves Tab to the chain.
        if event.key == .tab { return false }
        keys.append(event.key.name)
        return true
    }
}
