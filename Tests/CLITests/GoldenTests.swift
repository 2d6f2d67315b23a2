import AppTestSupport
import Foundation
import SDLFront
import Testing
import TestSupport

/// Golden screenshots: each tab and the gallery at a few key moments, rendered again and
/// compared pixel for pixel with the pictures in Tests/Golden. A failure leaves the new
/// picture and a diff (changes in magenta) in the artifacts folder and names them.
/// `Tools/update-goldens.sh` remakes them after an intended change.
@Suite("Golden screenshots", .serialized)
struct GoldenTests {
    struct Golden: Sendable, CustomStringConvertible {
        let name: String
        let arguments: [String]
        var description: String { name }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/Golden")

    /// The list in Tests/Golden/goldens.txt: "name: arguments".
    static let all: [Golden] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("goldens.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { return nil }
            return Golden(name: String(line[..<colon]), arguments: line[line.index(after: colon)...].split(separator: " ").map(String.init))
        }
    }()

    static var updating: Bool { ProcessInfo.processInfo.environment["MOTIONLAB_UPDATE_GOLDENS"] != nil }

    static var artifacts: URL {
        ProcessInfo.processInfo.environment["MOTIONLAB_TEST_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-golden-artifacts")
    }

    @Test("the goldens list every tab and the gallery")
    func coverage() {
        let names = Self.all.map(\.name)
        for prefix in ["circles", "black-hole", "color-timer", "eightball-answer", "eightball-offline", "snowman", "gallery"] {
            #expect(names.contains { $0.hasPrefix(prefix) }, "no golden for \(prefix)")
        }
    }

    @Test("each golden renders exactly as its picture", arguments: GoldenTests.all)
    func matches(_ golden: Golden) async throws {
        // The 8-Ball's answer comes from a server the test starts, serving the saved reply.
        let reply = try Data(contentsOf: Self.folder.appendingPathComponent("server/magic/JSON/Will it rain?"))
        let http = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(reply.count)\r\nConnection: close\r\n\r\n"
        let server = try RawLoopbackServer(.reply(Data(http.utf8) + reply))
        defer { server.stop() }
        let expected = Self.folder.appendingPathComponent("\(golden.name).png")
        let actual = Self.updating ? expected : Self.artifacts.appendingPathComponent("\(golden.name).actual.png")
        try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        let args = golden.arguments.map { $0.replacingOccurrences(of: "PORT", with: String(server.port)) }
        let r = try await MotionLabProcess.run(["screenshot"] + args + ["--out", actual.path], workingDirectory: Self.root)
        #expect(r.status == 0, "\(golden.name): \(r.stderr)")
        guard r.status == 0, !Self.updating else { return }
        let want = try PixelImage.load(expected.path), got = try PixelImage.load(actual.path)
        guard want.width == got.width, want.height == got.height else {
            Issue.record("\(golden.name): \(got.width)x\(got.height), the golden is \(want.width)x\(want.height); see \(actual.path)")
            return
        }
        let d = want.difference(to: got)
        if d.differingPixels > 0 {
            let diff = Self.artifacts.appendingPathComponent("\(golden.name).diff.png")
            try want.diffImage(against: got).pngData().write(to: diff)
            Issue.record("\(golden.name): \(d.differingPixels) pixels differ (largest channel difference \(d.largestChannelDifference)) in \(d.box!); new picture \(actual.path), diff \(diff.path); if the change is meant, run Tools/update-goldens.sh")
        } else {
            try? FileManager.default.removeItem(at: actual)
        }
    }

    @Test("a colour one step off in one pixel of a real scene is caught, and the diff shows where")
    func oneStepIsCaught() throws {
        let golden = try PixelImage.load(Self.folder.appendingPathComponent("snowman-paused.png").path)
        var changed = golden
        let i = 200 * golden.width + 300
        changed.pixels[i] = changed.pixels[i] ^ 0x0000_0001
        let d = golden.difference(to: changed)
        #expect(d.differingPixels == 1 && d.largestChannelDifference == 1)
        #expect(d.box?.x == 300 && d.box?.y == 200 && d.box?.width == 1)
        #expect(golden.diffImage(against: changed).pixels[i] == 0xFFFF_00FF)
    }
}
