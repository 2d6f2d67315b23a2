import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
@testable import Studio
import TestSupport

/// A window's life on a virtual clock, as SDLFront lives it: frames at uneven times, input
/// stamped between them, work that finishes in real time.
final class SimulatedWindow {
    let studio: StudioScene
    let clock = VirtualClock()
    private var generator = SeededGenerator(seed: 7)

    /// Whether each frame sleeps a little real time, for off-loop work to land.
    private let waitsForWork: Bool

    init(_ studio: StudioScene, waitsForWork: Bool = true) {
        self.studio = studio
        self.waitsForWork = waitsForWork
    }

    /// Frames from now until `time`, 12–22 ms apart, sleeping a little real time at each so
    /// off-loop work lands wherever it lands.
    func run(until time: MediaTime) {
        while clock.now < time {
            clock.advance(by: Double.random(in: 0.012...0.022, using: &generator))
            if waitsForWork { usleep(2000) }
            studio.update(at: clock.now)
        }
    }

    func send(_ kind: InputEvent.Kind) {
        clock.advance(by: Double.random(in: 0.001...0.01, using: &generator))
        studio.handle(InputEvent(time: clock.now, kind))
    }

    func click(_ p: Point) {
        send(.pointer(PointerEvent(phase: .down, location: p)))
        send(.pointer(PointerEvent(phase: .up, location: p)))
    }

    func key(_ chord: String) {
        let c = KeyChord(parsing: chord)!
        send(.key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: true)))
        send(.key(KeyEvent(key: c.key, modifiers: c.modifiers, isDown: false)))
    }
}
