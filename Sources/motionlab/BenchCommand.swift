import Animation
import ArgumentParser
import Foundation
import Geometry
import SDLFront

/// `motionlab bench`: our whole pipeline (scene change, tree to display list, submission)
/// against a hand-written SDL loop submitting the same triangles, offscreen on SDL's
/// software renderer; then a physics world of squares flinging and colliding, as Black Hole
/// runs it. Exits 1 when a target is missed.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the renderer against a hand-written SDL loop (build with -c release).",
        discussion: "Targets: at 1,000 layers, ratio <= 1.25 and the core's share (tree to display list) <= 1 ms; "
            + "at 1,000 squares, physics plus core <= 4 ms a frame; "
            + "a table of 10,000 rows scrolling at 3,000 pt/s, core <= 1 ms a frame; "
            + "recording 2 s at 60 fps and 1280x800 to WebP takes <= 2x rendering the same frames alone; "
            + "a frame while a capture records costs <= 1.05x one without. "
            + "With --damage: 1,000 layers with one moving, a frame drawn from damage takes <= 0.15x a full redraw; "
            + "then the Color Timer counting down, drawn from damage, is timed (reported, with no target). "
            + "With --seek: over a 10-minute Black Hole session replayed headless, the worst seek <= 1 s "
            + "and the worst step forward <= 50 ms."
    )

    @Flag(name: .long, help: "Measure only drawing from damage: against full redraws (1,000 layers, one moving), and the Color Timer counting down, offscreen.")
    var damage = false

    @Flag(name: .long, help: "Measure only time travel: seeks and steps over a Black Hole session recorded for the purpose, replayed headless.")
    var seek = false

    @Flag(name: .long, help: "Measure only motionlab test: a generated suite of 100 captures of 30 s run with one worker and with two.")
    var suite = false

    @Option(name: .long, help: ArgumentHelp("Seconds of the session --seek records (targets hold at 600).", valueName: "S"))
    var seekSeconds: Double = BenchCommand.seekSessionSeconds

    @Option(name: .long, parsing: .upToNextOption, help: "Layer counts to measure.")
    var layers: [Int] = [100, 1_000, 10_000]

    @Option(name: .long, help: "Frames measured per layer count (10,000 layers get a fifth, at least 10).")
    var frames: Int = 120

    @Flag(name: .long, help: "Skip drawing our frames, to profile the core alone (the baseline still draws).")
    var coreOnly = false

    @Option(name: .long, parsing: .upToNextOption, help: "Square counts for the physics world (0 skips it).")
    var squares: [Int] = [1_000]

    @Option(name: .long, help: "Rows of the scrolling table (0 skips it).")
    var rows: Int = 10_000

    @Option(name: .long, help: ArgumentHelp("Seconds of a 60 fps recording to time, rendered alone and encoded to WebP (0 skips it).", valueName: "S"))
    var recordSeconds: Double = 2

    @Option(name: .long, help: ArgumentHelp("Seconds of a Black Hole drag to time with and without a capture recording it (0 skips it).", valueName: "S"))
    var captureSeconds: Double = 3

    /// Targets at this many layers.
    static let targetLayers = 1_000
    static let maxRatio = 1.25
    static let maxCoreMilliseconds = 1.0
    static let targetSquares = 1_000
    static let maxPhysicsFrameMilliseconds = 4.0
    static let targetRows = 10_000
    static let tableSpeed = 3_000.0
    static let maxTableCoreMilliseconds = 1.0
    static let maxRecordRatio = 2.0
    /// Recording a capture may cost a frame at most this much more.
    static let maxCaptureRatio = 1.05
    /// A mark may cost at most one frame at 60 fps.
    static let maxMarkMilliseconds = 16.0

    func validate() throws {
        guard !layers.isEmpty, layers.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else {
            throw ValidationError("--layers takes counts from 1 to 100000")
        }
        guard (5...100_000).contains(frames) else { throw ValidationError("--frames must lie in 5...100000, got \(frames)") }
        guard squares.allSatisfy({ (0...20_000).contains($0) }) else { throw ValidationError("--squares takes counts from 0 to 20000") }
        guard (0...1_000_000).contains(rows) else { throw ValidationError("--rows takes a count from 0 to 1000000, got \(rows)") }
        guard recordSeconds.isFinite, (0...60).contains(recordSeconds) else { throw ValidationError("--record-seconds takes 0 to 60, got \(recordSeconds)") }
        guard captureSeconds.isFinite, (0...60).contains(captureSeconds) else { throw ValidationError("--capture-seconds takes 0 to 60, got \(captureSeconds)") }
        guard seekSeconds.isFinite, (10...3_600).contains(seekSeconds) else { throw ValidationError("--seek-seconds takes 10 to 3600, got \(seekSeconds)") }
    }

    func run() throws {
        let fonts = try CLIError.loadFonts()
        let size = Size(width: 1280, height: 800)
        #if DEBUG
        print("note: this is a debug build; quote figures from 'swift run -c release motionlab bench'")
        #endif
        if suite {
            let failures = try runSuite(fonts: fonts)
            guard failures.isEmpty else { throw CLIError.environment("targets missed: \(failures.joined(separator: ", "))") }
            print("targets met: two workers <= \(Int(Self.maxSuiteSeconds)) s; two workers <= \(Self.maxWorkerRatio) of one")
            return
        }
        if seek {
            let failures = try runSeek(fonts: fonts)
            guard failures.isEmpty else { throw CLIError.environment("targets missed: \(failures.joined(separator: ", "))") }
            if seekSeconds == Self.seekSessionSeconds {
                print("targets met: worst seek <= \(Int(Self.maxSeekMilliseconds)) ms; worst step forward <= \(Int(Self.maxStepForwardMilliseconds)) ms")
            }
            return
        }
        if damage {
            if let failure = try runDamage(size: size, fonts: fonts) { throw CLIError.environment("target missed: \(failure)") }
            print("target met: with \(Self.damageLayers) layers, damage / full <= \(Self.maxDamageRatio)")
            return
        }
        print("MotionLab render benchmark: 1280x800, SDL software renderer, median of each")
        print("layers    ours ms   raw ms   ratio   core ms   triangles")
        var failures: [String] = []
        for n in layers {
            let frameCount = n >= 10_000 ? max(10, frames / 5) : frames
            let r = try measure(layers: n, frames: frameCount, size: size, fonts: fonts)
            print(String(format: "%6d  %8.3f  %7.3f  %6.3f  %8.3f  %10d", n, r.ours, r.raw, r.ours / r.raw, r.core, r.triangles))
            if n == Self.targetLayers {
                if r.ours / r.raw > Self.maxRatio { failures.append(String(format: "ratio %.3f > %.2f", r.ours / r.raw, Self.maxRatio)) }
                if r.core > Self.maxCoreMilliseconds { failures.append(String(format: "core %.3f ms > %.1f ms", r.core, Self.maxCoreMilliseconds)) }
            }
        }
        let physicsCounts = squares.filter { $0 > 0 }
        if !physicsCounts.isEmpty {
            print("")
            print("Physics: squares flung and colliding in a 1280x800 world, 2 steps of 1/120 s a frame, median of each")
            print("squares   physics ms/step   sync ms   build ms   physics+core ms/frame   draw ms")
        }
        for n in physicsCounts {
            let r = try measurePhysics(squares: n, frames: max(frames, 60), size: size, fonts: fonts)
            print(String(format: "%7d  %16.3f  %8.3f  %9.3f  %22.3f  %8.3f", n, r.perStep, r.sync, r.build, r.frame, r.draw))
            if n == Self.targetSquares && r.frame > Self.maxPhysicsFrameMilliseconds {
                failures.append(String(format: "physics+core %.3f ms > %.1f ms at %d squares", r.frame, Self.maxPhysicsFrameMilliseconds, n))
            }
        }
        if rows > 0 {
            let r = try measureTable(rows: rows, speed: Self.tableSpeed, frames: max(frames, 60), size: size, fonts: fonts)
            print("")
            print("Table: \(rows) rows scrolling at \(Int(Self.tableSpeed)) pt/s in 1280x800, median of each")
            print("core ms   scroll ms   draw ms   cells in view   cells alive")
            print(String(format: "%7.3f  %10.3f  %8.3f  %14d  %12d", r.core, r.scroll, r.draw, r.cellsInView, r.cellsAlive))
            if rows == Self.targetRows && r.core > Self.maxTableCoreMilliseconds {
                failures.append(String(format: "table core %.3f ms > %.1f ms at %d rows", r.core, Self.maxTableCoreMilliseconds, rows))
            }
        }
        if recordSeconds > 0 {
            let r = try measureRecording(seconds: recordSeconds, fonts: fonts)
            print("")
            print(String(format: "Record: the Snowman playing, %.1f s at 60 fps, 1280x800; one run, rendered alone then encoded to WebP", recordSeconds))
            print("render s   render+WebP s   ratio   median frame ms (render / +WebP)")
            print(String(format: "%8.3f  %14.3f  %6.3f   %8.3f / %.3f", r.render, r.encode, r.encode / r.render, r.renderMedian, r.encodeMedian))
            if recordSeconds == 2 && r.encode / r.render > Self.maxRecordRatio {
                failures.append(String(format: "recording ratio %.3f > %.1f", r.encode / r.render, Self.maxRecordRatio))
            }
        }
        if captureSeconds > 0 {
            let r = try measureCapture(seconds: captureSeconds, fonts: fonts)
            print("")
            print(String(format: "Capture: a Black Hole drag, %.1f s at 60 fps, 1280x800, drawn in full; one run, frames interleaved", captureSeconds))
            print("plain ms   capturing ms   ratio (median of pairs)   capture KiB/s")
            print(String(format: "%8.3f  %13.3f  %24.3f  %14.1f", r.plain, r.capturing, r.ratio, r.bytesPerSecond / 1024))
            if r.ratio > Self.maxCaptureRatio {
                failures.append(String(format: "capture ratio %.3f > %.2f", r.ratio, Self.maxCaptureRatio))
            }
            let m = try measureMark(fonts: fonts)
            print(String(format: "a mark (the tree dumped and written), median of 30 at 1024x700: %.2f ms on the gallery, %.2f ms on the Color Timer",
                         m.gallery, m.colorTimer))
            if max(m.gallery, m.colorTimer) > Self.maxMarkMilliseconds {
                failures.append(String(format: "a mark took %.2f ms > %.0f ms", max(m.gallery, m.colorTimer), Self.maxMarkMilliseconds))
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(String(format: "peak memory: %.1f MiB", Double(usage.ru_maxrss) / 1024))
        var checked: [String] = []
        if layers.contains(Self.targetLayers) {
            checked.append("at \(Self.targetLayers) layers ratio <= \(Self.maxRatio) and core <= \(Self.maxCoreMilliseconds) ms")
        }
        if squares.contains(Self.targetSquares) {
            checked.append("at \(Self.targetSquares) squares physics+core <= \(Self.maxPhysicsFrameMilliseconds) ms a frame")
        }
        if rows == Self.targetRows {
            checked.append("a table of \(Self.targetRows) rows scrolling, core <= \(Self.maxTableCoreMilliseconds) ms a frame")
        }
        if recordSeconds == 2 { checked.append("recording to WebP <= \(Self.maxRecordRatio)x rendering alone") }
        if captureSeconds > 0 { checked.append("a frame while capturing <= \(Self.maxCaptureRatio)x one without") }
        guard failures.isEmpty else { throw CLIError.environment("targets missed: \(failures.joined(separator: ", "))") }
        if !checked.isEmpty { print("targets met: \(checked.joined(separator: "; "))") }
    }

    struct Result {
        var ours: Double
        var raw: Double
        var core: Double
        var triangles: Int
    }

    /// Interleaves our frames and the baseline's so both see the same machine noise.
    private func measure(layers n: Int, frames: Int, size: Size, fonts: FontLibrary) throws -> Result {
        let scene = BenchScene(count: n, size: size)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), fonts: fonts)
        let list = DisplayList()
        scene.step(frame: 0)
        canvas.builder.build(scene.root, pixelWidth: Int(size.width), pixelHeight: Int(size.height), into: list)
        let raw = try RawGeometryLoop(pixelWidth: Int(size.width), pixelHeight: Int(size.height), triangles: list)

        var ours: [Double] = [], baseline: [Double] = [], core: [Double] = []
        let clock = ContinuousClock()
        for frame in 0..<(frames + 3) {
            let start = clock.now
            scene.step(frame: frame)
            let built0 = clock.now
            canvas.builder.build(scene.root, pixelWidth: Int(size.width), pixelHeight: Int(size.height), into: list)
            let built1 = clock.now
            if !coreOnly { canvas.render(list) }
            let end = clock.now
            let rawStart = clock.now
            raw.drawFrame()
            let rawEnd = clock.now
            guard frame >= 3 else { continue } // warm-up
            ours.append(ms(end - start))
            core.append(ms(built1 - built0))
            baseline.append(ms(rawEnd - rawStart))
        }
        return Result(ours: median(ours), raw: median(baseline), core: median(core), triangles: raw.triangleCount)
    }

    struct PhysicsResult {
        var perStep: Double
        var sync: Double
        var build: Double
        /// Physics, sync and build: everything but drawing.
        var frame: Double
        var draw: Double
    }

    /// Runs the world frame by frame: step it, copy it to the layers, build the display
    /// list, and draw, timing each part.
    private func measurePhysics(squares n: Int, frames: Int, size: Size, fonts: FontLibrary) throws -> PhysicsResult {
        let scene = PhysicsBenchScene(count: n, size: size)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), fonts: fonts)
        let list = DisplayList()
        var perStep: [Double] = [], sync: [Double] = [], build: [Double] = [], frame: [Double] = [], draw: [Double] = []
        let clock = ContinuousClock()
        _ = scene.stepWorld(frame: 0)
        for f in 1...(frames + 3) {
            let t0 = clock.now
            let steps = scene.stepWorld(frame: f)
            let t1 = clock.now
            scene.syncLayers()
            let t2 = clock.now
            canvas.builder.build(scene.root, pixelWidth: Int(size.width), pixelHeight: Int(size.height), into: list)
            let t3 = clock.now
            if !coreOnly { canvas.render(list) }
            let t4 = clock.now
            guard f > 3, steps > 0 else { continue } // warm-up
            perStep.append(ms(t1 - t0) / Double(steps))
            sync.append(ms(t2 - t1))
            build.append(ms(t3 - t2))
            frame.append(ms(t3 - t0))
            draw.append(ms(t4 - t3))
        }
        guard scene.allInside, scene.world.isRunning else {
            throw CLIError.environment("the physics benchmark went wrong: squares left the world or it stopped")
        }
        return PhysicsResult(perStep: median(perStep), sync: median(sync), build: median(build), frame: median(frame), draw: median(draw))
    }

    func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    func median(_ v: [Double]) -> Double {
        let s = v.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
