import Geometry

/// Where every part of an inset-grouped table sits, in content coordinates: each
/// section's header, its rows and its footer, as UITableView's insetGrouped style spaces
/// them. Pure arithmetic: in a section whose rows are all `rowHeight` tall, finding the
/// rows in a band of the content is a division; a section with rows of their own heights
/// keeps the tops of its rows and finds them by bisection, so a table of 10,000 rows
/// costs little more to lay out than one of ten.
struct TableLayout {
    struct Section {
        var header: String?
        var footer: String?
        var rows: Int
        /// Top of the header band, of the first row, below the last row, and of the next
        /// section.
        var top: Double
        var rowsTop: Double
        var rowsBottom: Double
        var bottom: Double
        /// The top of every row and, last, `rowsBottom`, when some row is not `rowHeight`
        /// tall; nil when all are.
        var rowTops: [Double]?
    }

    /// What the layout needs of one section: its rows' count, its titles, and the rows'
    /// heights (nil: all `rowHeight`).
    struct SectionSpec {
        var rows: Int
        var header: String?
        var footer: String?
        var heights: [Double]?
    }

    let sections: [Section]
    let width: Double
    let rowHeight: Double
    let contentHeight: Double

    init(width: Double, rowHeight: Double, sections specs: [SectionSpec]) {
        self.width = width
        self.rowHeight = rowHeight
        var y = Theme.tableTopPadding
        var out: [Section] = []
        for s in specs {
            let top = y
            y += s.header == nil ? Theme.tableSectionSpacing : Theme.tableHeaderHeight
            let rowsTop = y
            var tops: [Double]?
            if let heights = s.heights, heights.count == s.rows, heights.contains(where: { $0 != rowHeight }) {
                var t = [y]
                t.reserveCapacity(heights.count + 1)
                for h in heights {
                    y += h
                    t.append(y)
                }
                tops = t
            } else {
                y += Double(s.rows) * rowHeight
            }
            let rowsBottom = y
            y += s.footer == nil ? Theme.tableSectionSpacing / 2 : Theme.tableFooterHeight
            out.append(Section(header: s.header, footer: s.footer, rows: s.rows, top: top, rowsTop: rowsTop, rowsBottom: rowsBottom, bottom: y, rowTops: tops))
        }
        sections = out
        contentHeight = y + Theme.tableBottomPadding
    }

    static let empty = TableLayout(width: 0, rowHeight: 44, sections: [])

    /// The horizontal span of the rows: inset from both sides, as insetGrouped insets them.
    var rowX: (x: Double, width: Double) {
        let inset = width >= Theme.tableWideWidth ? Theme.tableWideInset : Theme.tableInset
        return (inset, max(0, width - 2 * inset))
    }

    func contains(_ ip: IndexPath) -> Bool {
        sections.indices.contains(ip.section) && ip.row >= 0 && ip.row < sections[ip.section].rows
    }

    func rowRect(_ ip: IndexPath) -> Rect {
        let s = sections[ip.section], x = rowX
        if let tops = s.rowTops {
            return Rect(x: x.x, y: tops[ip.row], width: x.width, height: tops[ip.row + 1] - tops[ip.row])
        }
        return Rect(x: x.x, y: s.rowsTop + Double(ip.row) * rowHeight, width: x.width, height: rowHeight)
    }

    /// The row of section `s` whose band holds `y`, clamped to the section's rows (which
    /// must not be empty).
    func row(at y: Double, inSection s: Section) -> Int {
        guard let tops = s.rowTops else {
            return min(s.rows - 1, max(0, Int(((y - s.rowsTop) / rowHeight).rounded(.down))))
        }
        // The last row whose top is at or above y.
        var lo = 0, hi = s.rows - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The header's text band: the bottom of the header area, above the first row.
    func headerRect(_ section: Int) -> Rect {
        let s = sections[section], x = rowX
        return Rect(x: x.x + Theme.tableTextInset, y: s.top, width: x.width - 2 * Theme.tableTextInset, height: s.rowsTop - s.top - 6)
    }

    func footerRect(_ section: Int) -> Rect {
        let s = sections[section], x = rowX
        return Rect(x: x.x + Theme.tableTextInset, y: s.rowsBottom + 6, width: x.width - 2 * Theme.tableTextInset, height: s.bottom - s.rowsBottom - 6)
    }

    /// Every row whose band overlaps `minY..<maxY`, in order.
    func indexPaths(from minY: Double, to maxY: Double) -> [IndexPath] {
        var out: [IndexPath] = []
        for (i, s) in sections.enumerated() where s.rows > 0 && s.rowsBottom > minY && s.rowsTop < maxY {
            let first = row(at: minY, inSection: s)
            // The last row starting above maxY.
            var last = row(at: maxY, inSection: s)
            if last > first && rowRect(IndexPath(row: last, section: i)).minY >= maxY { last -= 1 }
            if first <= last { out += (first...last).map { IndexPath(row: $0, section: i) } }
        }
        return out
    }

    /// The sections whose header-to-footer band overlaps `minY..<maxY`.
    func sections(from minY: Double, to maxY: Double) -> [Int] {
        sections.indices.filter { sections[$0].bottom > minY && sections[$0].top < maxY }
    }

    /// The row under a point in content coordinates, if any.
    func indexPath(at p: Point) -> IndexPath? {
        let x = rowX
        guard p.x >= x.x, p.x < x.x + x.width else { return nil }
        for (i, s) in sections.enumerated() where p.y >= s.rowsTop && p.y < s.rowsBottom {
            return IndexPath(row: row(at: p.y, inSection: s), section: i)
        }
        return nil
    }

    /// Which corners a row rounds: the top of a section's first row, the bottom of its last.
    func corners(_ ip: IndexPath) -> RectCorners {
        let n = sections[ip.section].rows
        var c: RectCorners = []
        if ip.row == 0 { c.formUnion(.top) }
        if ip.row == n - 1 { c.formUnion(.bottom) }
        return c
    }
}
