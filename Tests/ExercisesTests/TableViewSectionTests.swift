import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

/// Sections of titled rows the tests own, each row with a height of its own (nil: the
/// table's default, through the data source's default).
private final class SectionSource: TableViewDataSource {
    var sections: [[(title: String, height: Double)]]
    /// Whether the source answers `heightForRowAt`; false leaves the protocol's default.
    let givesHeights: Bool
    init(_ sections: [[(title: String, height: Double)]], givesHeights: Bool = true) {
        self.sections = sections
        self.givesHeights = givesHeights
    }

    func numberOfSections(in table: TableView) -> Int { sections.count }
    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row")
        cell.textLabel.string = sections[ip.section][ip.row].title
        return cell
    }
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ table: TableView, heightForRowAt ip: IndexPath) -> Double {
        givesHeights ? sections[ip.section][ip.row].height : table.rowHeight
    }
    func tableView(_ table: TableView, canEditRowAt ip: IndexPath) -> Bool { true }
    func tableView(_ table: TableView, canMoveRowAt ip: IndexPath) -> Bool { true }
    func tableView(_ table: TableView, moveRowAt s: IndexPath, to d: IndexPath) {
        sections[s.section].insert(sections[s.section].remove(at: s.row), at: d.row)
    }
}

/// A source that says nothing about heights: every row is the table's `rowHeight`.
private final class PlainSource: TableViewDataSource {
    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        table.dequeueReusableCell(withIdentifier: "row")
    }
}

@Suite("Table view sections and row heights")
struct TableViewSectionTests {
    private func harness<Source: TableViewDataSource>(_ source: Source) -> (ShellHarness, TableProbe<Source>) {
        ShellHarness.hosting { TableProbe(services: $0, source: source) }
    }

    private static func rows(_ titles: String..., height: Double = 44) -> [(title: String, height: Double)] {
        titles.map { ($0, height) }
    }

    /// The window y of a section title's top, as it shows now.
    private func titleY(_ h: ShellHarness, _ name: String) -> Double? { h.dump.first(named: name)?.frame[1] }

    @Test("a row inserted above a section slides its header down with the rows, and a delete slides it back up")
    func headersSlideWithRows() throws {
        let source = SectionSource([Self.rows("A", "B"), Self.rows("C", "D")])
        let (h, p) = harness(source)
        let start = try #require(titleY(h, "table.header.1"))
        let rowBelow = try #require(p.table.cellForRow(at: IndexPath(row: 0, section: 1)))
        source.sections[0].insert(("New", 44), at: 1)
        p.table.insertRows(at: [IndexPath(row: 1, section: 0)])
        h.play(EventScript(start: h.clock.now), settle: 0.05)
        let midway = try #require(titleY(h, "table.header.1"))
        let rowTravel = rowBelow.layer.presentation.position.y - (p.table.rectForRow(at: IndexPath(row: 0, section: 1)).midY - 44)
        #expect(midway > start && midway < start + 44, "the header is on its way down (at \(midway), from \(start)), not there at once")
        #expect(abs((midway - start) - rowTravel) < 1, "and keeps with the row under it")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(titleY(h, "table.header.1") == start + 44)

        source.sections[0].remove(at: 1)
        p.table.deleteRows(at: [IndexPath(row: 1, section: 0)])
        h.play(EventScript(start: h.clock.now), settle: 0.05)
        let back = try #require(titleY(h, "table.header.1"))
        #expect(back > start && back < start + 44, "on its way up (at \(back))")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(titleY(h, "table.header.1") == start)
    }

    @Test("rows take the heights the data source gives: frames stack, a click finds the tall row, and rows below follow")
    func rowsOfTheirOwnHeights() throws {
        let source = SectionSource([[("Short", 30), ("Tall", 120), ("Plain", 44)], Self.rows("C", "D")])
        let (h, p) = harness(source)
        let r0 = p.table.rectForRow(at: IndexPath(row: 0, section: 0))
        let r1 = p.table.rectForRow(at: IndexPath(row: 1, section: 0))
        let r2 = p.table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect([r0.height, r1.height, r2.height] == [30, 120, 44])
        #expect(r1.minY == r0.maxY && r2.minY == r1.maxY, "each row starts where the one above ends")
        let cell = try #require(h.dump.all(named: "cell").first { $0.first(named: "cell.title")?.text == "Tall" })
        #expect(cell.frame[3] == 120, "the cell is as tall as its row")
        var s = EventScript(start: h.clock.now + 0.1)
        s.click(150, r1.maxY - 10)
        h.play(s, settle: 0.3)
        #expect(p.activated == [IndexPath(row: 1, section: 0)], "a click low in the tall row is on it")
        let header1 = try #require(titleY(h, "table.header.1"))
        #expect(header1 >= r2.maxY, "the next section starts below the last row")
    }

    @Test("a data source that gives no heights gets the table's rowHeight for every row")
    func defaultHeight() {
        let (_, p) = harness(PlainSource())
        p.table.rowHeight = 50
        #expect((0..<5).map { p.table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == Array(repeating: 50, count: 5))
        #expect(p.table.rectForRow(at: IndexPath(row: 4, section: 0)).minY - p.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 200)
    }

    @Test("a thousand rows of mixed heights scrolled to the end show the last rows, in order, each where the layout puts it")
    func mixedHeightsScroll() {
        let rows = (0..<1000).map { (title: "Row \($0)", height: $0 % 3 == 0 ? 88.0 : 44.0) }
        let (h, p) = harness(SectionSource([rows]))
        p.table.scrollToRow(at: IndexPath(row: 999, section: 0), animated: false)
        h.play(EventScript(start: h.clock.now), settle: 0.3)
        let shown = p.table.visibleCells.keys.map(\.row).sorted()
        #expect(shown.last == 999)
        #expect(shown == Array(shown.first!...999), "no gaps")
        for (ip, cell) in p.table.visibleCells {
            #expect(cell.layer.frame == p.table.rectForRow(at: ip), "row \(ip.row)")
            #expect(cell.textLabel.string == "Row \(ip.row)")
        }
        let top = p.table.scrollView.contentOffset.y
        #expect(p.table.rectForRow(at: IndexPath(row: shown.first!, section: 0)).maxY > top, "the first one shown is in view")
        if shown.first! > 0 {
            #expect(p.table.rectForRow(at: IndexPath(row: shown.first! - 1, section: 0)).maxY <= top, "the one above is not")
        }
    }

    @Test("in edit mode a tall row dragged down past two short ones drops below them, and they close up by its height")
    func reorderTallRow() throws {
        let source = SectionSource([[("Tall", 100), ("A", 44), ("B", 44), ("C", 44)]])
        let (h, p) = harness(source)
        p.table.setEditing(true, animated: false)
        let tall = p.table.rectForRow(at: IndexPath(row: 0, section: 0))
        let handle = Point(x: 400 - Theme.tableWideInset - 20, y: tall.midY - p.table.scrollView.contentOffset.y)
        let by = 88 + 10.0
        var s = EventScript(start: 0.5)
        s.drag(from: handle, to: Point(x: handle.x, y: handle.y + by), speed: 300)
        h.play(s, settle: 0.5)
        let a = try #require(p.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(abs(a.layer.presentation.position.y - (tall.minY + 22)) < 0.5, "A closed up into the tall row's place")
        var drop = EventScript(start: h.clock.now)
        drop.up(handle.x, handle.y + by)
        h.play(drop, settle: 1)
        #expect(source.sections[0].map(\.title) == ["A", "B", "Tall", "C"])
        let moved = p.table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(moved.height == 100 && moved.minY == tall.minY + 88)
        for (ip, cell) in p.table.visibleCells { #expect(cell.layer.frame == p.table.rectForRow(at: ip), "row \(ip.row) in its slot") }
    }
}
