import Animation
import Gestures

/// The frame loop, the same for every front end: take input, start the frame, draw if
/// anything changed, and sleep when nothing moves.
///
/// Each step it polls input when something animates (the display paces it) and otherwise
/// sleeps until input arrives, the inbox posts, or the scene's next wake time (a long-press
/// deadline, a countdown tick, an animation's end). A sleeping window costs no CPU, and a
/// scene that only needs a frame a second gets a frame a second.
public final class FrameDriver {
    public let scene: InteractiveScene
    public let host: FrameHost
    /// Frames drawn so far.
    public private(set) var framesPresented = 0

    public init(scene: InteractiveScene, host: FrameHost) {
        self.scene = scene
        self.host = host
    }

    /// Runs until the host asks to quit.
    public func run() {
        while !host.quitRequested { step() }
    }

    /// One turn of the loop.
    public func step() {
        let busy = scene.isAnimating || scene.needsDisplay
        let events = busy ? host.pollEvents() : host.waitForEvents(until: scene.nextWakeTime)
        for event in events { scene.handle(event) }
        scene.update(at: host.now)
        if scene.isAnimating || scene.needsDisplay {
            let roots = scene.presentedRoots
            host.present(roots)
            for root in roots { root.markDisplayed() }
            framesPresented += 1
        }
        host.setTextInput(scene.wantsTextInput)
    }
}
