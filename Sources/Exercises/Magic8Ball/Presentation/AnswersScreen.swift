import Animation
import Geometry
import Widgets

/// Settings: the answers the 8-Ball falls back on, in an inset-grouped table. "+" adds
/// one through a prompt, a tap edits one, a swipe deletes, Edit shows handles to reorder,
/// and the last row restores the classic twenty after a confirmation. Every change is
/// saved at once by the view model; this screen only shows and asks.
///
/// Layer names: "eightball.settings" (the screen), "eightball.answers" (the table),
/// bar buttons "eightball.edit" and "eightball.add".
final class AnswersScreen: NavigationScreen {
    let layer = Layer(name: "eightball.settings")
    let navigationItem: NavigationItem
    let table = TableView(name: "eightball.answers")
    let editButton = Button(name: "eightball.edit", title: "Edit", style: .plain)
    let addButton = Button(name: "eightball.add", title: "", style: .plain, glyph: .plus)
    private let model: AnswersViewModel
    private let source: AnswerListSource
    /// Shows an alert over the window (the exercise owns presenting).
    private let present: (AlertController) -> Void
    private let say: (String) -> Void

    init(model: AnswersViewModel, present: @escaping (AlertController) -> Void, say: @escaping (String) -> Void) {
        self.model = model
        self.present = present
        self.say = say
        source = AnswerListSource(model: model)
        navigationItem = NavigationItem(title: "Answers", rightBarButtons: [editButton, addButton])
        layer.backgroundColor = Theme.groupedBackground
        table.register("answer") { AnswerCell(reuseIdentifier: "answer") }
        table.register("action") { TableViewCell(reuseIdentifier: "action") }
        table.showsSelection = false
        table.dataSource = source
        source.onRefusal = say
        layer.addSublayer(table.layer)
        editButton.action = { [weak self] in self?.toggleEditing() }
        addButton.action = { [weak self] in self?.add() }
        table.onActivate = { [weak self] ip in self?.activate(ip) }
    }

    func layout(in size: Size) {
        table.setFrame(Rect(origin: .zero, size: size))
    }

    var focusableControls: [Control] { [table] }

    private func toggleEditing() {
        table.setEditing(!table.isEditing, animated: true)
        editButton.title = table.isEditing ? "Done" : "Edit"
        navigationItem.setNeedsLayout()
    }

    /// Leaves edit mode (the screen is going away).
    func endEditing() {
        if table.isEditing { toggleEditing() }
    }

    private func activate(_ ip: IndexPath) {
        switch AnswerListSource.Section(rawValue: ip.section)! {
        case .answers: edit(ip.row)
        case .restore: confirmRestore()
        }
    }

    private func add() {
        present(AnswerPrompt.make(model: model, editing: nil) { [weak self] text, type in
            guard let self, self.model.add(text, type: type) == nil else { return }
            let ip = IndexPath(row: self.model.answers.count - 1, section: 0)
            self.table.insertRows(at: [ip])
            self.table.scrollToRow(at: ip, animated: true)
            self.say("Added “\(self.model.answers[ip.row].text)”")
        })
    }

    private func edit(_ row: Int) {
        guard model.answers.indices.contains(row) else { return }
        let old = model.answers[row]
        present(AnswerPrompt.make(model: model, editing: old) { [weak self] text, type in
            guard let self else { return }
            if let problem = self.model.replace(old, with: text, type: type) {
                self.say(problem)
                return
            }
            self.table.reloadData()
        })
    }

    private func confirmRestore() {
        let n = model.answers.count
        let yours = n == 1 ? "Your one answer is" : "Your \(n) answers are"
        let a = AlertController(title: "Restore the classic answers?",
                                message: "\(yours) replaced by the toy's twenty. This cannot be undone.")
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        a.addAction(AlertAction(title: "Restore", style: .destructive) { [weak self] in
            self?.model.restoreDefaults()
            self?.table.reloadData()
            self?.say("Restored the classic answers")
        })
        present(a)
    }
}
