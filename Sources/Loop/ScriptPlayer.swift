import Animation
import Gestures

/// Replays an input script into a scene on a virtual clock: events are delivered at their
/// exact times, and the scene is updated at every frame boundary (60 per second) between
/// them, just as the window loop would.
///
/// Work the scene runs off the loop (see `Inbox`) is waited for before the clock moves on to
/// the next frame, so its result lands at the same virtual time on every run. Frames that
/// nothing needs are skipped: those in which nothing moves, and those in which only layer
/// animations move (they are functions of time, so the frame where something is next due
/// shows them exactly as if every frame had been drawn).
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
    public func play(into scene: InteractiveScene, clock: VirtualClock, until endTime: MediaTime) {
        var frame = Int((clock.now.seconds * Self.frameRate).rounded(.down)) + 1
        // The first frame after an event always runs, as the window draws after input: it
        // refreshes what the event changed (presentation values that hit-testing reads,
        // animations it added) before anything else is skipped.
        var eventSinceFrame = true
        func startFrame() { scene.startFrame(at: clock.now, waitsForWork: true) }
        func advanceFrames(through time: MediaTime) {
            while frameTime(frame) <= time {
                // While nothing is stepped and no work runs, frames before the next wake (or
                // the next event) change nothing that the next drawn frame would not show:
                // skip them, so an idle hour, or an hour of a spinner, costs nothing.
                if !eventSinceFrame && !scene.stepsEveryFrame && !scene.inbox.hasPendingResults {
                    let due = scene.nextDueTime ?? .distantFuture
                    let target = due.isFinite ? min(due, time) : time
                    let first = Int((target.seconds * Self.frameRate - 1e-9).rounded(.up))
                    if first > frame {
                        frame = first
                        continue
                    }
                }
                let t = frameTime(frame)
                clock.set(to: max(clock.now, t))
                startFrame()
                eventSinceFrame = false
                frame += 1
            }
        }
        for event in script.events where event.time <= endTime {
            advanceFrames(through: event.time)
            clock.set(to: max(clock.now, event.time))
            scene.handle(InputEvent(time: clock.now, event.kind))
            eventSinceFrame = true
        }
        advanceFrames(through: endTime)
        clock.set(to: max(clock.now, endTime))
        startFrame()
    }

    /// The media time at which a frame of the simulated display starts.
    private func frameTime(_ frame: Int) -> MediaTime {
        MediaTime(seconds: Double(frame) / Self.frameRate)
    }
}
