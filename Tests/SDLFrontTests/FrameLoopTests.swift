import Animation
import AppTestSupport
import Exercises
import Foundation
import Geometry
import Testing
import TestSupport
@testable import SDLFront

/// The SDL side of the loop in a real window on SDL's offscreen video driver, asked for
/// by name as a headless machine must.
@Suite("The window's frame loop", .serialized)
struct FrameLoopTests {
    @Test("a result posted from another thread wakes the sleeping loop at once, and the next frame delivers it")
    func inboxWakesTheWindow() throws {
        try withOffscreenWindow(size: Size(width: 640, height: 480)) { window in
            let shell = ShellHarness(size: window.size, tab: .circles).shell
            let clock = SystemClock()
            let loop = FrameLoop(window: window, scene: shell, clock: clock, screenshotDirectory: makeTemporaryDirectory())
            _ = loop.pollEvents() // the window's own start-up events
            var delivered: Int?
            shell.inbox.perform({
                try? await Task.sleep(for: .milliseconds(50))
                return 7
            }, then: { delivered = $0 })
            let start = clock.now
            // A deadline far off, so a busy machine's slow wake-up is never taken for it.
            _ = loop.waitForEvents(until: start + 60)
            let slept = clock.now - start
            #expect(slept < 30, "woken by the post, not the 60 s deadline: slept \(slept) s")
            #expect(delivered == nil, "nothing is delivered outside a frame")
            shell.update(at: clock.now)
            #expect(delivered == 7)
        }
    }
}
