import Testing
@testable import Dynamics

@Suite("Rubber band")
struct RubberBandTests {
    @Test("UIScrollView's formula at known points: nothing at 0, 35.5 % at one view-length, never the whole view")
    func knownPoints() {
        let d = 600.0
        #expect(RubberBand.offset(overshoot: 0, dimension: d) == 0)
        // (1 − 1/(0.55 + 1)) · d = 0.354839 · d
        #expect(abs(RubberBand.offset(overshoot: d, dimension: d) - 0.3548387 * d) < 1e-4)
        // 100 pt past the edge of a 600 pt view: (1 − 1/(100·0.55/600 + 1))·600 = 50.38
        #expect(abs(RubberBand.offset(overshoot: 100, dimension: d) - 50.3817) < 1e-3)
        #expect(RubberBand.offset(overshoot: 1e12, dimension: d) < d)
        #expect(RubberBand.offset(overshoot: -100, dimension: d) == -RubberBand.offset(overshoot: 100, dimension: d))
    }

    @Test("small pulls follow at the coefficient's rate, and the band stiffens as it stretches")
    func slope() {
        let d = 600.0
        let tiny = RubberBand.offset(overshoot: 0.01, dimension: d)
        #expect(abs(tiny / 0.01 - RubberBand.coefficient) < 1e-4)
        let a = RubberBand.offset(overshoot: 100, dimension: d) - RubberBand.offset(overshoot: 90, dimension: d)
        let b = RubberBand.offset(overshoot: 500, dimension: d) - RubberBand.offset(overshoot: 490, dimension: d)
        #expect(b < a)
    }

    @Test("clamp leaves values inside alone, bands those past either end, and overshoot inverts the band")
    func clampAndInverse() throws {
        #expect(RubberBand.clamp(50, to: 0...100, dimension: 300) == 50)
        #expect(RubberBand.clamp(130, to: 0...100, dimension: 300) == 100 + RubberBand.offset(overshoot: 30, dimension: 300))
        #expect(RubberBand.clamp(-30, to: 0...100, dimension: 300) == -RubberBand.offset(overshoot: 30, dimension: 300))
        for x in [-250.0, -3, 0, 7, 120, 900] {
            let shown = RubberBand.offset(overshoot: x, dimension: 300)
            #expect(abs(try #require(RubberBand.overshoot(showing: shown, dimension: 300)) - x) < 1e-6)
        }
        #expect(RubberBand.overshoot(showing: 300, dimension: 300) == nil)
    }
}
