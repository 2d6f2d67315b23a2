import Animation

/// Replays an input script into a scene on a virtual clock: events are delivered at their
/// exact times, and the scene is updated at every frame boundary (60 per second) between
/// them, just as the window loop would.
public struct ScriptPlayer {
    /// Frames per second of the simulated display.
    public static let frameRate = 60.0

    public let script: InputScript

    public init(script: InputScript) {
        self.script = script
    }

    /// Plays every event with time <= `endTime`, then advances the scene to `endTime`.
    public func play(into scene: InteractiveScene, clock: VirtualClock, until endTime: Double) {
        var frame = Int((clock.now * Self.frameRate).rounded(.down)) + 1
        func advanceFrames(through time: Double) {
            while Double(frame) / Self.frameRate <= time {
                let t = Double(frame) / Self.frameRate
                clock.set(to: max(clock.now, t))
                scene.update(at: clock.now)
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
        scene.update(at: clock.now)
    }
}
