import Testing
@testable import Animation

@Suite("Timing functions")
struct TimingFunctionTests {
    /// Chromium's published samples for cubic-bezier(0.25, 0, 0.75, 1).
    static let chromium: [(x: Double, y: Double)] = [
        (0.05, 0.01136), (0.1, 0.03978), (0.25, 0.18235), (0.5, 0.5), (0.75, 0.81764), (0.95, 0.98863),
    ]

    @Test("cubic-bezier(0.25, 0, 0.75, 1) matches Chromium within 1.5e-4", arguments: chromium)
    func chromiumValues(sample: (x: Double, y: Double)) {
        #expect(abs(TimingFunction(0.25, 0, 0.75, 1).value(at: sample.x) - sample.y) < 1.5e-4)
    }

    @Test("overshooting curves reach their exact midpoints")
    func overshoot() {
        #expect(abs(TimingFunction(0.5, 1, 0.5, 1).value(at: 0.5) - 0.875) < 1e-6)
        #expect(abs(TimingFunction(0.5, 2, 0.5, 2).value(at: 0.5) - 1.625) < 1e-6)
    }

    @Test("every named curve starts at 0, ends at 1 and never runs backwards",
          arguments: TimingFunction.named.map(\.function))
    func monotone(f: TimingFunction) {
        #expect(f.value(at: 0) == 0 && f.value(at: 1) == 1)
        var last = 0.0
        for i in 1...200 {
            let v = f.value(at: Double(i) / 200)
            #expect(v >= last - 1e-12)
            last = v
        }
    }

    @Test("the solver finds x to within 1e-5 everywhere")
    func solverPrecision() {
        let f = TimingFunction(0.1, 0.7, 0.9, 0.2)
        for i in 0...1000 {
            let x = Double(i) / 1000
            let s = f.solveParameter(x)
            let cx = 3 * f.x1, bx = 3 * (f.x2 - f.x1) - cx, ax = 1 - cx - bx
            #expect(abs(((ax * s + bx) * s + cx) * s - x) < 1e-5)
        }
    }

    @Test("ease-in-out is symmetric")
    func symmetry() {
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(TimingFunction.easeInEaseOut.value(at: x) + TimingFunction.easeInEaseOut.value(at: 1 - x) - 1) < 1e-6)
        }
    }
}
