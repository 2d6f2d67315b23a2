import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront
import Studio
import StudioApp

extension BenchCommand {
    /// The cost of recording a capture: two studios on Black Hole, one capturing and one
    /// not, fed the same drag (an input and a physics step every frame) and each drawn in
    /// full at 1280x800, frames interleaved so both see the same machine noise. Returns the
    /// median frame of each in milliseconds, the median of the frames' ratios, and the
    /// capture's size per second of it.
    func measureCapture(seconds: Double, fonts: FontLibrary) throws -> (plain: Double, capturing: Double, ratio: Double, bytesPerSecond: Double) {
        let size = Size(width: 1280, height: 800), fps = 60.0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bench-capture.json")
        func studio(capturing: Bool) throws -> StudioScene {
            var c = AppShell.Configuration(size: size, network: OfflineReplayClient())
            c.initialTab = .blackHole
            c.seed = 1
            c.textMeasurer = fonts
            do {
                return try StudioScene(configuration: c, captureTo: capturing ? file : nil)
            } catch {
                throw CLIError.environment("the capture benchmark cannot write its capture: \(error)")
            }
        }
        let scenes = [try studio(capturing: false), try studio(capturing: true)]
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), fonts: fonts)
        // The first square's centre, where the drag starts.
        scenes[0].update(at: 0.1)
        scenes[1].update(at: 0.1)
        guard let square = scenes[0].shell.rootLayer.dump().all(named: "square").first else {
            throw CLIError.environment("the capture benchmark found no square on Black Hole")
        }
        let start = Point(x: square.frame[0] + square.frame[2] / 2, y: square.frame[1] + square.frame[3] / 2)
        var times: [[Double]] = [[], []]
        let clock = ContinuousClock()
        let count = Int(seconds * fps)
        for i in 0..<count {
            let t = MediaTime(seconds: 0.2 + Double(i) / fps)
            let angle = Double(i) / 20
            let p = Point(x: start.x + 80 * sin(angle), y: start.y + 60 * (1 - cos(angle)))
            let event = InputEvent(time: t, .pointer(PointerEvent(phase: i == 0 ? .down : .move, location: i == 0 ? start : p)))
            // Which goes first alternates, so neither always meets a cold cache.
            for k in (i % 2 == 0 ? [0, 1] : [1, 0]) {
                let scene = scenes[k]
                let t0 = clock.now
                scene.handle(event)
                scene.update(at: t + 0.004)
                canvas.render(scene.presentedRoots)
                if i >= 3 { times[k].append(ms(clock.now - t0)) }
            }
        }
        guard let url = scenes[1].windowWillClose(at: MediaTime(seconds: 0.3 + seconds)),
              let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
            throw CLIError.environment("the capture benchmark's capture was not saved")
        }
        // The ratio is the median of each frame's pair, so a burst of machine noise that
        // lands on one side of a few pairs does not move it.
        let ratio = median(zip(times[1], times[0]).map { $0 / $1 })
        return (median(times[0]), median(times[1]), ratio, Double(bytes) / seconds)
    }

    /// What a mark costs the frame it is taken in (the tree dumped and encoded as its line):
    /// the median of 30 marks on the busiest screen, the controls gallery, and on the Color
    /// Timer, at 1024x700, in milliseconds.
    func measureMark(fonts: FontLibrary) throws -> (gallery: Double, colorTimer: Double) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-bench-marks-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        func medianMark(_ configure: (inout AppShell.Configuration) -> Void, name: String) throws -> Double {
            var c = AppShell.Configuration(size: Size(width: 1024, height: 700), network: OfflineReplayClient())
            c.textMeasurer = fonts
            configure(&c)
            let scene: StudioScene
            do {
                scene = try StudioScene(configuration: c, captureTo: folder.appendingPathComponent("\(name).json"))
            } catch {
                throw CLIError.environment("the mark benchmark cannot write its capture: \(error)")
            }
            scene.update(at: 0.1)
            let clock = ContinuousClock()
            var times: [Double] = []
            for i in 0..<30 {
                let t0 = clock.now
                scene.screenshotSaved(to: "/bench/mark.png", at: MediaTime(seconds: 0.2 + Double(i) / 60))
                times.append(ms(clock.now - t0))
            }
            scene.windowWillClose(at: 1)
            return median(times)
        }
        let gallery = try medianMark({ $0.options.gallery = GalleryOptions(page: .controls) }, name: "gallery")
        let timer = try medianMark({ $0.initialTab = .colorTimer }, name: "timer")
        return (gallery, timer)
    }
}
