import Animation
import AppTestSupport
import CSDL2
import Exercises
import Foundation
import Geometry
import Gestures
import Loop
import Services
import Studio
import StudioApp
import Testing
import TestSupport
@testable import SDLFront

/// A capture dropped on the window: xdotool cannot drag a file, so SDL's drop event is
/// pushed as the window manager would post it.
@Suite("Dropping a capture on the window", .serialized)
struct FileDropTests {
    static let circles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Captures/circles-lift-drag.json")

    /// Posts SDL_DROPFILE for `path`, its text allocated by SDL, which the loop frees.
    static func drop(_ path: String) {
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        event.drop.file = SDL_strdup(path)
        SDL_PushEvent(&event)
    }

    @Test("the dropped file's path reaches the front end, and the scene it opens replaces the window's from the next turn")
    func droppedCaptureOpens() throws {
        try withOffscreenWindow(size: Size(width: 1024, height: 700)) { window in
            let shell = ShellHarness(size: window.size, tab: .snowman).shell
            let loop = FrameLoop(window: window, scene: shell, clock: SystemClock(), screenshotDirectory: makeTemporaryDirectory())
            _ = loop.pollEvents()
            var dropped: [String] = []
            loop.onFileDropped = { path in
                dropped.append(path)
                let capture = try! Capture.load(contentsOf: URL(fileURLWithPath: path))
                let make = { () throws(CaptureError) -> CaptureReplay in
                    try CaptureReplay(capture: capture, configuration: AppShell.Configuration(size: capture.size!, network: OfflineNetworkClient()))
                }
                let setup = TimeTravelSetup(source: path, liveContext: StudioContext(), network: OfflineNetworkClient(), pasteboard: MemoryPasteboard())
                loop.replaceScene(try! TimeTravelScene(capture: capture, make: make, setup: setup))
            }
            Self.drop(Self.circles.path)
            let events = loop.pollEvents()
            #expect(dropped == [Self.circles.path])
            #expect(events.isEmpty, "the drop is the front end's, not input for the scene")
            let opened = try #require(loop.scene as? TimeTravelScene)
            #expect(opened.windowSize == window.size, "the new scene is told the window's size")
            #expect(opened.inbox.queue.currentWaker != nil, "and its inbox wakes the window")
            #expect(shell.inbox.queue.currentWaker == nil, "the old scene's no longer does")
        }
    }
}
