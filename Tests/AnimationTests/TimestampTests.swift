import Animation
import Testing
@testable import Animation

/// Moments carry their base: seconds add to a moment, two moments on one base subtract to
/// seconds, and the layer converts between the media clock and its own time.
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

    @Test("a layer turns media time into its local time and back, through its ancestors' timing")
    func layerConversion() {
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        parent.timing.beginTime = 1
        parent.timing.speed = 2
        child.timing.timeOffset = 10
        // Parent: (t - 1) * 2; child: that + 10.
        let local = child.localTime(atMediaTime: MediaTime(seconds: 4))
        #expect(local == LocalTime(seconds: 16))
        #expect(child.mediaTime(atLocalTime: local) == MediaTime(seconds: 4))
    }

    @Test("pausing at a media time freezes local time there (QA1673), and resuming carries on from it")
    func pauseResume() {
        let layer = Layer()
        layer.pause(atMediaTime: MediaTime(seconds: 3))
        #expect(layer.localTime(atMediaTime: MediaTime(seconds: 9)) == LocalTime(seconds: 3))
        layer.resume(atMediaTime: MediaTime(seconds: 9))
        #expect(layer.localTime(atMediaTime: MediaTime(seconds: 10)) == LocalTime(seconds: 4))
    }
}
