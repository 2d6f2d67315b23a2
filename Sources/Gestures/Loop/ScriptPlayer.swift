import Animation

/// Replays an input script into a scene on a virtual clock: events are delivered at their
/// exact times, and the scene is updated at every frame boundary (60 per second) between
/// them, just as the window loop would.
///
/// Work the scene runs off the loop (see `Inbox`) is waited for before the clock moves on to
/// the next frame, so its result lands at the same virtual time on every run.
public struct ScriptPlayer {
    /// Frames per second of the simulated display.
    public static let frameRate = 60.0
    /// Longest real time to wait for the scene's background work at one frame, in seconds:
    /// a safety net, since the work's own timeouts (the 8-Ball's request: 3 s) end it first.
    public static let workTimeout = 30.0

    public let script: InputScript

    public init(script: InputScript) {
        self.script = script
    }

    /// Plays every event with time <= `endTime`, then advances the scene to `endTime`.
    public func play(into scene: InteractiveScene, clock: VirtualClock, until endTime: Double) {
        var frame = Int((clock.now * Self.frameRate).rounded(.down)) + 1
        func startFrame() {
            if scene.inbox.hasRunningWork { _ = scene.inbox.queue.waitUntilIdle(timeout: Self.workTimeout) }
            scene.update(at: clock.now)
        }
        func advanceFrames(through time: Double) {
            while Double(frame) / Self.frameRate <= time {
                let t = Double(frame) / Self.frameRate
                clock.set(to: max(clock.now, t))
                startFrame()
                frame += 1
            }
        }
        for event in script.events where event.time <= endTime {
            advanceFrames(through: event.time)
            clock.set(to: max(clock.now, event.time))
            scene.handle(InputEvent(time: clock.now, event.kind))
        }
        advanceFrames(through: endTime)
        clock.set(to: max(clock.now, endTime))
        startFrame()
    }
}
