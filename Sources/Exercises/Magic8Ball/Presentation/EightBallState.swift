/// What the main screen shows, as a state machine driven by shakes and answers:
///
///     idle ──began──▶ shaking ──ended──▶ asking ──answer──▶ answered
///       ▲               │ cancelled                            │ began
///       └───────────────┘ (back to what showed before) ◀───────┘
///
/// A shake while asking is ignored; a shake while an answer shows asks again.
enum EightBallState: Equatable {
    /// Nothing asked yet: the call to shake.
    case idle
    /// The ball is being shaken; `over` is the answer that showed before, to go back to if
    /// the shake is cancelled.
    case shaking(over: ShownAnswer?)
    /// The question is out; request `id`'s reply is awaited.
    case asking(id: Int)
    /// An answer shows.
    case answered(ShownAnswer)

    /// The answer on the die, if one shows (or shows behind a shake).
    var shown: ShownAnswer? {
        switch self {
        case .answered(let a), .shaking(over: .some(let a)): a
        case .idle, .shaking(over: nil), .asking: nil
        }
    }
}

/// An answer on the die, and whether it came from the saved ones because the endpoint
/// could not answer (with the reason, for the overlay and `--verbose`).
struct ShownAnswer: Equatable {
    let answer: Answer
    /// Why the endpoint gave no answer; nil when it did.
    let offlineReason: String?

    var isOffline: Bool { offlineReason != nil }
}
