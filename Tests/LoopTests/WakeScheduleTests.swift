import Animation
import Testing
@testable import Loop

/// The merging of a scene's wake-ups: the earliest wins and says who asked; nothing, or a
/// time that never comes, asks for no wake-up.
@Suite("Wake schedule")
struct WakeScheduleTests {
    @Test("the earliest time wins, with the part that asked for it")
    func earliestWins() {
        var s = WakeSchedule()
        s.add(2.5, from: "toast")
        s.add(0.75, from: "gestures")
        s.add(1.0, from: "exercise")
        #expect(s.next == WakeSchedule.Wake(time: 0.75, source: "gestures"))
        #expect(s.time == 0.75)
    }

    @Test("parts with no wake-up add nothing, and with none at all the loop may sleep")
    func nilIsNoWake() {
        var s = WakeSchedule()
        s.add(nil, from: "shake")
        #expect(s.next == nil && s.time == nil)
        #expect(!s.isDue(by: 1e9))
        s.add(3, from: "animations")
        s.add(nil, from: "controls")
        #expect(s.next?.source == "animations")
    }

    @Test("a time that never comes (infinite or not a number) is left out, not slept on or woken at")
    func nonFiniteIsLeftOut() {
        var s = WakeSchedule()
        s.add(.distantFuture, from: "a")
        s.add(MediaTime(seconds: .nan), from: "b")
        s.add(MediaTime(seconds: -.infinity), from: "c")
        #expect(s.next == nil)
        s.add(4, from: "d")
        s.add(MediaTime(seconds: .nan), from: "e")
        #expect(s.next == WakeSchedule.Wake(time: 4, source: "d"))
    }

    @Test("of equal times the first added is named")
    func tiesKeepTheFirst() {
        var s = WakeSchedule()
        s.add(1, from: "gestures")
        s.add(1, from: "controls")
        #expect(s.next?.source == "gestures")
    }

    @Test("a wake-up is due at its time and after, not before")
    func due() {
        var s = WakeSchedule()
        s.add(2, from: "exercise")
        #expect(!s.isDue(by: 1.999))
        #expect(s.isDue(by: 2))
        #expect(s.isDue(by: 3))
    }
}
