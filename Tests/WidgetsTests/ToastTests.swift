import Animation
import Geometry
import Testing
@testable import Widgets

@Suite("Toast")
struct ToastTests {
    private func toast() -> Toast {
        let t = Toast()
        t.layout(in: Size(width: 800, height: 600))
        return t
    }

    private func text(_ t: Toast) -> String? { t.layer.isHidden ? nil : t.layer.dump().first(named: "toast.text")?.text }

    @Test("a report a plain message covers comes back when the message goes, for the rest of its time")
    func reportWaitsBehindAMessage() {
        let t = toast()
        t.report(["problem 1", "problem 2"], at: 0)
        t.show("Saved /tmp/x.png", at: 1)
        #expect(text(t) == "Saved /tmp/x.png")
        t.update(at: 4)
        #expect(text(t) == "problem 1 (+1 more)" + Toast.detailsHint)
        #expect(t.takesClicks)
        #expect(t.hideTime == 8, "the report's own 8 s")
        t.update(at: 8)
        #expect(text(t) == nil)
    }

    @Test("a report that the messages over it outlived comes back for a message's time; one already over does not")
    func heldReportTimes() {
        let t = toast()
        t.report(["one problem"], at: 0)
        t.show("first", at: 2)
        t.show("second", at: 4)
        t.update(at: 7)
        #expect(text(t) == "one problem")
        #expect(t.hideTime == 10)
        t.update(at: 10)
        t.report(["stale"], at: 0)
        t.show("after", at: 20)
        t.update(at: 23)
        #expect(text(t) == nil, "a report whose time was over is not brought back")
    }

    @Test("a plain message a report covers comes back after it; one a message covers only when no report waits")
    func messageWaitsBehindAReport() {
        let t = toast()
        t.show("The last session ended abruptly. Replay it with: motionlab replay x.json", at: 0)
        t.report(["state.json was set aside"], at: 0)
        #expect(text(t) == "state.json was set aside")
        t.update(at: 3)
        #expect(text(t) == "The last session ended abruptly. Replay it with: motionlab replay x.json")
        #expect(t.hideTime == 6, "at least a message's time")
        t.update(at: 6)
        #expect(text(t) == nil)
        t.report(["problem"], at: 10)
        t.show("first", at: 11)
        t.show("second", at: 12)
        t.update(at: 15)
        #expect(text(t) == "problem", "the report waited, not the first message")
    }

    @Test("a window that slept past a message and what it covered shows neither")
    func sleptPastBoth() {
        let t = toast()
        t.report(["one", "two"], at: 0)
        t.show("message", at: 1)
        t.update(at: 30)
        #expect(text(t) == nil)
    }

    @Test("a report made while another waits behind a message joins it")
    func reportsJoinBehindAMessage() {
        let t = toast()
        t.report(["left out 1"], at: 0)
        t.show("Saved", at: 1)
        t.report(["moved 1"], at: 2)
        #expect(text(t) == "left out 1 (+1 more)" + Toast.detailsHint)
        t.update(at: 5)
        #expect(text(t) == "left out 1 (+1 more)" + Toast.detailsHint, "the joined report is not followed by the old one")
    }

    @Test("its clock moving (a replay gone live) keeps the time left of the message and of the report behind it")
    func movedClock() {
        let t = toast()
        t.report(["problem"], at: 10)
        t.show("message", at: 11)
        t.moveClock(by: 100)
        t.update(at: 113.9)
        #expect(text(t) == "message")
        t.update(at: 114)
        #expect(text(t) == "problem")
        #expect(t.hideTime == 117)
    }
}
