import Animation
import Foundation
import SDLFront
import Studio

/// Opens each capture dropped on a window in place of what it shows (`run` and `open`
/// alike), ending what showed first as quitting would; and ends whatever shows at quit.
final class DroppedSessions {
    private let opener: SessionOpener
    private unowned let loop: FrameLoop
    private let window: AppWindow
    /// The session open now, if one is.
    private(set) var opened: TimeTravelScene?
    /// Ends the live scene the window opened with (nil when it opened a session).
    private var closeLive: ((MediaTime) -> Void)?

    init(opener: SessionOpener, loop: FrameLoop, window: AppWindow, opened: TimeTravelScene?, closeLive: ((MediaTime) -> Void)?) {
        self.opener = opener
        self.loop = loop
        self.window = window
        self.opened = opened
        self.closeLive = closeLive
        loop.onFileDropped = { [weak self] path in self?.open(path) }
    }

    private func open(_ path: String) {
        do {
            let next = try opener.open(path)
            close(at: loop.now)
            opened = next
            window.resize(to: next.windowSize)
            window.fitToDisplay()
            loop.replaceScene(next)
        } catch {
            loop.scene.showMessage("Cannot open \(path): \(error)", at: loop.now)
            opener.log("motionlab: cannot open \(path): \(error)")
        }
    }

    /// Ends what shows: the live scene as a quit ends it, or a taken-over session, saved
    /// and said.
    func close(at time: MediaTime) {
        if let closeLive {
            self.closeLive = nil
            closeLive(time)
        }
        if let opened, let file = opened.windowWillClose(at: time) {
            opener.log("motionlab: the taken-over session is saved: \(file.path); replay it with: motionlab replay '\(file.path)' --check")
        }
    }
}
