import Animation
import CSDL2
import Foundation
import Geometry
import Gestures

/// Runs a scene in a window: pumps input, advances the media clock, draws and presents.
///
/// Presents in sync with the display where vsync is available and otherwise paces itself
/// at 60 frames per second with SDL2_gfx's framerate manager. When nothing animates and
/// no input arrives it sleeps in SDL_WaitEvent, so an idle window costs no CPU.
public final class FrameLoop {
    private let window: AppWindow
    private let scene: InteractiveScene
    private let clock: SystemClock
    private let pump: InputPump
    private var pacer = FPSmanager()
    /// Where F12 saves screenshots.
    private let screenshotDirectory: URL
    /// Called with each line worth telling the user (saved screenshots, warnings).
    public var log: (String) -> Void = { print($0) }

    public init(window: AppWindow, scene: InteractiveScene, clock: SystemClock, screenshotDirectory: URL) {
        self.window = window
        self.scene = scene
        self.clock = clock
        self.screenshotDirectory = screenshotDirectory
        pump = InputPump(clock: clock, windowPosition: window.position)
        SDL_initFramerate(&pacer)
        SDL_setFramerate(&pacer, 60)
    }

    /// Runs until the window closes (or Ctrl+Q).
    public func run() {
        SDL_StartTextInput()
        scene.handle(InputEvent(time: clock.now, .window(.resized(window.size))))
        var event = SDL_Event()
        while !pump.quitRequested {
            let busy = scene.isAnimating || scene.rootLayer.needsDisplay
            if busy {
                while SDL_PollEvent(&event) != 0 { dispatch(event) }
            } else if waitForEvent(&event) {
                dispatch(event)
                while SDL_PollEvent(&event) != 0 { dispatch(event) }
            }
            scene.update(at: clock.now)
            if scene.isAnimating || scene.rootLayer.needsDisplay {
                window.present(scene.rootLayer, background: .white)
                for w in window.takeWarnings() { log("motionlab: \(w)") }
                if !window.hasVSync { SDL_framerateDelay(&pacer) }
            }
        }
    }

    /// Sleeps until an event arrives or the scene's next wake time; true if an event came.
    private func waitForEvent(_ event: inout SDL_Event) -> Bool {
        guard let wake = scene.nextWakeTime else { return SDL_WaitEvent(&event) != 0 }
        let ms = Int32(max(0, min(1000, (wake - clock.now) * 1000)).rounded(.up))
        return SDL_WaitEventTimeout(&event, ms) != 0
    }

    private func dispatch(_ sdlEvent: SDL_Event) {
        guard let e = pump.convert(sdlEvent, windowSize: window.size) else { return }
        if case .key(let k) = e.kind, k.isPress(.f12) {
            saveScreenshot(at: e.time)
            return
        }
        scene.handle(e)
    }

    private func saveScreenshot(at time: Double) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss"
        let name = "MotionLab \(formatter.string(from: Date())).png"
        let path = screenshotDirectory.appendingPathComponent(name).path
        do {
            try window.saveScreenshot(of: scene.rootLayer, to: path)
            scene.showMessage("Saved \(path)", at: time)
            log("motionlab: saved screenshot \(path)")
        } catch {
            scene.showMessage("Screenshot failed: \(error)", at: time)
            log("motionlab: \(error)")
        }
    }
}
