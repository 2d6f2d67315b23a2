import Animation
import Geometry
import Loop
import Widgets

/// Ctrl+Shift+F: a small meter in the window's top-left corner, as Chrome's Rendering
/// panel shows one: frames per second, frame time (median and worst of the last second),
/// the share of the window redrawn, and frames dropped while something animated.
///
/// It is fed by the front end after each frame it presents, and counts only frames the
/// scene asked for: a frame drawn just to show the meter's new figures is not one of them.
/// It never asks for a frame itself, so an idle window stays idle; its figures then are
/// those of the last second that had frames.
final class FrameMeter {
    static let size = Size(width: 228, height: 58)

    let layer: Layer
    private let lines: [TextLayer]
    private var stats = FrameStats()
    private(set) var isVisible = false

    init() {
        layer = Layer(name: "studio.meter")
        layer.backgroundColor = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.82)
        layer.cornerRadius = 8
        layer.allowsHitTesting = false
        layer.isHidden = true
        lines = (0..<3).map { i in
            let t = TextLayer(name: "studio.meter.line\(i + 1)", fontSize: 12, textColor: .white, alignment: .left, bold: i == 0)
            t.allowsHitTesting = false
            return t
        }
        for l in lines { layer.addSublayer(l) }
    }

    /// Shows or hides the meter; shown, it starts from no figures.
    func setVisible(_ visible: Bool) {
        isVisible = visible
        layer.isHidden = !visible
        stats = FrameStats()
        if visible { show(nil) }
    }

    /// A frame was presented. `sceneAsked` says whether the scene needed it (not only the
    /// meter), and `animating` whether the scene animates, so the next frame is due an
    /// interval later.
    func framePresented(_ frame: PresentedFrame, sceneAsked: Bool, animating: Bool) {
        guard isVisible else { return }
        guard sceneAsked else {
            // The scene neither animates nor changed: no frame of its is due after this.
            stats.skip(presentedAt: frame.time)
            return
        }
        stats.record(presentedAt: frame.time, duration: frame.duration, redrawnShare: frame.redrawnShare, animating: animating,
                     followsIdle: frame.followsIdle)
        if let report = stats.report(at: frame.time) { show(report) }
    }

    private func show(_ r: FrameStats.Report?) {
        guard let r else {
            lines[0].string = "Frame meter"
            lines[1].string = "waiting for frames…"
            lines[2].string = ""
            return
        }
        func ms(_ s: Double) -> String { String(format: "%.1f", s * 1000) }
        lines[0].string = "\(r.framesPerSecond) fps · \(r.droppedFrames) dropped"
        lines[1].string = "frame \(ms(r.medianFrameTime)) ms median, \(ms(r.worstFrameTime)) worst"
        lines[2].string = "\(Int((r.redrawnShare * 100).rounded())) % of the window redrawn"
    }

    /// Places the meter in the window's top-left corner.
    func layout() {
        layer.setFrame(Rect(x: 8, y: 8, width: Self.size.width, height: Self.size.height))
        for (i, l) in lines.enumerated() {
            l.setFrame(Rect(x: 10, y: 5 + Double(i) * 16, width: Self.size.width - 16, height: 16))
        }
    }
}
