import Animation
import CSDL2
import Foundation
import Geometry
import Gestures
import Loop
import Storage

/// Runs a scene in a window: the SDL side of the frame loop (`FrameDriver` holds the loop
/// itself). It turns SDL events into input, sleeps in SDL_WaitEventTimeout until input,
/// an inbox post or the scene's next wake time, presents in sync with the display where
/// vsync is available (else paced at 60 fps by SDL2_gfx's framerate manager), starts and
/// stops text input with keyboard focus, and saves F12 screenshots.
public final class FrameLoop: FrameHost {
    private let window: AppWindow
    /// The scene shown; a file dropped on the window may replace it (`replaceScene`).
    public private(set) var scene: InteractiveScene
    private var driver: FrameDriver?
    private let clock: SystemClock
    private let pump: InputPump
    private var pacer = FPSmanager()
    private var textInputActive: Bool?
    /// Where F12 saves screenshots.
    private let screenshotDirectory: URL
    /// Called with each line worth telling the user (saved screenshots, warnings).
    public var log: (String) -> Void = { print($0) }
    /// Whether frame statistics go to `log` once a second while frames are drawn
    /// (`run --stats`). Defaults to false.
    public var logsStats = false
    private var stats = FrameStats()
    /// Whether the loop slept since the last frame it presented.
    private var sleptSinceFrame = false
    /// Called with the path of a file dropped on the window (a capture to open).
    public var onFileDropped: ((String) -> Void)?

    public init(window: AppWindow, scene: InteractiveScene, clock: SystemClock, screenshotDirectory: URL) {
        self.window = window
        self.scene = scene
        self.clock = clock
        self.screenshotDirectory = screenshotDirectory
        pump = InputPump(clock: clock, windowPosition: window.position)
        SDL_initFramerate(&pacer)
        SDL_setFramerate(&pacer, 60)
        wakeType = SDL_RegisterEvents(1)
        setWaker(on: scene)
    }

    /// SDL's event type for a post from another thread.
    private let wakeType: UInt32

    /// A post from another thread wakes the loop with an event of our own type.
    private func setWaker(on scene: InteractiveScene) {
        guard wakeType != UInt32.max else { return }
        let type = wakeType
        scene.inbox.queue.setWaker {
            var event = SDL_Event()
            event.type = type
            SDL_PushEvent(&event)
        }
    }

    /// Shows `scene` instead from the next turn of the loop, sized to the window.
    public func replaceScene(_ scene: InteractiveScene) {
        self.scene.inbox.queue.setWaker(nil)
        self.scene = scene
        setWaker(on: scene)
        window.invalidate()
        scene.handle(InputEvent(time: clock.now, .window(.resized(window.size))))
        driver?.scene = scene
    }

    deinit {
        scene.inbox.queue.setWaker(nil)
    }

    /// Runs until the window closes (or Ctrl+Q).
    public func run() {
        scene.handle(InputEvent(time: clock.now, .window(.resized(window.size))))
        let d = FrameDriver(scene: scene, host: self)
        driver = d
        d.run()
        driver = nil
    }

    // MARK: FrameHost

    public var now: MediaTime { clock.now }

    public var quitRequested: Bool { pump.quitRequested }

    public func pollEvents() -> [InputEvent] {
        var out: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let e = convert(event) { out.append(e) }
        }
        return out
    }

    public func waitForEvents(until deadline: MediaTime?) -> [InputEvent] {
        // A paint flash still showing needs frames to fade and clear, though nothing moves.
        if window.isFlashing {
            scene.rootLayer.setNeedsDisplay()
            return pollEvents()
        }
        sleptSinceFrame = true
        var event = SDL_Event()
        let arrived: Bool
        if let deadline {
            let ms = Int32(max(0, min(Double(Int32.max / 2), (deadline - clock.now) * 1000)).rounded(.up))
            arrived = SDL_WaitEventTimeout(&event, ms) != 0
        } else {
            arrived = SDL_WaitEvent(&event) != 0
        }
        let first = arrived ? convert(event).map { [$0] } ?? [] : []
        return first + pollEvents()
    }

    public func present(_ roots: [Layer]) -> PresentedFrame {
        let start = clock.now
        let damage = window.present(roots, background: .white)
        let end = clock.now
        let frame = PresentedFrame(time: end, duration: end.seconds - start.seconds, redrawnShare: window.lastRedrawnShare, rects: damage.rects,
                                   followsIdle: sleptSinceFrame)
        sleptSinceFrame = false
        if logsStats {
            stats.record(presentedAt: end, duration: frame.duration, redrawnShare: frame.redrawnShare, animating: scene.isAnimating,
                         followsIdle: frame.followsIdle)
            if let report = stats.report(at: end) { log("motionlab: \(report)") }
        }
        for w in window.takeWarnings() { log("motionlab: \(w)") }
        if !window.hasVSync { SDL_framerateDelay(&pacer) }
        return frame
    }

    public func setTextInput(_ active: Bool) {
        guard active != textInputActive else { return }
        textInputActive = active
        if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    // MARK: Events

    /// The neutral event for an SDL event, or nil for one the scene does not see.
    private func convert(_ sdlEvent: SDL_Event) -> InputEvent? {
        noteRedrawEvents(sdlEvent)
        if sdlEvent.type == SDL_DROPFILE.rawValue, let file = sdlEvent.drop.file {
            let path = String(cString: file)
            SDL_free(file)
            onFileDropped?(path)
            return nil
        }
        return pump.convert(sdlEvent, windowSize: window.size)
    }

    /// The window's part of the studio's key commands, which the scene takes from its
    /// input (`KeyCommands`) and hands here.
    public func perform(_ action: KeyAction, at time: MediaTime) {
        switch action {
        case .screenshot:
            saveScreenshot(at: time)
        case .saveReport:
            saveReport(at: time)
        case .paintFlashing:
            window.flashesPaint.toggle()
            scene.rootLayer.setNeedsDisplay()
            scene.showMessage("Paint flashing \(window.flashesPaint ? "on" : "off")", at: time)
        case .quit:
            pump.requestQuit()
        default:
            break
        }
    }

    /// A window uncovered shows the kept frame again; a lost render target (or GPU) makes
    /// the next frame whole, and asks for it even when nothing moves.
    private func noteRedrawEvents(_ e: SDL_Event) {
        switch e.type {
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            window.invalidate()
            scene.rootLayer.setNeedsDisplay()
        case SDL_WINDOWEVENT.rawValue:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_EXPOSED:
                window.invalidate()
                window.refresh()
            case SDL_WINDOWEVENT_DISPLAY_CHANGED, SDL_WINDOWEVENT_SIZE_CHANGED:
                window.invalidate()
            default:
                break
            }
        default:
            break
        }
    }

    /// "Save that": a folder beside F12's pictures, with the window's picture in it; the
    /// scene adds the rest.
    private func saveReport(at time: MediaTime) {
        let folder = UniqueFileName.free(in: screenshotDirectory, stem: "MotionLab report \(UniqueFileName.stamp(Date()))", ext: "")
        let path = folder.appendingPathComponent("window.png").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try window.saveScreenshot(of: scene.screenshotRoots, area: scene.screenshotArea, to: path)
        } catch {
            scene.showMessage("The report could not be saved: \(error)", at: time)
            log("motionlab: the report could not be saved in \(folder.path): \(error)")
            return
        }
        scene.saveReport(in: folder, picture: path, at: time)
        log("motionlab: saving a report in \(folder.path)")
    }

    private func saveScreenshot(at time: MediaTime) {
        // Named to the millisecond, with a counter if that is taken: two presses in one
        // second make two pictures.
        let path = UniqueFileName.screenshot(in: screenshotDirectory, at: Date()).path
        do {
            try window.saveScreenshot(of: scene.screenshotRoots, area: scene.screenshotArea, to: path)
            scene.screenshotSaved(to: path, at: time)
            log("motionlab: saved screenshot \(path)")
        } catch {
            scene.showMessage("Screenshot failed: \(error)", at: time)
            log("motionlab: \(error)")
        }
    }
}
