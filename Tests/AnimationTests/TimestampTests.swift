import Testing
@testable import Animation

/// Moments carry their base: seconds add to a moment, and two moments on one base subtract
/// to seconds.
@Suite("Timestamps")
struct TimestampTests {
    @Test("a moment plus seconds is a moment; two moments subtract to seconds; order is by time")
    func arithmetic() {
        let t = MediaTime(seconds: 2)
        #expect(t + 0.5 == MediaTime(seconds: 2.5))
        #expect(t - 0.5 == MediaTime(seconds: 1.5))
        #expect(MediaTime(seconds: 3.25) - t == 1.25)
        var u = t
        u += 1
        #expect(u > t && [u, t].min() == t)
        #expect(!MediaTime.distantFuture.isFinite && MediaTime.distantFuture > MediaTime(seconds: 1e300))
    }
}
