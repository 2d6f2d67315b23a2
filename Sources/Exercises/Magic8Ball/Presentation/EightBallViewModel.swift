import Foundation
import Loop
import Services

/// The main screen's logic: turns shakes (UIResponder's motionBegan, motionEnded,
/// motionCancelled) into questions, and replies into what the die shows. It asks the
/// injected provider off the frame loop through `run` (the inbox, in the app), and falls
/// back on a saved answer, never the same twice in a row, when the provider fails or the
/// app runs offline. The screen only draws `state`.
final class EightBallViewModel {
    /// Where answers come from.
    enum Source {
        /// The endpoint, through a provider.
        case remote(AnswerProviding)
        /// Saved answers only, and why (`--offline`).
        case offline(reason: String)
    }

    /// Runs `work` off the loop and hands its result back on the loop (`Inbox.perform`);
    /// the work is handed its number, to ask the network with.
    typealias Runner = (_ work: @escaping @Sendable (WorkID?) async -> Result<Answer, AnswerFailure>,
                        _ then: @escaping (Result<Answer, AnswerFailure>) -> Void) -> Void

    private(set) var state = EightBallState.idle {
        didSet { if state != oldValue { onChange?(oldValue, state) } }
    }
    /// The words in the question field; sent as they are (trimmed), or a fixed question
    /// when empty.
    var question = ""
    /// Called with the old and the new state, for the screen to animate between them.
    var onChange: ((EightBallState, EightBallState) -> Void)?
    /// One line per answer, for `--verbose`: what was asked and what came back, or why not.
    var onLog: ((String) -> Void)?

    private let source: Source
    private let saved: () -> [Answer]
    private let run: Runner
    private var fallback: FallbackPicker
    private var nextID = 0
    /// How many questions have gone out (a test counts them).
    private(set) var questionsAsked = 0

    init(source: Source, saved: @escaping () -> [Answer], seed: UInt64, run: @escaping Runner) {
        self.source = source
        self.saved = saved
        self.run = run
        fallback = FallbackPicker(seed: seed)
    }

    // MARK: Shakes

    func motionBegan() {
        switch state {
        case .idle: state = .shaking(over: nil)
        case .answered(let a): state = .shaking(over: a)
        case .shaking, .asking: break // already shaking; or asking, when a shake is ignored
        }
    }

    func motionEnded() {
        guard case .shaking = state else { return }
        ask()
    }

    func motionCancelled() {
        guard case .shaking(let over) = state else { return }
        state = over.map(EightBallState.answered) ?? .idle
    }

    // MARK: Asking

    private func ask() {
        questionsAsked += 1
        let id = nextID
        nextID += 1
        state = .asking(id: id)
        let q = question
        switch source {
        case .offline(let reason):
            receive(.failure(AnswerFailure(reason)), for: id, question: q)
        case .remote(let provider):
            run({ work in await provider.answer(to: q, for: work) }, { [weak self] r in self?.receive(r, for: id, question: q) })
        }
    }

    private func receive(_ result: Result<Answer, AnswerFailure>, for id: Int, question: String) {
        guard state == .asking(id: id) else { return }
        let asked = question.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "(no question)" : "“\(question)”"
        switch result {
        case .success(let a):
            onLog?("8-Ball: \(asked): “\(a.text)” (\(a.type.rawValue))")
            state = .answered(ShownAnswer(answer: a, offlineReason: nil))
        case .failure(let f):
            // There is always one: the store keeps at least one answer.
            let a = fallback.next(from: saved()) ?? Answer.classics[0]
            onLog?("8-Ball: \(asked): offline (\(f.reason)); a saved answer: “\(a.text)” (\(a.type.rawValue))")
            state = .answered(ShownAnswer(answer: a, offlineReason: f.reason))
        }
    }
}
