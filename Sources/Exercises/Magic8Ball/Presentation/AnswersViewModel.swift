/// The Settings screen's logic: the saved answers, and every change the user can make to
/// them (add, edit, delete, reorder, restore the classics), each checked by the store's
/// rules and saved at once. The screen asks it before it shows anything: whether a text
/// may be saved, whether a row may go.
final class AnswersViewModel {
    private let store: AnswerStore
    /// Called after every change that was made.
    var onChange: (() -> Void)?

    /// Why the last answer stays, in words for the user.
    static let lastAnswerReason = "The 8-Ball needs at least one answer. Add another before you delete this one."

    init(store: AnswerStore) {
        self.store = store
    }

    var answers: [Answer] { store.answers }

    /// Why `text` cannot be saved as an answer (in place of `old`, when editing that one),
    /// or nil when it can: empty, too long, or there already.
    func problem(with text: String, replacing old: Answer? = nil) -> String? {
        var list = answers
        let new = Answer(text.trimmingCharacters(in: .whitespacesAndNewlines), .neutral)
        if let old, let i = list.firstIndex(of: old) { list[i] = new } else { list.append(new) }
        return AnswerStore.problem(with: list)
    }

    /// Adds an answer at the end. Returns why not, if it breaks a rule.
    @discardableResult
    func add(_ text: String, type: AnswerType) -> String? {
        change(answers + [Answer(text.trimmingCharacters(in: .whitespacesAndNewlines), type)])
    }

    /// Why an edit found nothing to change: the answer went while its prompt was open.
    static let goneReason = "That answer was deleted meanwhile, so nothing was changed."

    /// Changes `old`, wherever it is now (a row may have moved while its prompt was open).
    /// Returns why not, if it is gone or the new text breaks a rule.
    @discardableResult
    func replace(_ old: Answer, with text: String, type: AnswerType) -> String? {
        guard let index = answers.firstIndex(of: old) else { return Self.goneReason }
        var list = answers
        list[index] = Answer(text.trimmingCharacters(in: .whitespacesAndNewlines), type)
        return change(list)
    }

    /// Whether the answer at any row may be deleted: not the last one.
    var canDelete: Bool { answers.count > 1 }

    /// Deletes the answer at `index`, unless it is the last.
    @discardableResult
    func delete(at index: Int) -> String? {
        guard canDelete else { return Self.lastAnswerReason }
        guard answers.indices.contains(index) else { return nil }
        var list = answers
        list.remove(at: index)
        return change(list)
    }

    /// Moves the answer at `source` to `destination`.
    func move(from source: Int, to destination: Int) {
        guard answers.indices.contains(source), answers.indices.contains(destination) else { return }
        var list = answers
        list.insert(list.remove(at: source), at: destination)
        change(list)
    }

    /// Puts the classic twenty back, in place of everything.
    func restoreDefaults() {
        change(Answer.classics)
    }

    @discardableResult
    private func change(_ list: [Answer]) -> String? {
        if let problem = store.set(list) { return problem }
        onChange?()
        return nil
    }
}
