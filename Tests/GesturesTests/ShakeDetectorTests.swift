import Animation
import Geometry
import Testing
@testable import Gestures

@Suite("Shake detector")
struct ShakeDetectorTests {
    /// Feeds window moves of `dx` alternating in sign every `swing` points, `perSwing`
    /// samples a swing, `interval` apart; returns the times at which it reported a shake.
    private func windowShake(swings: Int, swing: Double = 40, interval: Double = 0.02, perSwing: Int = 4, start: Double = 0) -> [Double] {
        var d = ShakeDetector<MediaBase>()
        var t = start, shakes: [Double] = []
        for s in 0..<swings {
            let sign = s % 2 == 0 ? 1.0 : -1.0
            for _ in 0..<perSwing {
                t += interval
                if d.add(displacement: Vector(dx: sign * swing / Double(perSwing), dy: 0), at: MediaTime(seconds: t)) { shakes.append(t) }
            }
        }
        return shakes
    }

    @Test("three reversals of 40 px within a second are a shake, reported once, as the third turn-back reaches 20 px")
    func shake() {
        // Swings right, left, right, left at 0.1 s each, in 10 px steps: a turn counts once
        // the movement back has covered 20 px, the second sample of the next swing, so the
        // third falls at 0.3 + 0.05 s.
        let shakes = windowShake(swings: 4, interval: 0.025)
        #expect(shakes.count == 1)
        #expect(abs(shakes[0] - 0.35) < 1e-9, "\(shakes)")
    }

    @Test("near misses: two reversals, swings under 20 px, and three reversals spread over more than a second")
    func nearMisses() {
        #expect(windowShake(swings: 3).isEmpty, "two reversals")
        #expect(windowShake(swings: 8, swing: 18).isEmpty, "18 px swings")
        #expect(windowShake(swings: 4, interval: 0.14).isEmpty, "0.56 s a swing: three reversals take 1.12 s")
        #expect(windowShake(swings: 4, interval: 0.12).count == 1, "0.48 s a swing: they take 0.96 s, just a shake")
    }

    @Test("a long shake reports again only after three more reversals")
    func repeats() {
        #expect(windowShake(swings: 7, interval: 0.025).count == 2)
    }

    @Test("the pointer shaking the ball up and down is a shake; a slow drag there and back is not")
    func pointer() {
        var d = ShakeDetector<MediaBase>()
        var shook = false
        let ys: [Double] = [0, 15, 30, 15, 0, 15, 30, 15, 0]
        for (i, y) in ys.enumerated() { shook = d.add(position: Point(x: 200, y: 300 + y), at: MediaTime(seconds: Double(i) * 0.05)) || shook }
        #expect(shook)
        var slow = ShakeDetector<MediaBase>()
        shook = false
        for (i, y) in [0.0, 60, 120, 60, 0, 60, 120].enumerated() { shook = slow.add(position: Point(x: 200, y: 300 + y), at: MediaTime(seconds: Double(i) * 0.5)) || shook }
        #expect(!shook, "reversals 1 s apart")
    }
}
