import Animation
import Geometry
import Testing
@testable import Gestures

@Suite("Shake motion")
struct ShakeMotionTests {
    /// Shakes the window right and left, 40 pt swings in 10 pt moves 25 ms apart, from
    /// `start`; returns the motion events with their times, and the time of the last move.
    private func shake(_ m: inout ShakeMotion<MediaBase>, swings: Int, start: Double = 0) -> ([(MotionEvent, Double)], Double) {
        var events: [(MotionEvent, Double)] = []
        var t = start
        for s in 0..<swings {
            for _ in 0..<4 {
                t += 0.025
                if let e = m.moved(by: Vector(dx: s % 2 == 0 ? 10 : -10, dy: 0), at: MediaTime(seconds: t)) { events.append((e, t)) }
            }
        }
        return (events, t)
    }

    @Test("a shake begins once, lasts while the moves go on, and ends 0.3 s after the last")
    func beginsAndEnds() throws {
        var m = ShakeMotion<MediaBase>()
        let (events, last) = shake(&m, swings: 8)
        #expect(events.map(\.0) == [.began], "one began, however long the shake: \(events)")
        let end = try #require(m.end)
        #expect(abs(end.seconds - (last + GestureDefaults.shakeEndDelay)) < 1e-9)
        #expect(m.update(at: MediaTime(seconds: last + 0.29)) == nil)
        #expect(m.update(at: end) == .ended)
        #expect(m.end == nil)
        #expect(m.update(at: end + 1) == nil, "ended once")
    }

    @Test("let go, a shake ends at once; cut off, it is cancelled; with no shake under way, neither says anything")
    func finishAndCancel() {
        var m = ShakeMotion<MediaBase>()
        #expect(m.finish() == nil)
        #expect(m.cancel() == nil)
        _ = shake(&m, swings: 4)
        #expect(m.finish() == .ended)
        _ = shake(&m, swings: 4, start: 2)
        #expect(m.cancel() == .cancelled)
        #expect(m.end == nil)
    }

    @Test("a shake that ended forgets its reversals: the next needs reversals of its own")
    func nextShakeStartsAfresh() {
        var m = ShakeMotion<MediaBase>()
        _ = shake(&m, swings: 4)
        #expect(m.cancel() == .cancelled)
        let (events, _) = shake(&m, swings: 2, start: 0.4)
        #expect(events.isEmpty, "two swings after a cancelled shake are no shake: \(events)")
    }
}
