import Animation
import Dynamics
import Geometry

/// Plays a setting's animation on the snowman's layer, and pauses and resumes it by
/// Apple's QA1673 on that layer alone (`Layer.pause(atMediaTime:)` and
/// `Layer.resume(atMediaTime:)`), so Ctrl+P, which pauses the whole window, composes with
/// it. The states and the button's title follow: Play, then Pause while it runs, Resume
/// while paused, and Play again when it ends.
final class SnowmanPlayer {
    enum State: Equatable {
        case idle, playing, paused
    }

    private unowned let layer: Layer
    private let clock: ExerciseClock
    private(set) var state = State.idle { didSet { if state != oldValue { onChange?() } } }
    /// Called when the state changes.
    var onChange: (() -> Void)?

    /// The reset's spring: short, with no bounce.
    static let resetSpring = Spring(response: 0.35, dampingFraction: 1)

    init(layer: Layer, clock: ExerciseClock) {
        self.layer = layer
        self.clock = clock
    }

    /// What the play button says now.
    var buttonTitle: String {
        switch state {
        case .idle: "Play"
        case .playing: "Pause"
        case .paused: "Resume"
        }
    }

    private var now: MediaTime { clock.mediaNow }

    /// The button: plays, pauses or resumes.
    func toggle(_ setting: SnowmanSetting, restingAt position: Point, size: Size) {
        switch state {
        case .idle: play(setting, restingAt: position, size: size)
        case .playing: pause()
        case .paused: resume()
        }
    }

    /// Starts `setting` from rest.
    func play(_ setting: SnowmanSetting, restingAt position: Point, size: Size) {
        clearTiming()
        let group = SnowmanAnimation.make(setting, restingAt: position, size: size)
        generation += 1
        let run = generation
        group.onStop = { [weak self] finished in
            guard let self, run == self.generation else { return }
            if !finished {
                // Taken off without a reset: the screen left the window (Settings, another
                // tab), which removes a layer's animations. The run is over; say so.
                self.generation += 1
                self.clearTiming()
            }
            self.state = .idle
        }
        layer.add(group, forKey: SnowmanAnimation.key)
        state = .playing
    }

    /// Counts the runs started, so only the latest run's end returns the button to Play.
    private var generation = 0

    /// QA1673's pause, on the snowman's layer.
    func pause() {
        guard state == .playing else { return }
        layer.pause(atMediaTime: now)
        state = .paused
    }

    /// QA1673's resume, on the snowman's layer.
    func resume() {
        guard state == .paused else { return }
        layer.resume(atMediaTime: now)
        state = .playing
    }

    /// Back to rest: the animation goes, and the snowman springs from where it shows to
    /// where it rests.
    func reset() {
        let shown = layer.presentation
        generation += 1
        layer.removeAnimation(forKey: SnowmanAnimation.key)
        clearTiming()
        state = .idle
        let rest = layer.model
        let props: [AnimatableProperty] = [.width, .height, .positionX, .positionY, .opacity, .rotationZ, .rotationX, .rotationY]
        let moves = props.compactMap { p -> SpringAnimation? in
            let from = p.value(in: shown), to = p.value(in: rest)
            guard from != to else { return nil }
            return SpringAnimation(p, spring: Self.resetSpring, from: from, to: to)
        }
        guard !moves.isEmpty else { return }
        let settle = AnimationGroup(moves, duration: moves.map(\.timing.duration).max() ?? 0)
        layer.add(settle, forKey: "reset")
    }

    /// The layer's own timing back to normal (a pause leaves an offset), so the next play
    /// starts from its beginning.
    private func clearTiming() {
        layer.removeAnimation(forKey: "reset")
        layer.timing.speed = 1
        layer.timing.timeOffset = 0
        layer.timing.beginTime = 0
    }
}
