/// Maps the selected group's time (seconds since its start) to x on the timeline and
/// back, and picks the ruler's ticks (DevTools' ruler: round milliseconds, five to ten
/// across).
struct TimelineScale: Equatable {
    /// Where time 0 sits, and how wide the ruler is, in points.
    var x0: Double
    var width: Double
    /// The seconds the ruler spans.
    var span: Double

    /// A ruler over a group `duration` seconds long, with a tenth to spare after its end.
    init(x0: Double, width: Double, duration: Double) {
        self.x0 = x0
        self.width = width
        span = max(duration * 1.1, 0.1)
    }

    func x(_ t: Double) -> Double { x0 + min(max(t, 0), span) / span * width }
    func time(atX x: Double) -> Double { min(max(0, (x - x0) / width * span), span) }

    /// The tick spacing in seconds: the smallest round step that leaves at most ten ticks.
    var step: Double {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
        return steps.first { span / $0 <= 10 } ?? span / 10
    }

    /// The ticks' times, from 0 to the end of the span.
    var ticks: [Double] {
        let s = step
        return (0...Int((span / s).rounded(.down))).map { Double($0) * s }
    }

    /// "0", "250", "1500 ms": milliseconds, as DevTools labels its ruler.
    static func label(_ t: Double) -> String {
        "\(Int((t * 1000).rounded()))"
    }
}
