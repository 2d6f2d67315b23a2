import Animation
import Gestures

/// The frame loop, the same for every front end: take input, start the frame, draw if
/// anything changed, and sleep when nothing moves.
///
/// Each step it polls input when something animates (the display paces it) and otherwise
/// sleeps until input arrives, the inbox posts, or the scene's next wake time (a long-press
/// deadline, a countdown tick, an animation's end). A sleeping window costs no CPU, and a
/// scene that only needs a frame a second gets a frame a second.
///
/// It is the one place that marks a frame shown: the front end draws and presents, the
/// scene hears what was presented (`didPresent`) while its trees still say whether they
/// asked for the frame, and then the driver marks them displayed.
public final class FrameDriver {
    /// The scene driven; the front end may replace it between turns (a capture opened).
    public var scene: InteractiveScene
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
        for event in events {
            scene.handle(event)
            for a in scene.takeFrontEndActions() { host.perform(a.action, at: a.time) }
        }
        scene.startFrame(at: host.now, waitsForWork: false)
        if scene.isAnimating || scene.needsDisplay {
            let roots = scene.presentedRoots
            let frame = host.present(roots)
            // The one place a frame is marked shown: after the scene has heard of it, so it
            // can still tell which of its trees asked for the frame.
            scene.didPresent(frame)
            for root in roots { root.markDisplayed() }
            framesPresented += 1
        }
        host.setTextInput(scene.wantsTextInput)
    }
}
