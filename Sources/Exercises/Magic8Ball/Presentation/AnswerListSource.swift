import Widgets

/// The Settings table's rows, read from the view model: the answers, then a row that
/// restores the classics. Deletes and moves go to the view model, which saves them.
final class AnswerListSource: TableViewDataSource {
    private let model: AnswersViewModel
    /// A delete was refused (the last answer): the reason, for the screen to show.
    var onRefusal: ((String) -> Void)?

    enum Section: Int, CaseIterable { case answers, restore }

    init(model: AnswersViewModel) {
        self.model = model
    }

    func numberOfSections(in table: TableView) -> Int { Section.allCases.count }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section) == .answers ? model.answers.count : 1
    }

    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section) == .answers ? "Answers when offline" : nil
    }

    func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String? {
        guard Section(rawValue: section) == .answers else { return "Puts back the twenty answers of the classic toy." }
        return model.canDelete
            ? "The 8-Ball picks one of these when it cannot reach its server. Tap to edit, swipe left to delete."
            : "The 8-Ball needs at least one answer, so the last one cannot be deleted. Tap it to edit it."
    }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        switch Section(rawValue: ip.section)! {
        case .answers:
            let cell = table.dequeueReusableCell(withIdentifier: "answer") as! AnswerCell
            cell.configure(model.answers[ip.row])
            return cell
        case .restore:
            let cell = table.dequeueReusableCell(withIdentifier: "action")
            cell.textLabel.string = "Restore Defaults"
            cell.textLabel.textColor = Theme.destructive
            return cell
        }
    }

    func tableView(_ table: TableView, canEditRowAt ip: IndexPath) -> Bool { ip.section == Section.answers.rawValue && model.canDelete }
    func tableView(_ table: TableView, whyCannotDeleteRowAt ip: IndexPath) -> String? {
        ip.section == Section.answers.rawValue && !model.canDelete ? AnswersViewModel.lastAnswerReason : nil
    }
    func tableView(_ table: TableView, canMoveRowAt ip: IndexPath) -> Bool { ip.section == Section.answers.rawValue }

    func tableView(_ table: TableView, commitDeleteAt ip: IndexPath) {
        if let refused = model.delete(at: ip.row) {
            table.closeSwipe()
            onRefusal?(refused)
            return
        }
        table.deleteRows(at: [ip])
    }

    func tableView(_ table: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        model.move(from: source.row, to: destination.row)
    }
}
