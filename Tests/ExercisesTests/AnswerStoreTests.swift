import Foundation
import Services
import Testing
import TestSupport
@testable import Exercises

@Suite("8-Ball answers")
struct AnswerStoreTests {
    private func store(_ dir: URL, warnings: inout [String]) -> AnswerStore {
        var got: [String] = []
        let s = AnswerStore(folders: AppFolders(config: nil, data: dir), now: { Date(timeIntervalSince1970: 0) }) { got += $0 }
        warnings += got
        return s
    }

    @Test("the classic twenty: ten affirmative, five neutral, five contrary, none twice")
    func classics() {
        let c = Answer.classics
        #expect(c.count == 20)
        #expect(c.filter { $0.type == .affirmative }.count == 10 && c.filter { $0.type == .neutral }.count == 5)
        #expect(AnswerStore.problem(with: c) == nil)
    }

    @Test("a change is saved and read back in order; the rules refuse empty, repeated and none at all")
    func roundTrip() {
        let dir = makeTemporaryDirectory("answers")
        var warnings: [String] = []
        let s = store(dir, warnings: &warnings)
        #expect(s.answers == Answer.classics)
        let mine = [Answer("Just do it!", .affirmative), Answer("Change your mind", .contrary)]
        #expect(s.set(mine) == nil)
        #expect(s.set([]) == "The 8-Ball needs at least one answer.")
        #expect(s.set(mine + [Answer("  ", .neutral)]) == "An answer needs some words.")
        #expect(s.set(mine + [Answer("just do it!", .neutral)]) == "“just do it!” is there already.")
        #expect(s.answers == mine, "a refused change changes nothing")
        #expect(store(dir, warnings: &warnings).answers == mine)
        #expect(warnings.isEmpty)
        let text = try? String(contentsOf: dir.appendingPathComponent("answers.json"), encoding: .utf8)
        #expect(text?.contains("\"version\" : 1") == true)
    }

    @Test("another version, an empty list or bad JSON is set aside with a message, and the classics come back")
    func corrupt() throws {
        for bad in [#"{"version": 2, "answers": [{"text": "Yes.", "type": "Affirmative"}]}"#, #"{"version": 1, "answers": []}"#, "{oops"] {
            let dir = makeTemporaryDirectory("answers-bad")
            try Data(bad.utf8).write(to: dir.appendingPathComponent("answers.json"))
            var warnings: [String] = []
            let s = store(dir, warnings: &warnings)
            #expect(s.answers == Answer.classics, "\(bad)")
            #expect(warnings.count == 1 && warnings[0].contains("answers.json"), "\(warnings)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("answers.json.unreadable") }
            #expect(kept.count == 1)
        }
    }

    @Test("an unknown type reads as neutral; known ones in any case")
    func types() throws {
        let a = try JSONDecoder().decode([Answer].self, from: Data(#"[{"text": "Hm.", "type": "Maybe"}, {"text": "Yes.", "type": "affirmative"}]"#.utf8))
        #expect(a.map(\.type) == [.neutral, .affirmative])
    }
}

@Suite("8-Ball fallback")
struct FallbackPickerTests {
    @Test("never the same answer twice in a row, the same choices for the same seed, and all of them in time")
    func picks() {
        var a = FallbackPicker(seed: 7), b = FallbackPicker(seed: 7)
        let answers = Answer.classics
        var seen: [Answer] = []
        for _ in 0..<400 {
            let x = a.next(from: answers)!
            #expect(x != seen.last)
            #expect(b.next(from: answers) == x)
            seen.append(x)
        }
        #expect(Set(seen).count == answers.count)
        var one = FallbackPicker(seed: 1)
        #expect(one.next(from: [answers[0]]) == answers[0] && one.next(from: [answers[0]]) == answers[0], "with one answer, that one")
        #expect(one.next(from: []) == nil)
    }
}
