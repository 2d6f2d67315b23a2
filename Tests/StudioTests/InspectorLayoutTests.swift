import Animation
import Exercises
import Geometry
@testable import Studio
import Testing

@Suite("Inspector layout")
struct InspectorLayoutTests {
    /// The window's foot the tab bar keeps.
    static func tabBarTop(_ h: StudioHarness) -> Double { h.studio.content.size.height - h.studio.content.bottomInset }

    @Test("at 640x480 the panel docks at the bottom, the window's width wide, above the tab bar, the scene showing above it")
    func docksInASmallWindow() throws {
        let h = try StudioHarness(tab: .circles, size: Size(width: 640, height: 480))
        h.key("ctrl+shift+i")
        #expect(h.studio.inspector.isDocked)
        let panel = StudioHarness.rect(try #require(h.overlayLayer("inspector")?.frame))
        #expect(panel.minX == 0 && panel.width == 640, "\(panel)")
        #expect(panel.maxY <= Self.tabBarTop(h), "the tab bar shows: \(panel)")
        #expect(panel.minY >= Self.tabBarTop(h) * (1 - Inspector.dockedShare) - 1, "the scene shows above it: \(panel)")
        // The Layers page fits too.
        let page = h.studio.inspector.panel.page.layer.frameInWindow
        h.click(Point(x: page.midX + page.width / 4, y: page.midY))
        #expect(h.studio.inspector.panel.showsLayers)
        let layers = StudioHarness.rect(try #require(h.overlayLayer("inspector")?.frame))
        #expect(layers.maxY <= Self.tabBarTop(h) && layers.minY > 0, "\(layers)")
    }

    @Test("the panel's backing is opaque: the scene never shows through behind its text")
    func opaqueBacking() throws {
        let h = try StudioHarness(tab: .circles, size: Size(width: 640, height: 480))
        h.key("ctrl+shift+i")
        for name in ["inspector", "inspector.title-bar"] {
            let color = try #require(h.overlayLayer(name)?.backgroundColor, "\(name)")
            #expect(color.hasSuffix("FF"), "\(name): \(color)")
        }
    }

    @Test("a floating panel dragged to the window's foot stops above the tab bar")
    func staysAboveTheTabBar() throws {
        let h = try StudioHarness(tab: .circles, size: Size(width: 1024, height: 768))
        h.key("ctrl+shift+i")
        #expect(!h.studio.inspector.isDocked)
        let title = h.studio.inspector.panel.titleBar.frameInWindow
        let grip = Point(x: title.minX + 60, y: title.midY)
        h.drag(from: grip, to: Point(x: grip.x, y: 760))
        let panel = StudioHarness.rect(try #require(h.overlayLayer("inspector")?.frame))
        #expect(panel.minY > 12, "it moved: \(panel)")
        #expect(panel.maxY <= Self.tabBarTop(h), "\(panel) over the tab bar at \(Self.tabBarTop(h))")
    }
}
