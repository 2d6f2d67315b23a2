import Animation
import Geometry
import Testing
@testable import Animation

@Suite("Media timing")
struct MediaTimingTests {
    @Test("Apple's convertTime example: timeOffset 1 and speed 0.5 map 0.5 to 1.25")
    func appleExample() {
        let layer = Layer()
        layer.timing.timeOffset = 1
        layer.timing.speed = 0.5
        #expect(layer.convertTime(0.5, from: nil) == 1.25)
        #expect(layer.convertTime(1.25, to: nil) == 0.5)
    }

    @Test("local time composes down the tree and converts between any two layers")
    func composes() {
        let root = Layer(), a = Layer(), b = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.timing.speed = 2
        a.timing.beginTime = 1
        b.timing.timeOffset = 3
        #expect(a.localTime(atMediaTime: 5) == 9)
        #expect(b.localTime(atMediaTime: 5) == 13)
        #expect(b.convertTime(9, from: a) == 13)
        #expect(a.convertTime(13, from: b) == 9)
    }

    @Test("total durations with autoreverses, repeats and speed", arguments: [
        (2.0, false, 0.0, 0.0, 1.0, 2.0),
        (2.0, true, 0.0, 0.0, 1.0, 4.0),
        (2.0, false, 3.0, 0.0, 1.0, 6.0),
        (2.0, true, 3.0, 0.0, 1.0, 12.0),
        (2.0, true, 2.5, 0.0, 1.0, 10.0),
        (2.0, false, 3.0, 0.0, 2.0, 3.0),
        (2.0, false, 0.0, 5.0, 1.0, 5.0),
        (2.0, false, .infinity, 0.0, 1.0, .infinity),
    ])
    func durations(duration: Double, autoreverses: Bool, repeats: Double, repeatDuration: Double, speed: Double, total: Double) {
        var t = MediaTiming()
        t.duration = duration
        t.autoreverses = autoreverses
        t.repeatCount = repeats
        t.repeatDuration = repeatDuration
        t.speed = speed
        #expect(t.activeDurationInParent == total)
    }

    private func timing(_ fill: MediaTiming.FillMode, begin: Double = 1, repeats: Double = 0, autoreverses: Bool = false) -> MediaTiming {
        var t = MediaTiming()
        t.beginTime = begin
        t.duration = 2
        t.fillMode = fill
        t.repeatCount = repeats
        t.autoreverses = autoreverses
        return t
    }

    @Test("fill modes decide what shows before and after the active interval", arguments: [
        (MediaTiming.FillMode.removed, false, false),
        (.forwards, false, true),
        (.backwards, true, false),
        (.both, true, true),
    ])
    func fillModes(fill: MediaTiming.FillMode, before: Bool, after: Bool) {
        let t = timing(fill)
        #expect((t.phase(atParent: 0.5).position != nil) == before)
        #expect((t.phase(atParent: 3.5).position != nil) == after)
        #expect(t.phase(atParent: 2).position == CyclePosition(iteration: 0, fraction: 0.5))
        if before { #expect(t.phase(atParent: 0).position?.fraction == 0) }
    }

    @Test("after whole repeats a forwards fill holds the final value")
    func holdsEnd() {
        let t = timing(.forwards, begin: 0, repeats: 3)
        #expect(t.phase(atParent: 100) == .filling(CyclePosition(iteration: 2, fraction: 1)))
    }

    @Test("after 2.5 repeats a forwards fill holds the mid value")
    func fractionalRepeat() {
        let t = timing(.forwards, begin: 0, repeats: 2.5)
        #expect(t.phase(atParent: 100) == .filling(CyclePosition(iteration: 2, fraction: 0.5)))
    }

    @Test("an autoreversed animation holds its start value")
    func autoreverseHoldsStart() {
        let t = timing(.forwards, begin: 0, repeats: 2, autoreverses: true)
        #expect(t.phase(atParent: 100) == .filling(CyclePosition(iteration: 1, fraction: 0)))
        #expect(t.phase(atParent: 3) == .active(CyclePosition(iteration: 0, fraction: 0.5)))
    }
}

@Suite("Pause and resume (QA1673)")
struct PauseResumeTests {
    @Test("each step sets exactly the values QA1673 prescribes")
    func stepByStep() {
        let root = Layer(), layer = Layer()
        root.addSublayer(layer)
        layer.pause(atMediaTime: 3)
        #expect(layer.timing.speed == 0 && layer.timing.timeOffset == 3)
        #expect(layer.localTime(atMediaTime: 10) == 3)
        layer.resume(atMediaTime: 10)
        #expect(layer.timing.speed == 1 && layer.timing.timeOffset == 0 && layer.timing.beginTime == 7)
        #expect(layer.localTime(atMediaTime: 10) == 3)
        #expect(layer.localTime(atMediaTime: 12) == 5)
    }

    @Test("after many cycles the presentation is the unpaused animation shifted by the total paused time")
    func manyCycles() {
        let root = Layer()
        let host = LayerHost(root: root)
        let layer = Layer()
        root.addSublayer(layer)
        let move = BasicAnimation(.positionX, from: .scalar(0), to: .scalar(100), duration: 10)
        layer.add(move, forKey: "move")
        var paused = 0.0
        var t = 0.0
        for (run, rest) in [(1.0, 0.5), (0.7, 2.0), (1.3, 0.25), (2.0, 1.0)] {
            t += run
            layer.pause(atMediaTime: MediaTime(seconds: t))
            t += rest
            paused += rest
            layer.resume(atMediaTime: MediaTime(seconds: t))
        }
        t += 0.4
        host.update(at: MediaTime(seconds: t))
        let expected = (t - paused) / 10 * 100
        #expect(abs(layer.presentation.position.x - expected) < 1e-9)
    }
}
