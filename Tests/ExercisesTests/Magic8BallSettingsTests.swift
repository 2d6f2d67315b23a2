import Animation
import AppTestSupport
import Foundation
import Geometry
import Gestures
import Services
import Testing
import TestSupport
import Widgets
@testable import Exercises

/// The 8-Ball's Settings screen driven by clicks, keys and drags: add, edit, delete,
/// reorder and restore, each saved to `answers.json` and read back by the next launch.
@Suite("Magic 8-Ball settings")
struct Magic8BallSettingsTests {
    private func harness(_ dir: URL) -> (ShellHarness, Magic8BallExercise) {
        let h = ShellHarness(tab: .magic8Ball, folders: AppFolders(config: nil, data: dir), options: LaunchOptions(eightBall: EightBallOptions(offline: true)))
        h.play(EventScript(start: 0.05), settle: 0)
        return (h, h.shell.exercise(.magic8Ball) as! Magic8BallExercise)
    }

    private func click(_ h: ShellHarness, _ name: String, settle: Double = 0.6) {
        guard let c = h.center(of: name) else { Issue.record("no layer \(name)"); return }
        click(h, c, settle: settle)
    }

    private func click(_ h: ShellHarness, _ p: Point, settle: Double = 0.6) {
        var s = EventScript(start: h.clock.now + 0.05)
        s.click(p.x, p.y)
        h.play(s, settle: settle)
    }

    private func keys(_ h: ShellHarness, text: String? = nil, _ chords: String...) {
        var s = EventScript(start: h.clock.now + 0.05)
        for c in chords { s.key(c) }
        if let text { s.add(.text(text)) }
        h.play(s, settle: 0.3)
    }

    /// A row's point in the window, `fromRight` points in from its right edge (else its middle).
    private func row(_ e: Magic8BallExercise, _ r: Int, fromRight: Double? = nil) -> Point {
        let cell = e.settings.table.cellForRow(at: IndexPath(row: r, section: 0))!.layer
        let x = fromRight.map { cell.bounds.maxX - $0 } ?? cell.bounds.midX
        return cell.convert(Point(x: x, y: cell.bounds.midY), to: nil)!
    }

    private func saved(_ dir: URL) -> [Answer] {
        AnswerStore(folders: AppFolders(config: nil, data: dir), now: Date.init) { _ in }.answers
    }

    @Test("add, edit, delete, reorder and restore through the UI; each change is on disk for the next launch")
    func editThroughTheUI() {
        let dir = makeTemporaryDirectory("8ball-settings")
        let (h, e) = harness(dir)
        click(h, "eightball.settings-button", settle: 0.8)
        #expect(e.nav.topScreen === e.settings)

        // Add: empty is refused quietly, a repeat with a message, a new one saved with its type.
        click(h, "eightball.add")
        keys(h, "return")
        #expect(h.dump.first(named: "alert") != nil, "Return with nothing typed saves nothing")
        keys(h, text: "yes.")
        #expect(h.dump.first(named: "alert.note")?.text == "“yes.” is there already.")
        keys(h, "ctrl+a", "backspace")
        keys(h, text: "Just do it!")
        click(h, "answer.type.segment.2", settle: 0.3)
        click(h, "alert.button.1")
        #expect(h.dump.first(named: "alert") == nil)
        #expect(e.store.answers.last == Answer("Just do it!", .contrary))
        #expect(saved(dir).count == 21)

        // Edit: a click on a row opens it filled in (the add scrolled to the new last row).
        e.settings.table.scrollToRow(at: IndexPath(row: 0, section: 0), animated: false)
        h.play(EventScript(start: h.clock.now + 0.05), settle: 0.2)
        click(h, row(e, 0))
        #expect(h.dump.first(named: "alert.title")?.text == "Edit Answer")
        #expect(e.alert?.textFields.first?.text == "It is certain.")
        keys(h, text: "Certainly.", "ctrl+a")
        click(h, "answer.type.segment.1", settle: 0.3)
        keys(h, "return")
        #expect(e.store.answers[0] == Answer("Certainly.", .neutral))

        // Delete: a full swipe left, past 60 % of the row.
        let r1 = row(e, 1, fromRight: 40)
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: r1, to: Point(x: r1.x - 700, y: r1.y), speed: 1400)
        swipe.up(r1.x - 700, r1.y)
        h.play(swipe, settle: 1)
        #expect(e.store.answers.count == 20 && !e.store.answers.contains { $0.text == "It is decidedly so." })

        // Reorder: Edit, then the first row by its handle down two rows.
        click(h, "eightball.edit")
        let handle = row(e, 0, fromRight: 20)
        var drag = EventScript(start: h.clock.now + 0.1)
        drag.drag(from: handle, to: Point(x: handle.x, y: handle.y + 2 * Theme.tableRowHeight + 5), speed: 300)
        drag.wait(0.2)
        drag.up(handle.x, handle.y + 2 * Theme.tableRowHeight + 5)
        h.play(drag, settle: 1)
        #expect(e.store.answers[2].text == "Certainly.", "\(e.store.answers.prefix(3).map(\.text))")
        click(h, "eightball.edit")
        let edited = e.store.answers
        #expect(saved(dir) == edited)

        // A restart keeps them.
        let (_, again) = harness(dir)
        #expect(again.store.answers == edited)

        // Restore, after a confirmation.
        let restore = IndexPath(row: 0, section: AnswerListSource.Section.restore.rawValue)
        e.settings.table.scrollToRow(at: restore, animated: false)
        h.play(EventScript(start: h.clock.now + 0.05), settle: 0.2)
        let cell = e.settings.table.cellForRow(at: restore)!.layer
        click(h, cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)!)
        #expect(h.dump.first(named: "alert.title")?.text == "Restore the classic answers?")
        #expect(e.store.answers == edited, "nothing changes before the confirmation")
        click(h, "alert.button.1")
        #expect(e.store.answers == Answer.classics)
        #expect(saved(dir) == Answer.classics)
    }

    @Test("an edit prompt whose answer is deleted or moved while it is open changes nothing else, and says so")
    func editWhileTheRowGoes() {
        let dir = makeTemporaryDirectory("8ball-stale")
        let (h, e) = harness(dir)
        e.store.set([Answer("A", .neutral), Answer("B", .neutral), Answer("C", .neutral)])
        click(h, "eightball.settings-button", settle: 0.8)
        e.settings.table.reloadData()
        click(h, row(e, 1))
        #expect(e.alert?.textFields.first?.text == "B")
        // The row goes under the open prompt (a swipe that was already in flight).
        e.answers.delete(at: 1)
        e.settings.table.deleteRows(at: [IndexPath(row: 1, section: 0)])
        keys(h, text: "X", "ctrl+a")
        keys(h, "return")
        #expect(e.store.answers == [Answer("A", .neutral), Answer("C", .neutral)], "nothing else was overwritten")
        // A row moved under the open prompt: the edit follows its answer.
        click(h, row(e, 1))
        e.answers.move(from: 1, to: 0)
        keys(h, text: "Sea", "ctrl+a")
        keys(h, "return")
        #expect(e.store.answers == [Answer("Sea", .neutral), Answer("A", .neutral)])
    }

    @Test("the last answer cannot be swiped away, and the footer says why")
    func lastAnswerStays() {
        let dir = makeTemporaryDirectory("8ball-last")
        let (h, e) = harness(dir)
        e.store.set([Answer("Only me", .neutral)])
        click(h, "eightball.settings-button", settle: 0.8)
        let r = row(e, 0, fromRight: 40)
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: r, to: Point(x: r.x - 700, y: r.y), speed: 1400)
        swipe.up(r.x - 700, r.y)
        h.play(swipe, settle: 1)
        #expect(e.store.answers == [Answer("Only me", .neutral)])
        #expect(h.dump.first(named: "eightball.answers.footer.0")?.text?.contains("at least one answer") == true)
        #expect(e.answers.delete(at: 0) == AnswersViewModel.lastAnswerReason)
    }

    @Test("swiping the last answer left never opens its editor: the row bounces back and the footer says why")
    func lastAnswerSwipeIsNotAClick() {
        let dir = makeTemporaryDirectory("8ball-last-swipe")
        let (h, e) = harness(dir)
        e.store.set([Answer("Only me", .neutral)])
        click(h, "eightball.settings-button", settle: 0.8)
        let r = row(e, 0, fromRight: 40)
        var swipe = EventScript(start: h.clock.now + 0.1)
        swipe.drag(from: r, to: Point(x: r.x - 120, y: r.y), speed: 600)
        h.play(swipe, settle: 0)
        let cell = e.settings.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let held = cell.swipeOffset
        #expect(held < -2 && held > -40, "the row gives a little, as a rubber band: \(held)")
        #expect(h.dump.all(named: "cell.delete").allSatisfy { $0.hidden }, "no Delete button is offered")
        var lift = EventScript(start: h.clock.now + 0.01)
        lift.up(r.x - 120, r.y)
        h.play(lift, settle: 1)
        #expect(h.dump.first(named: "alert") == nil, "a swipe is never a click")
        #expect(cell.swipeOffset == 0, "the row bounced back")
        #expect(e.store.answers == [Answer("Only me", .neutral)])
        #expect(h.dump.first(named: "eightball.answers.footer.0")?.text == AnswersViewModel.lastAnswerReason)
    }

    @Test("Return in an empty new-answer prompt says an answer needs words, and nothing shows before it")
    func emptyAnswerSaysWhy() {
        let dir = makeTemporaryDirectory("8ball-empty")
        let h = ShellHarness(tab: .magic8Ball, folders: AppFolders(config: nil, data: dir),
                             options: LaunchOptions(eightBall: EightBallOptions(offline: true)))
        h.play(EventScript(start: 0.05), settle: 0)
        let e = h.shell.exercise(.magic8Ball) as! Magic8BallExercise
        click(h, "eightball.settings-button", settle: 0.8)
        click(h, "eightball.add")
        #expect(h.dump.first(named: "alert.note")?.text ?? "" == "", "an untouched prompt says nothing")
        keys(h, "return")
        #expect(e.alert != nil, "the prompt stays open")
        #expect(h.dump.first(named: "alert.note")?.text == "An answer needs some words.")
    }

    @Test("a new answer near 200 characters shows a counter, and a 250-character paste keeps the 200 that fit and says it was cut")
    func longAnswerSaysWhy() {
        let dir = makeTemporaryDirectory("8ball-long")
        let board = MemoryPasteboard()
        let h = ShellHarness(tab: .magic8Ball, folders: AppFolders(config: nil, data: dir),
                             options: LaunchOptions(eightBall: EightBallOptions(offline: true)), pasteboard: board)
        h.play(EventScript(start: 0.05), settle: 0)
        let e = h.shell.exercise(.magic8Ball) as! Magic8BallExercise
        click(h, "eightball.settings-button", settle: 0.8)
        click(h, "eightball.add")
        keys(h, text: String(repeating: "a", count: 150))
        #expect(h.dump.first(named: "alert.field.0.counter")?.hidden != false, "no counter far from the limit")
        keys(h, text: String(repeating: "b", count: 42))
        #expect(h.dump.first(named: "alert.field.0.counter")?.hidden == false, "a counter near the limit")
        #expect(h.dump.first(named: "alert.field.0.counter")?.text == "192/200")
        // Typing past the limit is refused, and says so.
        keys(h, text: String(repeating: "c", count: 10))
        #expect(e.alert?.textFields.first?.text.count == 200)
        #expect(h.dump.first(named: "alert.note")?.text?.contains("200") == true, "\(String(describing: h.dump.first(named: "alert.note")?.text))")
        // A paste that does not fit: the part that fits goes in, and the note says the rest was cut.
        keys(h, "ctrl+a", "backspace")
        board.string = String(repeating: "x", count: 250)
        keys(h, "ctrl+v")
        #expect(e.alert?.textFields.first?.text == String(repeating: "x", count: 200))
        let note = h.dump.first(named: "alert.note")?.text ?? ""
        #expect(note.contains("200 of 250"), "the note says the paste was cut: \(note)")
        #expect(h.dump.first(named: "alert.field.0.counter")?.text == "200/200")
        // The next edit clears the message.
        keys(h, "backspace")
        #expect(h.dump.first(named: "alert.note")?.text?.contains("250") != true)
    }

    @Test("restoring over a single answer says “Your one answer is replaced”, not “1 answers”")
    func restoreOneAnswerPlural() {
        let dir = makeTemporaryDirectory("8ball-plural")
        let (h, e) = harness(dir)
        e.store.set([Answer("Only me", .neutral)])
        click(h, "eightball.settings-button", settle: 0.8)
        e.settings.table.reloadData()
        let restore = IndexPath(row: 0, section: AnswerListSource.Section.restore.rawValue)
        let cell = e.settings.table.cellForRow(at: restore)!.layer
        click(h, cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)!)
        let message = h.dump.first(named: "alert.message")?.text ?? ""
        #expect(message.hasPrefix("Your one answer is replaced"), "\(message)")
    }

    @Test("a corrupt answers.json is set aside, never overwritten; the classics are used and the window says so")
    func corruptFile() throws {
        let dir = makeTemporaryDirectory("8ball-corrupt")
        let file = dir.appendingPathComponent("answers.json")
        try Data("{\"version\": 1, \"answers\": [".utf8).write(to: file)
        let (h, e) = harness(dir)
        #expect(e.store.answers == Answer.classics)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        let aside = names.filter { $0.hasPrefix("answers.json.unreadable-") }
        #expect(aside.count == 1, "\(names)")
        if let a = aside.first {
            #expect(try Data(contentsOf: dir.appendingPathComponent(a)) == Data("{\"version\": 1, \"answers\": [".utf8))
        }
        #expect(h.dump.first(named: "toast.text")?.text?.contains("8-Ball answers") == true, "\(String(describing: h.dump.first(named: "toast.text")?.text))")
    }
}

@Suite("The 8-Ball after Answers")
struct EightBallAfterAnswersTests {
    @Test("after leaving Answers with Esc, a click on the question field focuses it and typing goes in", arguments: ["escape", "back"])
    func fieldTakesClicksAfterAnswers(_ way: String) throws {
        let h = ShellHarness(tab: .magic8Ball)
        h.play(EventScript(start: 0.05), settle: 0.2)
        var s = EventScript(start: h.clock.now + 0.01)
        let gear = try #require(h.center(of: "eightball.settings-button"))
        s.click(gear.x, gear.y)
        h.play(s, settle: 0.8)
        s = EventScript(start: h.clock.now + 0.01)
        if way == "escape" {
            s.key("escape")
        } else {
            let back = try #require(h.center(of: "eightball.nav.back") ?? h.center(of: "nav.back"))
            s.click(back.x, back.y)
        }
        h.play(s, settle: 0.8)
        let field = try #require(h.center(of: "eightball.question"))
        s = EventScript(start: h.clock.now + 0.01)
        s.click(field.x, field.y)
        s.add(.text("hi"))
        h.play(s, settle: 0.2)
        let e = h.shell.exercise(.magic8Ball) as! Magic8BallExercise
        #expect(e.screen.question.text == "hi", "typed after \(way)")
        #expect(h.shell.wantsTextInput)
    }
}
