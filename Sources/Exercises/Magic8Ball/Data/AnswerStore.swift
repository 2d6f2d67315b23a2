import Foundation
import Services
import Storage

/// The saved answers the 8-Ball falls back on, in `answers.json` in the data folder:
/// `{"version": 1, "answers": [{"text": "Yes.", "type": "Affirmative"}, …]}`. Every change
/// is written whole and atomically (`SafeFile`: a temporary file, fsync, rename, fsync of
/// the folder). A file that is not valid (bad JSON, another version, no answers, an empty
/// or over-long or repeated answer) is set aside as `answers.json.unreadable-<time>` with a
/// message, and the classic answers are used. With no data folder they last for the run.
public final class AnswerStore {
    /// The schema this build reads and writes.
    public static let version = 1

    private struct File: Codable {
        var version: Int
        var answers: [Answer]

        init(answers: [Answer]) {
            version = AnswerStore.version
            self.answers = answers
        }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            version = try c.decode(Int.self, forKey: .version)
            answers = try c.decode([Answer].self, forKey: .answers)
            guard version == AnswerStore.version else {
                throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription: "version \(AnswerStore.version)")
            }
            guard AnswerStore.problem(with: answers) == nil else {
                throw DecodingError.dataCorruptedError(forKey: .answers, in: c, debugDescription: "a list of valid answers")
            }
        }
    }

    private let store: JSONFileStore<File>?
    private let warn: ([String]) -> Void
    /// The answers, in the user's order.
    public private(set) var answers: [Answer]

    public init(folders: AppFolders, now: @escaping () -> Date, warn: @escaping ([String]) -> Void) {
        self.warn = warn
        store = folders.data.map { JSONFileStore(file: $0.appendingPathComponent("answers.json"), contents: "8-Ball answers", now: now) }
        answers = store?.load()?.answers ?? Answer.classics
        report()
    }

    /// Why a list cannot be saved, in words for the user, or nil when it can: at least one
    /// answer, each valid, none twice (ignoring case).
    public static func problem(with answers: [Answer]) -> String? {
        if answers.isEmpty { return "The 8-Ball needs at least one answer." }
        if let bad = answers.lazy.compactMap({ Answer.problem(with: $0.text) }).first { return bad }
        var seen = Set<String>()
        for a in answers where !seen.insert(a.text.lowercased()).inserted { return "“\(a.text)” is there already." }
        return nil
    }

    /// Replaces the list and saves it, unless it breaks a rule: then nothing changes and
    /// the rule is returned.
    @discardableResult
    public func set(_ new: [Answer]) -> String? {
        if let p = Self.problem(with: new) { return p }
        answers = new
        store?.save(File(answers: new))
        report()
        return nil
    }

    private func report() {
        if let w = store?.takeWarnings(), !w.isEmpty { warn(w) }
    }
}
