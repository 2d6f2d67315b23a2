import Animation
import Foundation
import Geometry
import Widgets

/// A mark's pictures over the replayed content: the window's picture saved at the mark
/// (when the capture's machine saved one and it is here) beside the replay's, or the two
/// blinking in one place, or the difference beyond antialiasing; and under them the
/// properties whose values differ. Root layer: "session.mark".
final class MarkComparisonView {
    let layer = Layer(name: "session.mark")
    private let title = TextLayer(name: "session.mark.title", fontSize: 14, textColor: Theme.label, bold: true)
    let mode = SegmentedControl(name: "session.mark.mode", titles: ["Side by side", "Blink", "Difference"])
    let close = Button(name: "session.mark.close", title: "Close", style: .gray)
    private let leftCaption = TextLayer(name: "session.mark.window.caption", fontSize: 11, textColor: Theme.secondaryLabel)
    private let rightCaption = TextLayer(name: "session.mark.replay.caption", fontSize: 11, textColor: Theme.secondaryLabel)
    private let left = Layer(name: "session.mark.window")
    private let right = Layer(name: "session.mark.replay")
    private let note = TextLayer(name: "session.mark.note", fontSize: 12, textColor: Theme.secondaryLabel)
    private let properties = TextLayer(name: "session.mark.properties", fontSize: 12, textColor: Theme.label)
    var onClose: (() -> Void)?
    /// What the left picture is: the window's, or the baseline standing in for it.
    var expectedLabel = "The window's picture"
    private var area = Size(width: 0, height: 0)
    private var window: String?
    private var replay: String?
    private var difference: String?
    /// Which of the two the blink shows.
    private var blinkShowsWindow = true
    private var propertyLines = 1
    /// Seconds each picture shows while blinking.
    static let blinkPeriod = 0.6

    init() {
        layer.backgroundColor = Color.white
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = Theme.separator
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.isHidden = true
        for l in [title, leftCaption, rightCaption, note, properties] as [Layer] { layer.addSublayer(l) }
        for l in [left, right] {
            l.borderWidth = 1
            l.borderColor = Theme.separator
            l.backgroundColor = Theme.groupedBackground
            layer.addSublayer(l)
        }
        layer.addSublayer(mode.layer)
        layer.addSublayer(close.layer)
        close.action = { [weak self] in self?.onClose?() }
        mode.onValueChanged = { [weak self] _ in self?.arrange() }
        note.numberOfLines = 2
        properties.numberOfLines = 8
        properties.truncationMode = .end
    }

    var isShown: Bool { !layer.isHidden }
    /// Whether frames are needed to blink.
    var isBlinking: Bool { isShown && mode.selectedIndex == 1 && window != nil && replay != nil }

    func layout(in size: Size) {
        area = size
        let w = min(size.width - 40, 980), h = min(size.height - 40, 620)
        layer.setFrame(Rect(x: (size.width - w) / 2, y: max(12, (size.height - h) / 2), width: w, height: h))
        title.setFrame(Rect(x: 16, y: 14, width: w - 420, height: 20))
        mode.setFrame(Rect(x: w - 400, y: 8, width: 300, height: Theme.segmentedHeight))
        close.setFrame(Rect(x: w - 88, y: 10, width: 72, height: 28))
        arrange()
    }

    /// Shows mark `number`'s comparison: the pictures' paths (nil for one there is not),
    /// what the pictures' comparison says, and the differing properties.
    func show(title text: String, window: String?, replay: String?, difference: String?, note text2: String, properties lines: [String]) {
        title.string = text
        self.window = window
        self.replay = replay
        self.difference = difference
        note.string = text2
        properties.string = lines.isEmpty ? "No property differs." : "What differs in the tree:\n" + lines.prefix(7).joined(separator: "\n")
            + (lines.count > 7 ? "\n… and \(lines.count - 7) more" : "")
        propertyLines = properties.string.split(separator: "\n").count
        layer.isHidden = false
        arrange()
    }

    func hide() {
        layer.isHidden = true
    }

    /// Every `blinkPeriod` the blink shows the other picture.
    func update(at time: MediaTime) {
        guard isBlinking else { return }
        let showsWindow = Int((time.seconds / Self.blinkPeriod).rounded(.down)) % 2 == 0
        if showsWindow != blinkShowsWindow {
            blinkShowsWindow = showsWindow
            arrange()
        }
    }

    /// Places the pictures for the mode chosen.
    private func arrange() {
        let w = layer.frame.width, h = layer.frame.height
        guard w > 0 else { return }
        let top = 64.0, bottom = 170.0
        let box = Size(width: (w - 48) / 2, height: max(40, h - top - bottom))
        func fit(_ l: Layer, in r: Rect) {
            let aspect = area.width > 0 ? max(area.width, 1) / max(area.height, 1) : 4.0 / 3
            var s = Size(width: r.width, height: r.width / aspect)
            if s.height > r.height { s = Size(width: r.height * aspect, height: r.height) }
            l.setFrame(Rect(x: r.origin.x + (r.width - s.width) / 2, y: r.origin.y, width: s.width, height: s.height))
        }
        let one = Rect(x: 16, y: top, width: w - 32, height: box.height)
        switch mode.selectedIndex {
        case 1:
            let shown = blinkShowsWindow ? window : replay
            left.contents = shown.map(ImageReference.init)
            fit(left, in: one)
            right.isHidden = true
            leftCaption.string = blinkShowsWindow ? "\(expectedLabel) (blinking with the replay's)" : "The replay's picture (blinking with the other)"
            rightCaption.string = ""
        case 2:
            left.contents = (difference ?? window).map(ImageReference.init)
            fit(left, in: one)
            right.isHidden = true
            leftCaption.string = difference != nil ? "What differs beyond antialiasing, in magenta over the expected picture, faded"
                : window == nil ? "No window's picture to compare with" : "The pictures agree within the antialiasing tolerance"
            rightCaption.string = ""
        default:
            left.contents = window.map(ImageReference.init)
            right.contents = replay.map(ImageReference.init)
            right.isHidden = false
            fit(left, in: Rect(x: 16, y: top, width: box.width, height: box.height))
            fit(right, in: Rect(x: 32 + box.width, y: top, width: box.width, height: box.height))
            leftCaption.string = window == nil ? "The window's picture: none here" : expectedLabel
            rightCaption.string = replay == nil ? "The replay's picture: none" : "The replay's picture"
        }
        left.isHidden = false
        leftCaption.setFrame(Rect(x: left.frame.origin.x, y: top - 18, width: max(left.frame.width, 300), height: 14))
        rightCaption.setFrame(Rect(x: right.frame.origin.x, y: top - 18, width: right.frame.width, height: 14))
        let under = max(left.frame.maxY, right.isHidden ? 0 : right.frame.maxY) + 12
        note.setFrame(Rect(x: 16, y: under, width: w - 32, height: 32))
        properties.setFrame(Rect(x: 16, y: under + 36, width: w - 32, height: min(Double(propertyLines) * 17, max(0, h - under - 44))))
    }
}
