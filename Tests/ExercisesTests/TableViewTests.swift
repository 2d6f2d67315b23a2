import Animation
import AppTestSupport
import Exercises
import Geometry
import Gestures
import Testing
import TestSupport
import Widgets

/// A list the tests own: the table shows it, and deletes and moves change it.
private final class ListSource: TableViewDataSource {
    var items: [String]
    /// Whether rows may be deleted. Defaults to true.
    var editable = true
    init(_ items: [String]) { self.items = items }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row")
        cell.textLabel.string = items[ip.row]
        return cell
    }
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { "Items" }
    func tableView(_ table: TableView, canEditRowAt ip: IndexPath) -> Bool { editable }
    func tableView(_ table: TableView, commitDeleteAt ip: IndexPath) {
        items.remove(at: ip.row)
        table.deleteRows(at: [ip])
    }
    func tableView(_ table: TableView, canMoveRowAt ip: IndexPath) -> Bool { true }
    func tableView(_ table: TableView, moveRowAt s: IndexPath, to d: IndexPath) {
        items.insert(items.remove(at: s.row), at: d.row)
    }
}

@Suite("Table view")
struct TableViewTests {
    private func harness(_ items: [String]) -> (ShellHarness, TableProbe<ListSource>) {
        ShellHarness.hosting { TableProbe(services: $0, source: ListSource(items)) }
    }

    /// The titles of the rows in view, top to bottom, by where their cells are.
    private func shownTitles(_ p: TableProbe<ListSource>) -> [String] {
        p.table.visibleCells.values.sorted { $0.layer.position.y < $1.layer.position.y }.map(\.textLabel.string)
    }

    /// The window point at the middle of a row's title area.
    private func rowPoint(_ p: TableProbe<ListSource>, _ row: Int, x: Double = 150) -> Point {
        let r = p.table.rectForRow(at: IndexPath(row: row, section: 0))
        return Point(x: x, y: r.midY - p.table.scrollView.contentOffset.y)
    }

    @Test("10,000 rows flung through hundreds of rows at a time make no more cells than fit on screen plus two")
    func reuseKeepsCellsFew() {
        let (h, p) = harness((0..<10_000).map { "Row \($0)" })
        let fit = Int((600 / Theme.tableRowHeight).rounded(.up)) + 1
        var most = 0
        for i in 0..<12 {
            var s = EventScript(start: h.clock.now + 0.05)
            s.fling(from: Point(x: 300, y: 580), to: Point(x: 300, y: 80), speed: 6000)
            h.play(s, settle: 0.4)
            most = max(most, p.table.visibleCells.count)
            #expect(p.table.cellsMade <= fit + 2, "fling \(i): \(p.table.cellsMade) cells made")
        }
        #expect(p.table.scrollView.contentOffset.y > 20_000, "the flings went deep: \(p.table.scrollView.contentOffset.y)")
        #expect(most <= fit)
        let top = Int(((p.table.scrollView.contentOffset.y - Theme.tableHeaderHeight) / Theme.tableRowHeight).rounded(.down))
        #expect(shownTitles(p).first == "Row \(max(0, top))", "cells show their own rows after reuse")
    }

    @Test("a swipe left opens the Delete button, and a click on it removes exactly that row")
    func swipeToDelete() {
        let (h, p) = harness(["A", "B", "C", "D", "E", "F"])
        let c = rowPoint(p, 2, x: 300)
        var s = EventScript(start: 0.5)
        s.drag(from: c, to: Point(x: c.x - 60, y: c.y), speed: 150)
        s.wait(0.1)
        s.up(c.x - 60, c.y)
        h.play(s, settle: 0.6)
        #expect(p.table.visibleCells[IndexPath(row: 2, section: 0)]?.swipeOffset == -Theme.tableDeleteWidth, "open on its button")
        #expect(p.source.items.count == 6)
        var tap = EventScript(start: h.clock.now)
        tap.click(400 - Theme.tableWideInset - 30, c.y)
        h.play(tap, settle: 1)
        #expect(p.source.items == ["A", "B", "D", "E", "F"])
        #expect(shownTitles(p) == ["A", "B", "D", "E", "F"])
        #expect(p.activated.isEmpty, "the click on Delete selected nothing")
    }

    @Test("a swipe past 60 % of the row deletes it at once; a short one springs closed")
    func fullSwipeAndShortSwipe() {
        let (h, p) = harness(["A", "B", "C"])
        let c = rowPoint(p, 0, x: 340)
        var short = EventScript(start: 0.5)
        short.drag(from: c, to: Point(x: c.x - 25, y: c.y), speed: 100)
        short.wait(0.1)
        short.up(c.x - 25, c.y)
        h.play(short, settle: 0.8)
        #expect(p.table.visibleCells[IndexPath(row: 0, section: 0)]?.swipeOffset == 0)
        var full = EventScript(start: h.clock.now)
        full.drag(from: c, to: Point(x: c.x - 300, y: c.y), speed: 600)
        full.up(c.x - 300, c.y)
        h.play(full, settle: 1)
        #expect(p.source.items == ["B", "C"])
        #expect(shownTitles(p) == ["B", "C"])
    }

    @Test("in edit mode a row dragged by its handle moves in the data source exactly, and the rows make way")
    func reorder() {
        let (h, p) = harness(["A", "B", "C", "D", "E"])
        p.table.setEditing(true, animated: false)
        let handle = rowPoint(p, 0, x: 400 - Theme.tableWideInset - 20)
        var s = EventScript(start: 0.5)
        s.drag(from: handle, to: Point(x: handle.x, y: handle.y + 2 * Theme.tableRowHeight + 5), speed: 300)
        h.play(s, settle: 0.5)
        let b = p.table.visibleCells[IndexPath(row: 1, section: 0)]!
        #expect(abs(b.layer.presentation.position.y - p.table.rectForRow(at: IndexPath(row: 0, section: 0)).midY) < 0.5,
                "B made way into A's slot")
        var drop = EventScript(start: h.clock.now)
        drop.up(handle.x, handle.y + 2 * Theme.tableRowHeight + 5)
        h.play(drop, settle: 1)
        #expect(p.source.items == ["B", "C", "A", "D", "E"])
        #expect(shownTitles(p) == ["B", "C", "A", "D", "E"])
    }

    @Test("a click selects a row; a drag that scrolls selects nothing")
    func clickSelects() {
        let (h, p) = harness((0..<40).map { "Row \($0)" })
        var s = EventScript(start: 0.5)
        let r3 = rowPoint(p, 3)
        s.click(r3.x, r3.y)
        h.play(s, settle: 0.3)
        #expect(p.table.selectedIndexPath == IndexPath(row: 3, section: 0) && p.activated.count == 1)
        var drag = EventScript(start: h.clock.now)
        drag.fling(from: Point(x: 150, y: 400), to: Point(x: 150, y: 200), speed: 800)
        h.play(drag, settle: 2)
        #expect(p.activated.count == 1)
    }

    @Test("keyboard: Tab puts focus on the first row, Down moves, Return activates, Delete deletes in edit mode only")
    func keyboard() {
        let (h, p) = harness(["A", "B", "C"])
        var s = EventScript(start: 0.5)
        s.key("tab")
        h.play(s, settle: 0)
        #expect(p.table.selectedIndexPath == IndexPath(row: 0, section: 0), "focus shows on a row at once")
        s = EventScript(start: h.clock.now + 0.05)
        s.key("down")
        s.key("return")
        s.key("delete")
        h.play(s, settle: 0.5)
        #expect(p.table.selectedIndexPath == IndexPath(row: 1, section: 0))
        #expect(p.activated == [IndexPath(row: 1, section: 0)])
        #expect(p.source.items.count == 3, "Delete does nothing outside edit mode")
        p.table.setEditing(true, animated: false)
        var d = EventScript(start: h.clock.now)
        d.key("delete")
        h.play(d, settle: 0.5)
        #expect(p.source.items == ["A", "C"])
        #expect(shownTitles(p) == ["A", "C"])
    }

    @Test("Shift+Tab into a table scrolled away from a clicked row shows a focused row in view, and Down moves on from it")
    func focusStartsInView() {
        let (h, p) = harness((0..<60).map { "Row \($0)" })
        var s = EventScript(start: 0.5)
        let r3 = rowPoint(p, 3)
        s.click(r3.x, r3.y)
        h.play(s, settle: 0.3)
        #expect(p.table.selectedIndexPath == IndexPath(row: 3, section: 0))
        p.table.scrollView.setContentOffset(Point(x: 0, y: 1000), animated: false)
        // Tab focuses the table, Tab again the first tab-bar item, Shift+Tab back.
        var k = EventScript(start: h.clock.now + 0.05)
        k.key("tab")
        k.key("tab")
        k.key("shift+tab")
        h.play(k, settle: 0.5)
        #expect(p.table.isFocused)
        let top = p.table.scrollView.contentOffset.y
        let inView = { (ip: IndexPath?) -> Bool in
            guard let ip else { return false }
            let r = p.table.rectForRow(at: ip)
            return r.minY >= top - 0.5 && r.maxY <= top + 600 + 0.5
        }
        let focusedRow = p.table.selectedIndexPath
        #expect(inView(focusedRow), "the focused row is one in view: \(String(describing: focusedRow))")
        let rings = h.dump.all(named: "cell.focus-ring").filter { !$0.hidden }
        #expect(rings.count == 1, "one row shows the focus ring")
        if let ring = rings.first, let row = focusedRow {
            let r = p.table.rectForRow(at: row)
            #expect(abs(ring.frame[1] - (r.minY - top)) < 1, "round the focused row: \(ring.frame) vs \(r)")
        }
        var down = EventScript(start: h.clock.now + 0.05)
        down.key("down")
        h.play(down, settle: 0.5)
        #expect(p.table.selectedIndexPath == focusedRow.map { IndexPath(row: $0.row + 1, section: 0) })
        #expect(abs(p.table.scrollView.contentOffset.y - top) < 50, "no jump: \(top) → \(p.table.scrollView.contentOffset.y)")
    }

    @Test("rows the data source inserts fade in where they belong, and the rows below slide down")
    func insertRows() {
        let (h, p) = harness(["A", "B", "C"])
        p.source.items.insert("New", at: 1)
        p.table.insertRows(at: [IndexPath(row: 1, section: 0)])
        h.play(EventScript(start: h.clock.now), settle: 0.05)
        let inserted = p.table.visibleCells[IndexPath(row: 1, section: 0)]!
        #expect(inserted.textLabel.string == "New" && inserted.layer.presentation.opacity < 1, "fading in")
        let c = p.table.visibleCells[IndexPath(row: 3, section: 0)]!
        #expect(c.layer.presentation.position.y < p.table.rectForRow(at: IndexPath(row: 3, section: 0)).midY, "C on its way down")
        h.play(EventScript(start: h.clock.now), settle: 1)
        #expect(shownTitles(p) == ["A", "New", "B", "C"])
        #expect(c.layer.presentation.position.y == p.table.rectForRow(at: IndexPath(row: 3, section: 0)).midY)
    }

    @Test("a row deleted above a swipe in flight: the swipe goes on with its own row, and deletes that one")
    func swipeSurvivesDeleteAbove() {
        let (h, p) = harness(["A", "B", "C", "D", "E", "F"])
        let c = rowPoint(p, 2, x: 340)
        var s = EventScript(start: 0.5)
        s.drag(from: c, to: Point(x: c.x - 100, y: c.y), speed: 500)
        h.play(s, settle: 0)
        p.source.items.remove(at: 0)
        p.table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        var rest = EventScript(start: h.clock.now)
        rest.move(c.x - 300, c.y)
        rest.up(c.x - 300, c.y)
        h.play(rest, settle: 1)
        #expect(p.source.items == ["B", "D", "E", "F"])
    }

    @Test("reloading the data under a lifted row puts it down and moves nothing")
    func reloadCancelsReorder() {
        let (h, p) = harness(["A", "B", "C", "D", "E"])
        p.table.setEditing(true, animated: false)
        let handle = rowPoint(p, 0, x: 400 - Theme.tableWideInset - 20)
        var s = EventScript(start: 0.5)
        s.drag(from: handle, to: Point(x: handle.x, y: handle.y + 100), speed: 300)
        h.play(s, settle: 0)
        p.source.items = ["X", "Y"]
        p.table.reloadData()
        var drop = EventScript(start: h.clock.now)
        drop.up(handle.x, handle.y + 100)
        h.play(drop, settle: 1)
        #expect(p.source.items == ["X", "Y"])
        #expect(shownTitles(p) == ["X", "Y"])
        #expect(p.table.visibleCells.values.allSatisfy { $0.layer.shadowOpacity == 0 && $0.layer.zPosition == 0 })
    }

    @Test("a lifted row held at the bottom edge scrolls the table under it, and drops far below where it started")
    func reorderAutoScrolls() {
        let (h, p) = harness((0..<40).map { "Row \($0)" })
        p.table.setEditing(true, animated: false)
        let handle = rowPoint(p, 0, x: 400 - Theme.tableWideInset - 20)
        var s = EventScript(start: 0.5)
        s.drag(from: handle, to: Point(x: handle.x, y: 592), speed: 1500)
        h.play(s, settle: 1.5)
        #expect(p.table.scrollView.contentOffset.y > 300, "it scrolled: \(p.table.scrollView.contentOffset.y)")
        var drop = EventScript(start: h.clock.now)
        drop.up(handle.x, 592)
        h.play(drop, settle: 1)
        let at = p.source.items.firstIndex(of: "Row 0")!
        #expect(at > 15, "dropped at \(at)")
        #expect(p.source.items.count == 40 && Set(p.source.items).count == 40)
        let top = p.table.scrollView.contentOffset.y
        let titles = p.table.visibleCells.sorted { $0.key < $1.key }.map(\.value.textLabel.string)
        #expect(titles == p.table.visibleCells.keys.sorted().map { p.source.items[$0.row] }, "every cell shows its row after the drop (offset \(top))")
    }

    @Test("a sideways drag on a row that cannot be deleted is not a click: nothing is selected or activated")
    func swipeIsNeverAClick() {
        let (h, p) = harness(["A", "B", "C"])
        p.source.editable = false
        let c = rowPoint(p, 1, x: 340)
        var s = EventScript(start: 0.5)
        s.drag(from: c, to: Point(x: c.x - 200, y: c.y), speed: 800)
        s.up(c.x - 200, c.y)
        h.play(s, settle: 0.6)
        #expect(p.activated.isEmpty, "the swipe was taken as a click")
        #expect(p.table.selectedIndexPath == nil)
        #expect(p.table.visibleCells[IndexPath(row: 1, section: 0)]?.swipeOffset == 0)
    }

    @Test("a first row swiped open keeps the section's rounded top-left corner where it was")
    func swipedFirstRowKeepsItsCorner() {
        let (h, p) = harness(["A", "B", "C"])
        let c = rowPoint(p, 0, x: 300)
        var s = EventScript(start: 0.5)
        s.drag(from: c, to: Point(x: c.x - 60, y: c.y), speed: 150)
        s.wait(0.1)
        s.up(c.x - 60, c.y)
        h.play(s, settle: 0.8)
        let cell = p.table.visibleCells[IndexPath(row: 0, section: 0)]!
        #expect(cell.swipeOffset == -Theme.tableDeleteWidth)
        let row = p.table.rectForRow(at: IndexPath(row: 0, section: 0))
        let card = h.dump.all(named: "cell.card").first { abs($0.frame[1] - (row.minY - p.table.scrollView.contentOffset.y)) < 1 }
        #expect(card.map { abs($0.frame[0] - row.minX) < 0.5 } == true, "the card's rounded left edge stays at the row's: \(String(describing: card?.frame)) vs \(row)")
        #expect(card.map { abs($0.frame[2] - (row.width - Theme.tableDeleteWidth)) < 0.5 } == true, "it ends where the Delete button begins")
    }

    @Test("in edit mode the red minus opens a row on its Delete button, which deletes it")
    func minusOpensDelete() {
        let (h, p) = harness(["A", "B", "C"])
        p.table.setEditing(true, animated: false)
        let minus = rowPoint(p, 1, x: Theme.tableWideInset + 22)
        var s = EventScript(start: 0.5)
        s.click(minus.x, minus.y)
        h.play(s, settle: 0.6)
        #expect(p.table.visibleCells[IndexPath(row: 1, section: 0)]?.swipeOffset == -Theme.tableDeleteWidth)
        var tap = EventScript(start: h.clock.now)
        tap.click(400 - Theme.tableWideInset - 30, minus.y)
        h.play(tap, settle: 1)
        #expect(p.source.items == ["A", "C"])
    }
}
