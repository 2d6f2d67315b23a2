import Animation
import Foundation
import Geometry
import Widgets

/// One row of the timeline (DevTools' AnimationUI): the layer's name and key path on the
/// left, and on the ruler a bar from the animation's begin to its end, ticked at each
/// repeat, its returning halves lighter when it autoreverses, with its curve written on it.
/// A row for what a seek cannot show says so where the bar's words would be.
final class TimelineRowView {
    static let height = 22.0
    /// The most cycle ticks drawn on one bar.
    static let maximumTicks = 40

    let layer: Layer
    private let title: TextLayer
    private let bar: Layer
    private let caption: TextLayer
    private var ticks: [Layer] = []
    /// The row it shows.
    private(set) var model: TimelineRowModel?

    init(index: Int) {
        layer = Layer(name: "inspector.row.\(index)")
        title = TextLayer(name: "inspector.row.\(index).name", fontSize: 11, textColor: Theme.label)
        title.truncationMode = .middle
        bar = Layer(name: "inspector.row.\(index).bar")
        bar.cornerRadius = 3
        bar.masksToBounds = true
        caption = TextLayer(name: "inspector.row.\(index).caption", fontSize: 10, textColor: .white)
        caption.truncationMode = .end
        layer.addSublayer(title)
        layer.addSublayer(bar)
        layer.addSublayer(caption)
        for l in [layer, bar] { l.allowsHitTesting = false }
    }

    /// The row's whole text, as the hover tip shows it: the layer, the key path, and what
    /// the bar says.
    static func fullText(of row: TimelineRowModel) -> String {
        RowTitle.whole(name: row.name.trimmingCharacters(in: .whitespaces), keyPath: row.keyPath) + " — " + (row.note ?? row.label)
    }

    static func color(_ tint: TimelineRowModel.Tint) -> Color {
        switch tint {
        case .basic: Theme.tint
        case .keyframe: Color(r8: 0xAF, g8: 0x52, b8: 0xDE)
        case .spring: Color(r8: 0x34, g8: 0xC7, b8: 0x59)
        case .group: Color(r8: 0xFF, g8: 0x95, b8: 0x00)
        case .trajectory: Color(r8: 0x5A, g8: 0xC8, b8: 0xFA)
        case .stepped: Theme.secondaryLabel
        }
    }

    /// Shows `row` at `frame` (window points within the panel), with the names in
    /// `nameWidth` points and the bar on `scale`.
    func show(_ row: TimelineRowModel, frame: Rect, nameWidth: Double, scale: TimelineScale, highlighted: Bool) {
        model = row
        layer.setFrame(frame)
        layer.backgroundColor = highlighted ? Theme.tint.withAlpha(0.1) : nil
        title.setFrame(Rect(x: 6, y: 3, width: nameWidth - 10, height: Self.height - 6))
        title.string = RowTitle.fitting(name: row.name, keyPath: row.keyPath, width: nameWidth - 10) { [title] in title.measuredWidth(of: $0) }
        title.textColor = row.isChild ? Theme.secondaryLabel : Theme.label
        let x0 = scale.x(row.begin) - frame.minX
        let end = row.length.isFinite ? scale.x(row.begin + row.length) - frame.minX : scale.x0 + scale.width - frame.minX
        let barFrame = Rect(x: x0, y: 4, width: max(2, end - x0), height: Self.height - 8)
        bar.setFrame(barFrame)
        bar.backgroundColor = Self.color(row.tint).withAlpha(row.isChild ? 0.6 : 1)
        showCycles(row, scale: scale, barFrame: barFrame)
        if let note = row.note {
            caption.string = note
            caption.textColor = Theme.secondaryLabel
            caption.setFrame(Rect(x: barFrame.maxX + 6, y: 4, width: max(0, frame.width - barFrame.maxX - 10), height: Self.height - 8))
        } else {
            caption.string = row.label
            caption.textColor = .white
            caption.setFrame(Rect(x: barFrame.minX + 4, y: 4, width: max(0, barFrame.width - 8), height: Self.height - 8))
        }
    }

    /// A tick at the start of every cycle after the first, and the returning half of an
    /// autoreversing cycle lighter.
    private func showCycles(_ row: TimelineRowModel, scale: TimelineScale, barFrame: Rect) {
        var marks: [Rect] = []
        if row.cycle > 0 {
            let cycles = row.length.isFinite ? row.length / row.cycle : scale.span / row.cycle
            let count = min(Int(cycles.rounded(.up)), Self.maximumTicks)
            for i in 0..<max(count, 0) {
                let c0 = scale.x(row.begin + Double(i) * row.cycle) - scale.x(row.begin)
                if i > 0 { marks.append(Rect(x: c0 - 0.5, y: 0, width: 1, height: barFrame.height)) }
                if row.autoreverses {
                    let half = scale.x(row.begin + (Double(i) + 0.5) * row.cycle) - scale.x(row.begin)
                    let next = scale.x(row.begin + Double(i + 1) * row.cycle) - scale.x(row.begin)
                    marks.append(Rect(x: half, y: barFrame.height / 2, width: max(0, min(next, barFrame.width) - half), height: barFrame.height / 2))
                }
            }
        }
        while ticks.count < marks.count {
            let t = Layer(name: "inspector.row.tick")
            t.backgroundColor = Color.white.withAlpha(0.45)
            t.allowsHitTesting = false
            bar.addSublayer(t)
            ticks.append(t)
        }
        for (i, t) in ticks.enumerated() {
            t.isHidden = i >= marks.count
            if i < marks.count { t.setFrame(marks[i]) }
        }
    }
}
