import Animation
import Foundation
import Geometry
import SDLFront

/// `bench --damage`: the same frames drawn twice in one run, on two offscreen canvases,
/// one redrawing only the damage (what the window does) and one redrawing everything.
extension BenchCommand {
    /// Layers in the damage benchmark, and the ratio it must stay under.
    static let damageLayers = 1_000
    static let maxDamageRatio = 0.15

    struct DamageResult {
        var damaged: Double
        var full: Double
        var share: Double
    }

    /// Median milliseconds a frame (scene change, display list, damage, drawing) with
    /// damage and in full, interleaved frame by frame so both see the same machine noise.
    func measureDamage(frames: Int, size: Size, fonts: FontLibrary) throws -> DamageResult {
        let scene = DamageBenchScene(count: Self.damageLayers, size: size)
        let w = Int(size.width), h = Int(size.height)
        let damaged = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: fonts)
        damaged.drawsDamageOnly = true
        let full = try OffscreenCanvas(pixelWidth: w, pixelHeight: h, fonts: fonts)
        var withDamage: [Double] = [], whole: [Double] = [], shares: [Double] = []
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000 }
        for frame in 0..<(frames + 3) {
            scene.step(frame: frame)
            let t0 = clock.now
            damaged.render(scene.root)
            let t1 = clock.now
            full.render(scene.root)
            let t2 = clock.now
            // The first frames warm caches and draw whole.
            guard frame >= 3 else { continue }
            withDamage.append(ms(t1 - t0))
            whole.append(ms(t2 - t1))
            shares.append(damaged.lastDamage?.share ?? 1)
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        return DamageResult(damaged: median(withDamage), full: median(whole), share: median(shares))
    }

    /// Prints the damage benchmark and returns a failure, if any.
    func runDamage(size: Size, fonts: FontLibrary) throws -> String? {
        let r = try measureDamage(frames: frames, size: size, fonts: fonts)
        print("Damage: \(Self.damageLayers) layers, one 100-point circle moving, 1280x800, SDL software renderer, median of each")
        print("damage ms   full ms   ratio   share redrawn")
        print(String(format: "%8.3f  %8.3f  %6.3f  %9.1f %%", r.damaged, r.full, r.damaged / r.full, r.share * 100))
        let c = try measureCountdown(seconds: 4, fonts: fonts)
        print("")
        print("Countdown: the Color Timer counting down, 1024x700, drawn from damage, \(c.frames) frames at 60 fps")
        print("mean ms   share of a core   cross-fade ms (median)   other frames ms (median)   worst ms")
        print(String(format: "%7.3f  %14.1f %%  %23.3f  %25.3f  %8.3f", c.mean, c.mean * 60 / 10, c.crossFade, c.steady, c.worst))
        return r.damaged / r.full > Self.maxDamageRatio
            ? String(format: "damage ratio %.3f > %.2f", r.damaged / r.full, Self.maxDamageRatio) : nil
    }
}
