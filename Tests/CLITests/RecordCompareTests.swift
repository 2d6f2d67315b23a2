import Foundation
import SDLFront
import Testing
import TestSupport

/// `motionlab record` and `motionlab compare` as a user runs them.
@Suite("Record and compare", .serialized)
struct RecordCompareTests {
    private let dir = makeTemporaryDirectory("motionlab-record")
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var snowmanScript: String { Self.root.appendingPathComponent("Tests/Golden/scripts/snowman-paused.json").path }

    private func run(_ args: [String]) async throws -> MotionLabProcess.Result {
        try await MotionLabProcess.run(args, workingDirectory: Self.root)
    }

    @Test("an animated WebP: one frame per step with its duration, the same bytes on every run, lossless by default")
    func webp() async throws {
        var files: [Data] = []
        for i in 0..<2 {
            let out = dir.appendingPathComponent("snow\(i).webp").path
            let r = try await run(["record", "--tab", "snowman", "--script", snowmanScript, "--to", "1.2", "--fps", "10", "--out", out])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0] == files[1], "two recordings of one script differ")
        let info = try #require(AnimatedWebPInfo(files[0]))
        #expect(info.width == 640 && info.height == 480 && info.loopCount == 1)
        // 0.0 … 1.2 s at 10 fps is 13 frames of 100 ms; before Play is pressed (at 0.2 s)
        // nothing moves, so the first two merge into one of 200 ms.
        #expect(info.durations.reduce(0, +) == 1300, "\(info.durations)")
        #expect(info.durations == [200] + Array(repeating: 100, count: 11), "\(info.durations)")
    }

    @Test("a still stretch costs nothing: two seconds with nothing moving are one frame")
    func stillMerges() async throws {
        let out = dir.appendingPathComponent("still.webp").path
        let r = try await run(["record", "--tab", "circles", "--size", "320x240", "--to", "2", "--fps", "30", "--loop", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        // 61 frames, all alike: one picture, which libwebp writes as a still WebP.
        let info = try #require(AnimatedWebPInfo(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(info.durations.count == 1 && info.width == 320, "\(info)")
    }

    /// Play pressed at 0.2 s in a 1024x1024 window, so the snowman moves from then on.
    private func playScript() throws -> String {
        let p = dir.appendingPathComponent("play-1024.json")
        try Data(#"{"size": [1024, 1024], "events": [{"t": 0.2, "type": "down", "x": 389, "y": 930}, {"t": 0.28, "type": "up", "x": 389, "y": 930}]}"#.utf8)
            .write(to: p)
        return p.path
    }

    @Test("past 4 MP a frame, frames are encoded whole, one at a time: the same durations, a still start merged")
    func largeFrames() async throws {
        let out = dir.appendingPathComponent("large.webp").path
        let r = try await run(["record", "--tab", "snowman", "--script", try playScript(), "--scale", "2.5", "--to", "0.5", "--fps", "10", "--out", out])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let info = try #require(AnimatedWebPInfo(try Data(contentsOf: URL(fileURLWithPath: out))))
        // 2560x2560 is past AnimatedWebPWriter.pipelinedPixels; 0 … 0.5 s at 10 fps is six
        // frames of 100 ms, and the first two merge: Play is pressed only at 0.2 s.
        #expect(2560 * 2560 > AnimatedWebPWriter.pipelinedPixels)
        #expect(info.width == 2560 && info.height == 2560 && info.loopCount == 1)
        #expect(info.durations == [200, 100, 100, 100, 100], "\(info.durations)")
    }

    @Test("recording 4096x4096 frames peaks within four frames (256 MB) of a screenshot of that size")
    func largeFramesMemory() async throws {
        let script = try playScript()
        let env = ["SDL_VIDEODRIVER": "offscreen"]
        let shot = try await MeasuredProcess.run(MotionLabProcess.executable.path, ["screenshot", "--tab", "snowman", "--script", script, "--scale", "4",
                                                                                    "--at", "1", "--out", dir.appendingPathComponent("big.png").path],
                                                 environment: env, timeLimit: 120)
        let record = try await MeasuredProcess.run(MotionLabProcess.executable.path, ["record", "--tab", "snowman", "--script", script, "--scale", "4",
                                                                                      "--from", "0.5", "--to", "1", "--fps", "4",
                                                                                      "--out", dir.appendingPathComponent("big.webp").path],
                                                   environment: env, timeLimit: 120)
        #expect(shot.exitCode == 0 && record.exitCode == 0, "\(shot.stderr)\(record.stderr)")
        // Three moving frames of 64 MB. Holding frames in flight (a copy, the last one, two
        // queued) and libwebp's animation encoder (three canvases, trial encodings) cost
        // ten frames more than the screenshot; one whole frame's encoding costs about three.
        let frame = 4096 * 4096 * 4
        #expect(record.peakBytes <= shot.peakBytes + 4 * frame,
                "record peaks at \(record.peakBytes >> 20) MiB, screenshot at \(shot.peakBytes >> 20) MiB")
    }

    @Test("a contact sheet: a grid of the frames, each labelled with its time; and a folder of numbered frames")
    func sheetAndFrames() async throws {
        let out = dir.appendingPathComponent("sheet.png").path
        let r = try await run(["record", "--tab", "snowman", "--size", "320x240", "--script", snowmanScript, "--to", "1", "--fps", "5", "--columns", "3",
                         "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let sheet = try PixelImage.load(out)
        // Six frames (0, 200, … 1000 ms) in rows of three: 8 + 3 × (320 + 8) wide,
        // 8 + 2 × (240 + 22 + 8) tall.
        #expect(sheet.width == 992 && sheet.height == 548, "\(sheet.width)x\(sheet.height)")
        // Every label strip under a frame holds text; the first frame's cell shows the tab.
        for i in 0..<6 {
            let x0 = 8 + (i % 3) * 328, y0 = 8 + (i / 3) * 270 + 240
            var ink = 0
            for y in y0..<(y0 + 22) { for x in x0..<(x0 + 320) where sheet.pixels[y * sheet.width + x] & 0xFF < 0x90 { ink += 1 } }
            #expect(ink > 20, "label \(i) is blank")
        }
        let folder = dir.path + "/frames/"
        let f = try await run(["record", "--tab", "snowman", "--size", "160x120", "--to", "0.3", "--fps", "10", "--out", folder])
        #expect(f.status == 0, "\(f.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    }

    @Test("bad requests are one line and exit 2", arguments: [
        (["--fps", "0"], "--fps"), (["--fps", "121"], "--fps"), (["--from", "2", "--to", "1"], "--to"),
        (["--to", "3600", "--fps", "120"], "10000"), (["--columns", "0"], "--columns"),
    ])
    func badRecord(args: [String], named: String) async throws {
        let r = try await run(["record", "--tab", "circles", "--out", dir.appendingPathComponent("x.webp").path] + args)
        #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(named), "\(r.stderr)")
    }

    @Test("a folder already holding frames, or a contact sheet past 600 frames, is refused and nothing is written")
    func refusedFolders() async throws {
        let folder = dir.path + "/old/"
        await #expect(try run(["record", "--tab", "circles", "--size", "80x60", "--to", "0.1", "--fps", "10", "--out", folder]).status == 0)
        let again = try await run(["record", "--tab", "circles", "--size", "80x60", "--to", "0.1", "--fps", "10", "--out", folder])
        #expect(again.status == 2 && again.stderr.contains("already holds 2 frames"), "\(again.stderr)")
        let big = try await run(["record", "--tab", "circles", "--to", "30", "--fps", "30", "--out", dir.appendingPathComponent("big.png").path])
        #expect(big.status == 2 && big.stderr.contains("at most 600"), "\(big.stderr)")
        let never = dir.path + "/never/"
        let refused = try await run(["record", "--tab", "circles", "--fps", "0", "--out", never])
        #expect(refused.status == 2 && !FileManager.default.fileExists(atPath: never), "a refused run made its folder")
    }

    @Test("an output that is neither .webp, .png nor a folder, or that cannot be written, is refused")
    func badOut() async throws {
        for out in [dir.appendingPathComponent("x.gif").path, "/nonexistent-dir/x.webp"] {
            let r = try await run(["record", "--tab", "circles", "--out", out])
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(out): \(r.stderr)")
        }
    }

    @Test("compare: identical images agree; one pixel off is found, boxed and painted; sizes that differ are bad input")
    func compare() async throws {
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        await #expect(try run(["screenshot", "--tab", "circles", "--size", "200x150", "--out", a]).status == 0)
        let same = try await run(["compare", a, a])
        #expect(same.status == 0 && same.stdout.hasPrefix("0 pixels differ"), "\(same.stdout)")
        var image = try PixelImage.load(a)
        image.pixels[40 * 200 + 70] ^= 0x0000_0100
        try image.pngData().write(to: URL(fileURLWithPath: b))
        let diff = dir.appendingPathComponent("diff.png").path
        let off = try await run(["compare", a, b, "--diff", diff])
        #expect(off.status == 1 && off.stdout.contains("1 pixel differs (largest channel difference 1") && off.stdout.contains("1x1 at (70, 40)"), "\(off.stdout)")
        #expect(try PixelImage.load(diff).pixels[40 * 200 + 70] == 0xFFFF_00FF)
        await #expect(try run(["compare", a, b, "--tolerance", "1"]).status == 0)
        let small = dir.appendingPathComponent("small.png").path
        await #expect(try run(["screenshot", "--tab", "circles", "--size", "100x100", "--out", small]).status == 0)
        let mismatch = try await run(["compare", a, small])
        #expect(mismatch.status == 2 && mismatch.stderr.contains("200x150") && mismatch.stderr.contains("100x100"), "\(mismatch.stderr)")
        let missing = try await run(["compare", a, dir.appendingPathComponent("none.png").path])
        #expect(missing.status == 2 && missing.stderr.contains("none.png"), "\(missing.stderr)")
    }

    /// A PNG of nothing but its signature and an IHDR chunk claiming `width`x`height`.
    private static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + ihdr + Data([0, 0, 0, 0])
    }

    @Test("compare refuses a PNG past screenshot's limits from its header alone, in one line", arguments: [
        (UInt32(20_000), UInt32(10)), (9_000, 9_000),
    ])
    func compareTooLarge(width: UInt32, height: UInt32) async throws {
        let big = dir.appendingPathComponent("big-\(width).png").path
        try Self.headerOnlyPNG(width: width, height: height).write(to: URL(fileURLWithPath: big))
        let r = try await run(["compare", big, big])
        #expect(r.status == 2)
        #expect(r.stderr == "motionlab: \(big) is \(width)x\(height) pixels; compare takes at most 16384 a side and 64 megapixels in all, as screenshot makes\n")
    }

    @Test("compare: a cut-off PNG is one motionlab line, with no libpng line beside it")
    func compareCutOff() async throws {
        let a = dir.appendingPathComponent("whole.png").path, cut = dir.appendingPathComponent("cut.png").path
        await #expect(try run(["screenshot", "--tab", "circles", "--size", "200x150", "--out", a]).status == 0)
        try Data(contentsOf: URL(fileURLWithPath: a)).prefix(600).write(to: URL(fileURLWithPath: cut))
        let r = try await run(["compare", a, cut])
        #expect(r.status == 2)
        #expect(r.stderr == "motionlab: \(cut): it is cut off: its PNG data ends before the final IEND chunk; export or copy it again\n")
    }

    @Test("compare: a tolerance out of range says so, negative ones included", arguments: ["-1", "256"])
    func compareToleranceRange(tolerance: String) async throws {
        let r = try await run(["compare", "a.png", "b.png", "--tolerance", tolerance])
        #expect(r.status == 2)
        #expect(r.stderr == "motionlab: --tolerance must be 0 to 255, got \(tolerance) (see 'motionlab --help')\n")
    }
}
