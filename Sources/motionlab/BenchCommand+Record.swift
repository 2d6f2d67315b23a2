import Animation
import Exercises
import Foundation
import Geometry
import Gestures
import SDLFront

extension BenchCommand {
    /// Times a `record` of the Snowman playing at 1280x800 and 60 fps: the frames rendered
    /// alone, then rendered and encoded into an animated WebP, in one run. Returns the two
    /// totals in seconds and the median frame of each, in milliseconds.
    func measureRecording(seconds: Double, fonts: FontLibrary) throws -> (render: Double, encode: Double, renderMedian: Double, encodeMedian: Double) {
        let size = Size(width: 1280, height: 800), fps = 60.0
        let count = Int(seconds * fps) + 1
        // Play is pressed at 0.2 s, so the recording is of the snowman moving.
        let play = Point(x: 1021, y: 530)
        let script = InputScript(events: [
            InputEvent(time: 0.2, .pointer(PointerEvent(phase: .down, location: play))),
            InputEvent(time: 0.28, .pointer(PointerEvent(phase: .up, location: play))),
        ])
        func run(encoding: Bool) throws -> (Double, [Double]) {
            let scene = HeadlessScene(tab: .snowman, options: LaunchOptions(), size: size, seed: 1, script: script, fonts: fonts, verbose: false)
            let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
            let webp = encoding ? try AnimatedWebPWriter(width: 1280, height: 800) : nil
            var times: [Double] = []
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<count {
                let t0 = DispatchTime.now().uptimeNanoseconds
                scene.advance(to: MediaTime(seconds: Double(i) / fps))
                canvas.render(scene.roots)
                let pixels = canvas.argbPixels()
                if let webp { try webp.add(pixels, atMilliseconds: Int((Double(i) * 1000 / fps).rounded())) }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            }
            if let webp { _ = try webp.finish(endMilliseconds: Int((Double(count) * 1000 / fps).rounded())) }
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, times)
        }
        func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
        let plain = try run(encoding: false), encoded = try run(encoding: true)
        return (plain.0, encoded.0, median(plain.1), median(encoded.1))
    }
}
