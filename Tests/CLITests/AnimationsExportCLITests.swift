import Foundation
import Testing
import TestSupport

/// `motionlab screenshot --animations`: the inspector's timeline model, headless.
@Suite("Animations export")
struct AnimationsExportCLITests {
    private let dir = makeTemporaryDirectory("motionlab-animations")

    @Test("on Color Timer during a cross-fade, the flip is listed: basic, 0.3 s, ease-in-out (0.42, 0, 0.58, 1), active; the countdown's text is a model change")
    func colorTimerCrossFade() async throws {
        let script = dir.appendingPathComponent("start.json")
        // Start pressed at 0.3 s: the background flips at 1.36 s for 0.3 s.
        try Data(#"{"size":[1024,700],"events":[{"t":0.3,"type":"down","x":284,"y":602},{"t":0.36,"type":"up","x":284,"y":602}]}"#.utf8).write(to: script)
        let json = dir.appendingPathComponent("animations.json")
        let r = try await MotionLabProcess.run(["screenshot", "--tab", "color-timer", "--script", script.path, "--at", "1.45",
                                                "--animations", json.path, "--out", dir.appendingPathComponent("x.png").path])
        #expect(r.status == 0, "\(r.stderr)")
        let model = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let groups = try #require(model["groups"] as? [[String: Any]])
        let animations = groups.flatMap { $0["animations"] as? [[String: Any]] ?? [] }
        let flip = try #require(animations.first { $0["keyPath"] as? String == "backgroundColor" && $0["phase"] as? String == "active" })
        #expect(flip["kind"] as? String == "basic")
        #expect(flip["duration"] as? Double == 0.3)
        #expect(flip["timingFunction"] as? [Double] == [0.42, 0, 0.58, 1])
        #expect(flip["layer"] as? String == "window/content/color-timer/timer-background")
        let changes = try #require(model["modelChanges"] as? [[String: Any]])
        #expect(changes.contains { ($0["layer"] as? String)?.hasSuffix("/time") == true }, "\(changes)")
    }
}
