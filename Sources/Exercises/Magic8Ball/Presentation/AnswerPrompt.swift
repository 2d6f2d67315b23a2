import Widgets

/// The prompt that adds an answer or edits one: a text field, a segmented control for
/// the type, Cancel and Save. Save stays off while the text is empty, and a text that is
/// there already says so in red; an answer is at most 200 characters.
///
/// Layer names: those of `AlertController`, and "answer.type" for the segmented control.
enum AnswerPrompt {
    /// The types in the segmented control's order.
    static let types: [AnswerType] = [.affirmative, .neutral, .contrary]

    /// A prompt for a new answer (`current` nil) or for editing `current`, known by its
    /// value rather than its row, which may move while the prompt is open; `save` gets the
    /// text and type chosen.
    static func make(model: AnswersViewModel, editing current: Answer?, save: @escaping (String, AnswerType) -> Void) -> AlertController {
        let alert = AlertController(title: current == nil ? "New Answer" : "Edit Answer",
                                    message: current == nil ? "The 8-Ball gives it when it cannot reach its server." : nil)
        // Wide enough for "Affirmative" in a third of the segmented control.
        alert.preferredWidth = 320
        alert.addTextField { f in
            f.placeholder = "Answer"
            f.maximumLength = Answer.maximumLength
            if let current { f.setText(current.text) }
        }
        let type = SegmentedControl(name: "answer.type", titles: types.map(\.rawValue),
                                    selectedIndex: types.firstIndex(of: current?.type ?? .affirmative) ?? 0)
        alert.addAccessory(type, height: Theme.segmentedHeight)
        // The alert shows a problem only once the user has typed or pressed Return, so an
        // empty field says "An answer needs some words." then, and nothing before.
        alert.validator = { text in
            model.problem(with: text, replacing: current).map { .invalid($0) } ?? .valid
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let done = AlertAction(title: "Save") { [weak alert] in
            guard let text = alert?.textFields.first?.text else { return }
            save(text, types[type.selectedIndex])
        }
        alert.addAction(done)
        alert.preferredAction = done
        return alert
    }
}
