import Animation
import Testing
@testable import Loop

/// Frames fed by hand on a made-up clock: 60 Hz is one frame every 1/60 s.
private let interval = 1.0 / 60

@Suite("Frame stats")
struct FrameStatsTests {
    @Test("a steady 60 Hz second reports 60 fps and no drops")
    func steady() {
        var stats = FrameStats()
        for i in 0..<60 {
            stats.record(presentedAt: MediaTime(seconds: Double(i) * interval), duration: 0.002, redrawnShare: 0.1, animating: true)
        }
        #expect(stats.report(at: MediaTime(seconds: 0.99)) == nil)
        let r = stats.report(at: MediaTime(seconds: 1.0))
        #expect(r?.framesPerSecond == 59 || r?.framesPerSecond == 60)
        #expect(r?.droppedFrames == 0)
        #expect(abs((r?.redrawnShare ?? 0) - 0.1) < 1e-9)
        #expect(r?.medianFrameTime == 0.002)
    }

    @Test("a late frame while animating counts as dropped; after an idle spell it does not")
    func drops() {
        var stats = FrameStats()
        var t = 0.0
        for _ in 0..<10 {
            stats.record(presentedAt: MediaTime(seconds: t), duration: 0.001, redrawnShare: 0, animating: true)
            t += interval
        }
        // Two intervals late: one dropped frame.
        t += interval
        stats.record(presentedAt: MediaTime(seconds: t), duration: 0.001, redrawnShare: 0, animating: false)
        // Idle for half a second: not a drop, since nothing was due.
        t += 0.5
        stats.record(presentedAt: MediaTime(seconds: t), duration: 0.001, redrawnShare: 0, animating: true)
        // 1.4 intervals late is within tolerance.
        t += 1.4 * interval
        stats.record(presentedAt: MediaTime(seconds: t), duration: 0.001, redrawnShare: 0, animating: true)
        #expect(t < 1)
        #expect(stats.report(at: 1.0)?.droppedFrames == 1)
    }

    @Test("a frame after the loop slept, or after frames that were not the scene's, is never a drop, though the scene animated before")
    func noDropAfterIdle() {
        var stats = FrameStats()
        // The last frame of an animation: it still animates when presented, then stops
        // without a frame of its own (nothing changed on screen).
        stats.record(presentedAt: 0.0, duration: 0.001, redrawnShare: 0, animating: true)
        // The loop slept; input wakes it 0.4 s later.
        stats.record(presentedAt: 0.4, duration: 0.001, redrawnShare: 0, animating: true, followsIdle: true)
        // Only a meter's own frames for a while (the loop kept busy), then the scene again.
        stats.skip(presentedAt: MediaTime(seconds: 0.4 + interval))
        stats.record(presentedAt: 0.7, duration: 0.001, redrawnShare: 0, animating: false)
        #expect(stats.report(at: 1.0)?.droppedFrames == 0)
    }

    @Test("median and worst frame time come from the last second only")
    func medianAndWorst() {
        var stats = FrameStats()
        stats.record(presentedAt: 0.0, duration: 0.5, redrawnShare: 1, animating: true)
        for (i, d) in [0.004, 0.001, 0.003, 0.002].enumerated() {
            stats.record(presentedAt: MediaTime(seconds: 1.5 + Double(i) * interval), duration: d, redrawnShare: 0.5, animating: true)
        }
        let r = stats.report(at: MediaTime(seconds: 1.6))
        #expect(r?.framesPerSecond == 4)
        #expect(r?.worstFrameTime == 0.004)
        #expect(abs((r?.medianFrameTime ?? 0) - 0.0025) < 1e-12)
        #expect(r?.redrawnShare == 0.5)
    }

    @Test("reports come once a period, not on every frame")
    func oncePerPeriod() {
        var stats = FrameStats()
        stats.record(presentedAt: 0.0, duration: 0.001, redrawnShare: 0, animating: false)
        #expect(stats.report(at: 1.0) != nil)
        #expect(stats.report(at: 1.5) == nil)
        #expect(stats.report(at: 2.0) != nil)
    }

    @Test("the description names every figure")
    func description() {
        let r = FrameStats.Report(framesPerSecond: 60, medianFrameTime: 0.0018, worstFrameTime: 0.0032, redrawnShare: 0.04, droppedFrames: 2)
        #expect(r.description == "60 fps, frame 1.8 ms median, 3.2 ms worst, 4 % redrawn, 2 dropped")
    }
}
