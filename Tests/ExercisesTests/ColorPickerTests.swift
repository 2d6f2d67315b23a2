import Animation
import AppTestSupport
@testable import Exercises
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport

/// The gallery's colour well and its picker, through the input pipeline.
@Suite("Colour picker")
struct ColorPickerTests {
    private func gallery(folders: AppFolders = .none) -> ShellHarness {
        ShellHarness(tab: nil, folders: folders, options: LaunchOptions(gallery: GalleryOptions()))
    }

    private func frame(_ h: ShellHarness, _ name: String) -> Rect? {
        guard let f = h.dump.first(named: name)?.frame else { return nil }
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    private func color(_ h: ShellHarness) -> String? { h.dump.first(named: "gallery.colorwell.value")?.text }

    /// Opens the picker and picks a mode (0 Grid, 1 Spectrum, 2 Sliders).
    private func open(_ h: ShellHarness, mode: Int) {
        let well = frame(h, "colorwell")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(well.midX, well.midY)
        h.play(s, settle: 0.1)
        let modes = frame(h, "colorpicker.mode")!
        var m = EventScript(start: h.clock.now + 0.1)
        m.click(modes.minX + (Double(mode) + 0.5) * modes.width / 3, modes.midY)
        h.play(m)
    }

    @Test("the well opens the picker; a grid cell chooses its colour; a click outside closes it")
    func grid() {
        let h = gallery()
        #expect(color(h) == "#007AFF")
        open(h, mode: 0)
        #expect(h.dump.first(named: "colorpicker.overlay")?.hidden == false)
        let g = frame(h, "colorpicker.grid")!
        // The first row is greys from white; its last cell is black.
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(g.maxX - 3, g.minY + 3)
        h.play(s)
        #expect(color(h) == "#000000")
        #expect(h.dump.first(named: "colorwell.swatch")?.backgroundColor == "#000000FF", "the well shows the colour at once")
        var outside = EventScript(start: h.clock.now + 0.1)
        outside.click(20, 740)
        h.play(outside)
        #expect(h.dump.first(named: "colorpicker.overlay") == nil)
    }

    @Test("the spectrum chooses hue across and shade down: pure green a third of the way, halfway down")
    func spectrum() {
        let h = gallery()
        open(h, mode: 1)
        let f = frame(h, "colorpicker.spectrum")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.down(f.minX + f.width / 3, f.midY)
        s.move(f.minX + f.width / 3, f.minY + 0.75 * f.height)
        s.move(f.minX + f.width / 3, f.midY)
        s.up(f.minX + f.width / 3, f.midY)
        h.play(s)
        #expect(color(h) == "#00FF00")
    }

    @Test("sliders set each channel; the hex field takes #RRGGBB, and rejects #GGG marked invalid, changing nothing")
    func slidersAndHex() {
        let h = gallery()
        open(h, mode: 2)
        let red = frame(h, "colorpicker.red")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(red.maxX - 2, red.midY)
        h.play(s)
        #expect(color(h) == "#FF7AFF")
        let hex = frame(h, "colorpicker.hex")!
        var bad = EventScript(start: h.clock.now + 0.1)
        bad.click(hex.midX, hex.midY)
        bad.key("ctrl+a")
        bad.add(.text("#GGG"))
        bad.key("return")
        h.play(bad)
        #expect(color(h) == "#FF7AFF")
        let border = h.shell.rootLayer.sublayers.flatMap(\.allLayers).first { $0.name == "colorpicker.hex" }?.borderColor
        #expect(border == Color(r8: 0xFF, g8: 0x3B, b8: 0x30), "marked invalid")
        var good = EventScript(start: h.clock.now + 0.1)
        good.click(hex.midX, hex.midY)
        good.key("ctrl+a")
        good.add(.text("#FF8000"))
        good.key("return")
        h.play(good)
        #expect(color(h) == "#FF8000")
    }

    @Test("+ saves the colour as a swatch that outlasts the app, and a click on a swatch picks it back")
    func swatchesPersist() throws {
        let dir = makeTemporaryDirectory()
        let folders = AppFolders(config: nil, data: dir)
        let h = gallery(folders: folders)
        open(h, mode: 0)
        let add = frame(h, "colorpicker.add")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(add.midX, add.midY)
        h.play(s)
        let saved = try String(contentsOf: dir.appendingPathComponent("swatches.json"), encoding: .utf8)
        #expect(saved.contains("#007AFFFF"))

        let again = gallery(folders: folders)
        open(again, mode: 0)
        let g = frame(again, "colorpicker.grid")!
        let swatch = try #require(frame(again, "colorpicker.swatch.0"))
        var back = EventScript(start: again.clock.now + 0.1)
        back.click(g.maxX - 3, g.minY + 3)
        back.click(swatch.midX, swatch.midY)
        again.play(back)
        #expect(color(again) == "#007AFF")
    }

    @Test("Esc closes the picker, and Tab skips its controls while it is closed")
    func escCloses() {
        let h = gallery()
        open(h, mode: 2)
        var s = EventScript(start: h.clock.now + 0.1)
        s.key("escape")
        h.play(s)
        #expect(h.dump.first(named: "colorpicker.overlay") == nil)
        var tabs = EventScript(start: h.clock.now + 0.1)
        for _ in 0..<40 { tabs.key("tab") }
        h.play(tabs)
        #expect(h.shell.focusChain.focused.map { $0.isVisible } ?? true)
    }

    @Test("a colour the picker closed on shows among the swatches when it opens again, as a recent one")
    func recents() {
        let h = gallery()
        open(h, mode: 0)
        let g = frame(h, "colorpicker.grid")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(g.maxX - 3, g.minY + 3)
        s.key("escape")
        h.play(s)
        open(h, mode: 0)
        #expect(h.dump.first(named: "colorpicker.recent.0")?.backgroundColor == "#000000FF")
    }

    @Test("when the window loses focus the picker closes and its hex field lets go of the keyboard")
    func focusLostReleasesTyping() {
        let h = gallery()
        open(h, mode: 2)
        let hex = frame(h, "colorpicker.hex")!
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(hex.midX, hex.midY)
        s.add(.window(.focusLost))
        s.add(.window(.focusGained))
        s.key("ctrl+a")
        s.add(.text("#FF0000"))
        s.key("return")
        h.play(s)
        #expect(h.dump.first(named: "colorpicker.overlay") == nil)
        #expect(!h.shell.wantsTextInput)
        #expect(color(h) == "#007AFF")
    }

    @Test("a resize while the picker is open moves its backdrop and panel with the window")
    func resizeWhileOpen() {
        let h = gallery()
        open(h, mode: 0)
        var s = EventScript(start: h.clock.now + 0.1)
        s.add(.window(.resized(Size(width: 1400, height: 900))))
        h.play(s)
        let overlay = frame(h, "colorpicker.overlay")!, panel = frame(h, "colorpicker")!, well = frame(h, "colorwell")!
        #expect(overlay.width == 1400 && overlay.height == 900)
        #expect(abs(panel.midX - well.midX) < 1 && (panel.minY > well.maxY || panel.maxY < well.minY), "panel \(panel) beside well \(well)")
    }
}
