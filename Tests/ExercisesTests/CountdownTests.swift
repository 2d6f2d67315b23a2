import Foundation
import Geometry
import Services
import Testing
import TestSupport
@testable import Exercises

@Suite("Color Timer countdown and settings")
struct CountdownTests {
    @Test("a tick a second takes a second off and flips the background; it stops at zero and stays")
    func ticks() {
        var c = Countdown(seconds: 3)
        #expect(c.remaining == 3 && !c.showsSecondary && c.nextTick == nil)
        c.start(at: 10)
        #expect(c.advance(to: 10.99).isEmpty)
        #expect(c.advance(to: 11.5) == [Countdown.Tick(time: 11, remaining: 2, showsSecondary: true)])
        #expect(c.advance(to: 12) == [Countdown.Tick(time: 12, remaining: 1, showsSecondary: false)])
        let last = c.advance(to: 30)
        #expect(last == [Countdown.Tick(time: 13, remaining: 0, showsSecondary: true)], "nothing after zero")
        #expect(c.state == .finished && c.remaining == 0 && c.showsSecondary && c.nextTick == nil)
    }

    @Test("the time set during a countdown adds or takes away at once; set to zero, it ends there")
    func stepDuringCountdown() {
        var c = Countdown(seconds: 61)
        c.start(at: 0)
        _ = c.advance(to: 5)
        #expect(c.remaining == 56)
        c.setTime(63)
        #expect(c.remaining == 58, "+2 s")
        c.setTime(1)
        #expect(c.remaining == 0 && c.state == .finished, "taken below what is left: it ends")
        c.setTime(5)
        #expect(c.remaining == 5 && c.state == .idle && !c.showsSecondary, "after the end it shows the time, ready to start")
        c.start(at: 100)
        #expect(c.remaining == 5 && c.isRunning && !c.showsSecondary)
    }

    @Test("a countdown can start only from a time above zero")
    func canStart() {
        var c = Countdown(seconds: 0)
        #expect(!c.canStart)
        c.setTime(1)
        #expect(c.canStart)
        c.start(at: 0)
        c.setTime(0)
        #expect(c.state == .finished && !c.canStart)
    }

    @Test("m:ss under an hour, h:mm:ss from an hour")
    func format() {
        #expect(Countdown.format(61) == "1:01")
        #expect(Countdown.format(0) == "0:00")
        #expect(Countdown.format(3600) == "1:00:00")
        #expect(Countdown.format(ColorTimerSettings.maximumSeconds) == "99:59:59")
    }

    @Test("settings round-trip through the file; a corrupt file is set aside and the defaults come back with a message")
    func persistence() throws {
        let dir = makeTemporaryDirectory("color-timer")
        let folders = AppFolders(config: dir, data: nil)
        var warnings: [String] = []
        let file = ColorTimerSettingsFile(folders: folders, now: { Date(timeIntervalSince1970: 0) }) { warnings += $0 }
        #expect(file.load() == .defaults && warnings.isEmpty)
        var s = ColorTimerSettings.defaults
        s.seconds = 90
        s.colors[.primary] = Color(r8: 0x12, g8: 0x34, b8: 0x56)
        file.save(s)
        let again = ColorTimerSettingsFile(folders: folders, now: { Date() }) { warnings += $0 }
        #expect(again.load() == s)
        let url = dir.appendingPathComponent("color-timer.json")
        try Data(#"{"seconds": 61, "primary": "blue"}"#.utf8).write(to: url)
        let corrupt = ColorTimerSettingsFile(folders: folders, now: { Date(timeIntervalSince1970: 0) }) { warnings += $0 }
        #expect(corrupt.load() == .defaults)
        #expect(warnings.count == 1 && warnings[0].contains("color-timer.json"), "\(warnings)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("color-timer.json.unreadable") }
        #expect(kept.count == 1, "the corrupt file is kept aside")
    }
}
