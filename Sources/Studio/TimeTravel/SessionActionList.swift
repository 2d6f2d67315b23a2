import Animation
import Foundation
import Geometry
import Widgets

/// The session in words, beside the replayed content: one row per action on a named
/// target ("double-tap on canvas → circle appears") and per mark with its verdict, the
/// row at the playhead highlighted and kept in view. A click on a row moves the playhead
/// there; the wheel scrolls. Only the rows in view are drawn, so a long session costs no
/// more than a short one. Root layer: "session.actions".
final class SessionActionList {
    static let width = 340.0
    static let rowHeight = 22.0
    static let headerHeight = 34.0

    /// A row: an action, or a mark.
    struct Row {
        var time: MediaTime
        var text: String
        /// Nil for an action; for a mark, whether the replay agrees (nil inside: no tree).
        var mark: (number: Int, agrees: Bool?)?
    }

    let layer = Layer(name: "session.actions")
    private let title = TextLayer(name: "session.actions.title", fontSize: 13, textColor: Theme.label, bold: true)
    private let rowsArea = Layer(name: "session.actions.rows")
    private var rowLayers: [(background: Layer, time: TextLayer, text: TextLayer)] = []
    private(set) var rows: [Row] = []
    /// The first row in view.
    private(set) var first = 0
    /// The row at the playhead, if any.
    private(set) var current: Int?
    /// Called with the row clicked.
    var onSelect: ((Int) -> Void)?
    private let click = PointerDrag()

    init() {
        layer.backgroundColor = Theme.barBackground
        layer.masksToBounds = true
        let line = Layer(name: "session.actions.separator")
        line.backgroundColor = Theme.separator
        layer.addSublayer(line)
        layer.addSublayer(title)
        layer.addSublayer(rowsArea)
        click.attach(to: rowsArea)
        click.onDown = { [weak self] p in self?.clicked(at: p) }
    }

    /// The actions and marks, in time order.
    func show(actions: [SessionAction], marks: [SessionTimeline.Mark], verdicts: [Int: Bool]) {
        // Marks are listed with their verdicts instead of as the narrator tells them.
        let told = actions.filter { $0.kind != .mark }
        var all = told.map { Row(time: $0.time, text: $0.text, mark: nil) }
        for m in marks {
            let agrees: Bool? = m.dump == nil ? nil : verdicts[m.number] ?? true
            let verdict = agrees.map { $0 ? "agrees" : "differs" } ?? "no tree to check"
            all.append(Row(time: m.time, text: "mark \(m.number): \(verdict)", mark: (m.number, agrees)))
        }
        // A stable sort: a mark made with an action's frame comes after it.
        rows = all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        title.string = "Actions · \(told.count)"
        redraw()
    }

    func layout(_ frame: Rect) {
        layer.setFrame(frame)
        layer.sublayers.first { $0.name == "session.actions.separator" }?.setFrame(Rect(x: 0, y: 0, width: 1, height: frame.height))
        title.setFrame(Rect(x: 14, y: 10, width: frame.width - 28, height: 18))
        rowsArea.setFrame(Rect(x: 1, y: Self.headerHeight, width: frame.width - 1, height: max(0, frame.height - Self.headerHeight)))
        let visible = Int((rowsArea.frame.height / Self.rowHeight).rounded(.down))
        while rowLayers.count < visible {
            let bg = Layer(name: "session.action")
            let time = TextLayer(name: "session.action.time", fontSize: 11, textColor: Theme.secondaryLabel, alignment: .right)
            let text = TextLayer(name: "session.action.text", fontSize: 12, textColor: Theme.label)
            text.truncationMode = .end
            for l in [bg, time, text] { l.allowsHitTesting = false }
            bg.addSublayer(time)
            bg.addSublayer(text)
            rowsArea.addSublayer(bg)
            rowLayers.append((bg, time, text))
        }
        while rowLayers.count > visible { rowLayers.removeLast().background.removeFromSuperlayer() }
        for (i, r) in rowLayers.enumerated() {
            r.background.setFrame(Rect(x: 0, y: Double(i) * Self.rowHeight, width: rowsArea.frame.width, height: Self.rowHeight))
            r.time.setFrame(Rect(x: 4, y: 3, width: 52, height: 16))
            r.text.setFrame(Rect(x: 64, y: 3, width: rowsArea.frame.width - 72, height: 16))
        }
        redraw()
    }

    /// Highlights the last row at or before `time`, and scrolls it into view.
    func follow(_ time: MediaTime) {
        let now = rows.lastIndex { $0.time <= time }
        guard now != current else { return }
        current = now
        if let now {
            let visible = max(1, rowLayers.count)
            if now < first { first = now } else if now >= first + visible { first = now - visible + 1 }
        }
        redraw()
    }

    /// Scrolls by `delta` rows.
    func scroll(by delta: Int) {
        first = min(max(0, first + delta), max(0, rows.count - rowLayers.count))
        redraw()
    }

    func contains(_ p: Point) -> Bool { !layer.isHidden && layer.frameInWindow.contains(p) }

    private func clicked(at p: Point) {
        let y = p.y - rowsArea.frameInWindow.origin.y
        let index = first + Int((y / Self.rowHeight).rounded(.down))
        if index >= 0, index < rows.count { onSelect?(index) }
    }

    private func redraw() {
        for (i, r) in rowLayers.enumerated() {
            let index = first + i
            guard index < rows.count else {
                r.background.isHidden = true
                continue
            }
            let row = rows[index]
            r.background.isHidden = false
            r.background.backgroundColor = index == current ? Theme.tint.withAlpha(0.14) : nil
            r.time.string = String(format: "%.2f", row.time.seconds)
            r.text.string = row.text
            r.text.textColor = row.mark.map { $0.agrees.map { $0 ? SessionBar.agrees : SessionBar.differs } ?? Theme.secondaryLabel } ?? Theme.label
            r.text.isBold = row.mark != nil
        }
    }
}
