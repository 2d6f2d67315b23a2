import Animation
import Foundation
import Geometry
import Widgets

/// The bar along the bottom of a session opened in the window (`motionlab open`): Play or
/// Pause, the speed (0.25×, 1×, 4×), the time, a line saying what is at the playhead, and
/// the ruler in seconds with a tick for each input and network answer, a flag for each
/// mark (green where the replay agrees, red where it differs, grey where the mark keeps
/// no tree to check) and the playhead. A long seek shows its progress over the ruler.
/// It only draws what it is handed; `TimeTravelScene` connects it. Root layer:
/// "session-bar".
final class SessionBar {
    static let height = 92.0
    static let rulerInset = 16.0
    static let rulerHeight = 26.0
    static let speeds = [0.25, 1, 4]

    let layer = Layer(name: "session-bar")
    let play = Button(name: "session.play", title: "Play", style: .gray)
    let speed = SegmentedControl(name: "session.speed", titles: ["0.25×", "1×", "4×"], selectedIndex: 1)
    private let time = TextLayer(name: "session.time", fontSize: 13, textColor: Theme.label, bold: true)
    /// What stands at the playhead (a mark and its verdict), or the keys.
    private let status = TextLayer(name: "session.status", fontSize: 12, textColor: Theme.secondaryLabel)
    /// The ruler: pressing or dragging on it moves the playhead.
    let ruler = Layer(name: "session.ruler")
    private let ticksLayer = Layer(name: "session.ticks")
    private let flagsLayer = Layer(name: "session.flags")
    private let labelsLayer = Layer(name: "session.seconds")
    private let playhead = Layer(name: "session.playhead")
    private let knob = Layer(name: "session.knob")
    private let progressTrack = Layer(name: "session.progress")
    private let progressFill = Layer(name: "session.progress.fill")
    private let progressLabel = TextLayer(name: "session.progress.label", fontSize: 11, textColor: Theme.label, bold: true)
    private var duration = 1.0
    private var timeline: SessionTimeline?
    private var verdicts: [Int: Bool] = [:]

    /// The controls in keyboard order.
    var keyboardControls: [Control] { [play, speed] }

    init() {
        layer.backgroundColor = Theme.barBackground
        layer.borderColor = Theme.separator
        layer.borderWidth = 0
        let line = Layer(name: "session.separator")
        line.backgroundColor = Theme.separator
        layer.addSublayer(line)
        for c in [play, speed] as [Control] { layer.addSublayer(c.layer) }
        layer.addSublayer(time)
        status.truncationMode = .end
        layer.addSublayer(status)
        ruler.backgroundColor = Color.white
        ruler.cornerRadius = 5
        ruler.borderWidth = 1
        ruler.borderColor = Theme.separator
        layer.addSublayer(ruler)
        ruler.addSublayer(ticksLayer)
        ruler.addSublayer(flagsLayer)
        layer.addSublayer(labelsLayer)
        playhead.backgroundColor = Theme.destructive
        knob.backgroundColor = Theme.destructive
        knob.cornerRadius = 5
        ruler.addSublayer(playhead)
        ruler.addSublayer(knob)
        progressTrack.backgroundColor = Color.white.withAlpha(0.92)
        progressTrack.cornerRadius = 5
        progressFill.backgroundColor = Theme.tint.withAlpha(0.35)
        progressTrack.addSublayer(progressFill)
        progressTrack.addSublayer(progressLabel)
        progressTrack.isHidden = true
        ruler.addSublayer(progressTrack)
        for l in [ticksLayer, flagsLayer, labelsLayer, playhead, knob, progressTrack, progressFill, progressLabel] { l.allowsHitTesting = false }
    }

    // MARK: Layout

    /// Lays the bar out along the bottom of a window `size` wide and tall.
    func layout(in size: Size) {
        layer.setFrame(Rect(x: 0, y: size.height - Self.height, width: size.width, height: Self.height))
        layer.sublayers.first { $0.name == "session.separator" }?.setFrame(Rect(x: 0, y: 0, width: size.width, height: 1))
        play.setFrame(Rect(x: Self.rulerInset, y: 10, width: 72, height: 28))
        speed.setFrame(Rect(x: Self.rulerInset + 82, y: 8, width: 168, height: Theme.segmentedHeight))
        time.setFrame(Rect(x: Self.rulerInset + 262, y: 15, width: 150, height: 18))
        status.setFrame(Rect(x: Self.rulerInset + 414, y: 16, width: max(0, size.width - Self.rulerInset * 2 - 414), height: 16))
        ruler.setFrame(Rect(x: Self.rulerInset, y: 46, width: max(40, size.width - Self.rulerInset * 2), height: Self.rulerHeight))
        labelsLayer.setFrame(Rect(x: Self.rulerInset, y: 46 + Self.rulerHeight + 1, width: ruler.frame.width, height: 14))
        progressTrack.setFrame(Rect(origin: .zero, size: ruler.frame.size))
        progressLabel.setFrame(Rect(x: 8, y: 6, width: ruler.frame.width - 16, height: 14))
        redrawMarks()
    }

    /// Shows a session's ticks and marks; `verdicts` says, by mark number, whether the
    /// replay agrees with the mark's tree (a mark without one has none).
    func show(_ timeline: SessionTimeline, verdicts: [Int: Bool]) {
        self.timeline = timeline
        self.verdicts = verdicts
        duration = max(timeline.duration.seconds, 0.001)
        redrawMarks()
    }

    // MARK: Mapping

    /// The x in the ruler's own points of a capture time.
    func x(for t: Double) -> Double {
        let w = ruler.frame.width - 2
        return 1 + min(max(t / duration, 0), 1) * w
    }

    /// The capture time under a window point's x.
    func time(atWindowX x: Double) -> Double {
        let w = ruler.frame.width - 2
        return min(max((x - layer.frame.origin.x - ruler.frame.origin.x - 1) / w, 0), 1) * duration
    }

    // MARK: State

    /// The playhead at `t`, of `duration`; `playing` names the button.
    func showPlayhead(at t: Double, playing: Bool) {
        let x = x(for: t)
        playhead.setFrame(Rect(x: x - 1, y: 0, width: 2, height: Self.rulerHeight))
        knob.setFrame(Rect(x: x - 5, y: -5, width: 10, height: 10))
        time.string = "\(Self.seconds(t)) / \(Self.seconds(duration)) s"
        play.title = playing ? "Pause" : "Play"
    }

    /// The line beside the time.
    func showStatus(_ text: String) {
        status.string = text
    }

    /// After a take-over: the bar says the session is live, and from where.
    func showLive(at t: Double, recordingTo file: URL?) {
        for l in [play.layer, speed.layer, ruler, labelsLayer] { l.isHidden = true }
        time.string = "Live"
        time.textColor = Theme.destructive
        status.string = "Taken over at \(Self.seconds(t)) s · "
            + (file.map { "recording as \($0.lastPathComponent) in the sessions folder · Ctrl+Q ends it" } ?? "not recorded")
        status.setFrame(Rect(x: Self.rulerInset + 60, y: 16, width: max(0, layer.frame.width - Self.rulerInset * 2 - 60), height: 16))
        time.setFrame(Rect(x: Self.rulerInset, y: 15, width: 50, height: 18))
    }

    /// A long seek's progress (0...1), or nil when none is under way.
    func showProgress(_ fraction: Double?) {
        guard let fraction else {
            progressTrack.isHidden = true
            return
        }
        progressTrack.isHidden = false
        progressFill.setFrame(Rect(x: 0, y: 0, width: ruler.frame.width * min(max(fraction, 0), 1), height: Self.rulerHeight))
        progressLabel.string = "Replaying from the start… \(Int((fraction * 100).rounded())) %"
    }

    // MARK: Drawing

    /// Colour of each kind of tick.
    static func color(of kind: SessionTimeline.TickKind) -> Color {
        switch kind {
        case .press: Theme.tint
        case .release: Theme.tint.withAlpha(0.45)
        case .key: Color(r8: 0xAF, g8: 0x52, b8: 0xDE)
        case .window: Color(r8: 0xFF, g8: 0x95, b8: 0x00)
        case .paste: Color(r8: 0x30, g8: 0xB0, b8: 0xC7)
        case .network: Color(r8: 0x34, g8: 0xC7, b8: 0x59)
        case .tab: Color(r8: 0x58, g8: 0x56, b8: 0xD6)
        }
    }

    static let agrees = Color(r8: 0x34, g8: 0xC7, b8: 0x59)
    static let differs = Theme.destructive
    static let unchecked = Theme.secondaryLabel

    /// The ticks, one layer per kind per column of the ruler (a long session has thousands
    /// of inputs), the flags, and the seconds under the ruler.
    private func redrawMarks() {
        for l in ticksLayer.sublayers + flagsLayer.sublayers + labelsLayer.sublayers { l.removeFromSuperlayer() }
        guard let timeline, ruler.frame.width > 10 else { return }
        var columns: [SessionTimeline.TickKind: Set<Int>] = [:]
        for t in timeline.ticks { columns[t.kind, default: []].insert(Int(x(for: t.time.seconds).rounded())) }
        for kind in SessionTimeline.TickKind.allCases {
            // Pointer ticks along the top half, the rest along the bottom.
            // A tab switch runs the ruler's height, two points wide.
            let top = kind == .press || kind == .release
            for x in (columns[kind] ?? []).sorted() {
                let tick = Layer(name: "session.tick")
                tick.backgroundColor = Self.color(of: kind)
                tick.setFrame(kind == .tab ? Rect(x: Double(x) - 0.5, y: 1, width: 2, height: Self.rulerHeight - 2)
                              : Rect(x: Double(x), y: top ? 3 : 14, width: 1, height: 9))
                tick.allowsHitTesting = false
                ticksLayer.addSublayer(tick)
            }
        }
        for m in timeline.marks {
            let x = x(for: m.time.seconds)
            let color = m.dump == nil ? Self.unchecked : (verdicts[m.number] ?? true) ? Self.agrees : Self.differs
            let pole = Layer(name: "session.flag.\(m.number)")
            pole.backgroundColor = color
            pole.setFrame(Rect(x: x, y: 0, width: 1.5, height: Self.rulerHeight))
            let flag = Layer(name: "session.flag.\(m.number).cloth")
            flag.backgroundColor = color
            flag.cornerRadius = 1.5
            flag.setFrame(Rect(x: 1.5, y: 1, width: 9, height: 7))
            pole.addSublayer(flag)
            for l in [pole, flag] { l.allowsHitTesting = false }
            flagsLayer.addSublayer(pole)
        }
        let step = Self.labelStep(duration: duration, width: ruler.frame.width)
        var t = 0.0
        while t <= duration + 1e-9 {
            let label = TextLayer(name: "session.second", string: Self.seconds(t, whole: true), fontSize: 10, textColor: Theme.secondaryLabel)
            let x = x(for: t)
            label.alignment = .center
            label.setFrame(Rect(x: x - 30, y: 0, width: 60, height: 13))
            label.allowsHitTesting = false
            labelsLayer.addSublayer(label)
            t += step
        }
    }

    /// Seconds between the ruler's labels: a round step that leaves them 70 points apart.
    static func labelStep(duration: Double, width: Double) -> Double {
        let steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1_200, 3_600]
        let fits = steps.first { width / (duration / $0) >= 70 }
        return fits ?? duration
    }

    static func seconds(_ t: Double, whole: Bool = false) -> String {
        whole && t == t.rounded() ? "\(Int(t)) s" : String(format: whole ? "%.2g s" : "%.2f", t)
    }
}
