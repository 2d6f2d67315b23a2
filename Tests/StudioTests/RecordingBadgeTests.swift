import Animation
import Exercises
import Foundation
import Geometry
@testable import Studio
import Testing
import TestSupport

@Suite("Recording badge")
struct RecordingBadgeTests {
    @Test("at 640x480 REC keeps clear of the Circles hint, and beside the open panel it stays in view")
    func visibleBesideThePanel() throws {
        let url = makeTemporaryDirectory("rec-badge").appendingPathComponent("c.json")
        let h = try StudioHarness(tab: .circles, size: Size(width: 640, height: 480), captureTo: url)
        h.run(to: 1.2)
        let badge = try #require(h.overlayLayer("studio.rec"))
        #expect(badge.hidden == false)
        let hint = StudioHarness.rect(try #require(h.studio.content.rootLayer.dump().first(named: "circles.hint")?.frame))
        #expect(StudioHarness.rect(badge.frame).intersection(hint) == nil, "\(badge.frame) over the hint \(hint)")

        h.key("ctrl+shift+i")
        h.run(to: 1.5)
        let panel = StudioHarness.rect(try #require(h.overlayLayer("inspector")?.frame))
        let f = StudioHarness.rect(try #require(h.overlayLayer("studio.rec")?.frame))
        #expect(f.intersection(panel) == nil, "\(f) under the panel \(panel)")
        let foot = 480 - h.studio.content.bottomInset
        #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= 640 && f.maxY <= foot, "\(f)")
        #expect(abs(f.maxY + RecordingBadge.margin - panel.minY) < 1 || abs(f.maxX + RecordingBadge.margin - panel.minX) < 1,
                "beside the panel: \(f) by \(panel)")
    }

    @Test("a floating panel at the top right has the badge left of its title bar")
    func leftOfAFloatingPanel() {
        let panel = Rect(x: 392, y: 12, width: 620, height: 300)
        let f = RecordingBadge.place(in: Size(width: 1024, height: 768), bottomInset: 56, beside: panel)
        #expect(f == Rect(x: 392 - 8 - RecordingBadge.size.width, y: 14, width: RecordingBadge.size.width, height: RecordingBadge.size.height))
        #expect(RecordingBadge.place(in: Size(width: 1024, height: 768), bottomInset: 56, beside: nil).origin == Point(x: 8, y: 8))
    }
}
