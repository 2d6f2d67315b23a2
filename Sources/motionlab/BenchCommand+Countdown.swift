import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront

extension BenchCommand {
    struct CountdownResult {
        /// Mean milliseconds a frame: what a window running at 60 fps spends, on average.
        var mean: Double
        /// Median of the frames during the background's cross-fades, and of the others.
        var crossFade: Double
        var steady: Double
        var worst: Double
        var frames: Int
    }

    /// The Color Timer counting down at 1024x700, as the window runs it: each frame (scene
    /// change, display list, damage, drawing) redrawn from damage on SDL's software
    /// renderer, after a click on Start.
    func measureCountdown(seconds: Double, fonts: FontLibrary) throws -> CountdownResult {
        let size = Size(width: 1024, height: 700), fps = 60.0
        var c = AppShell.Configuration(size: size, network: OfflineReplayClient())
        c.initialTab = .colorTimer
        c.textMeasurer = fonts
        let shell = AppShell(c)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), fonts: fonts)
        canvas.drawsDamageOnly = true
        shell.update(at: 0.1)
        canvas.render(shell.rootLayer)
        guard let button = shell.rootLayer.dump().first(named: "start-button") else {
            throw CLIError.environment("the countdown benchmark found no start button on Color Timer")
        }
        let center = Point(x: button.frame[0] + button.frame[2] / 2, y: button.frame[1] + button.frame[3] / 2)
        for (phase, t) in [(PointerEvent.Phase.down, 0.2), (.up, 0.25)] {
            shell.handle(InputEvent(time: MediaTime(seconds: t), .pointer(PointerEvent(phase: phase, location: center))))
        }
        var all: [Double] = [], fading: [Double] = [], steady: [Double] = []
        let clock = ContinuousClock()
        let started = 0.25
        for i in 1...Int(seconds * fps) {
            let t = started + Double(i) / fps
            let t0 = clock.now
            shell.update(at: MediaTime(seconds: t))
            canvas.render(shell.rootLayer)
            let elapsed = ms(clock.now - t0)
            all.append(elapsed)
            // Each second of the countdown opens with the background's cross-fade.
            let intoSecond = (t - started).truncatingRemainder(dividingBy: 1)
            if intoSecond > 0.02 && intoSecond < 0.28 { fading.append(elapsed) } else if intoSecond > 0.35 { steady.append(elapsed) }
        }
        return CountdownResult(mean: all.reduce(0, +) / Double(all.count), crossFade: median(fading), steady: median(steady),
                               worst: all.max() ?? 0, frames: all.count)
    }
}
