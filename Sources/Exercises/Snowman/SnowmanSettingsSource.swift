import Widgets

/// The Settings table's rows: a section per group of dimensions (a stepper row each), the
/// timing section (duration and repeat count steppers, an autoreverse switch, the curve,
/// which opens a list), and the settings to play: built-in "Default" first (a click chooses
/// it; it cannot be deleted), then the saved ones, which a swipe deletes.
final class SnowmanSettingsSource: TableViewDataSource {
    private let model: SnowmanViewModel
    /// A delete was refused or failed: the reason, for the screen to say.
    var onProblem: ((String) -> Void)?
    /// While the table deletes a row itself (it animates the change, so the screen must
    /// not reload under it).
    private(set) var isDeletingRow = false

    enum Row: Equatable {
        case dimension(SnowmanDimension)
        case autoreverse
        case curve
        case saved(String)
        case unreadable(file: String, reason: String)
    }

    init(model: SnowmanViewModel) {
        self.model = model
    }

    private var sections: [(title: String, rows: [Row])] {
        var out = SnowmanDimension.Section.allCases.map { s in
            (s.rawValue, SnowmanDimension.inSection(s).map(Row.dimension))
        }
        out[out.count - 1].1 += [.autoreverse, .curve]
        let saved = [Row.saved(SnowmanLibrary.defaultName)] + model.library.entries.map { e -> Row in
            switch e {
            case .saved(let name, _, _): .saved(name)
            case .unreadable(let file, let reason): .unreadable(file: file, reason: reason)
            }
        }
        out.append(("Setting to play", saved))
        return out
    }

    func row(at ip: IndexPath) -> Row? {
        let s = sections
        guard s.indices.contains(ip.section), s[ip.section].rows.indices.contains(ip.row) else { return nil }
        return s[ip.section].rows[ip.row]
    }

    var savedSection: Int { SnowmanDimension.Section.allCases.count }

    func numberOfSections(in table: TableView) -> Int { sections.count }
    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String? {
        switch section {
        case SnowmanDimension.Section.allCases.firstIndex(of: .rotation): "A flip is a full turn, seen in perspective: you see the snowman's back halfway."
        case SnowmanDimension.Section.allCases.firstIndex(of: .timing): "Repeat count is Core Animation's: 0 and 1 both play once."
        case savedSection where model.library.entries.isEmpty: "The checked one plays. Settings you save appear here. “Default” is built in and always stays."
        case savedSection: "The checked one plays. Click one to play it, swipe left to delete it. “Default” is built in and always stays."
        default: nil
        }
    }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        switch row(at: ip)! {
        case .dimension(let d):
            let cell = table.dequeueReusableCell(withIdentifier: "stepper") as! StepperCell
            cell.format = d.format
            cell.configure(title: d.title, value: model.setting[d], range: d.range, step: d.step)
            cell.onValueChanged = { [weak self] v in self?.model.set(d, to: v) }
            return cell
        case .autoreverse:
            let cell = table.dequeueReusableCell(withIdentifier: "switch") as! SwitchCell
            cell.configure(title: "Autoreverse", isOn: model.setting.autoreverses)
            cell.onValueChanged = { [weak self] on in self?.model.setAutoreverses(on) }
            return cell
        case .curve:
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = "Timing curve"
            cell.textLabel.textColor = Theme.label
            cell.detailTextLabel.string = model.setting.curve.title
            cell.accessory = .disclosureIndicator
            return cell
        case .saved(let name):
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = name
            cell.textLabel.textColor = Theme.label
            cell.detailTextLabel.string = ""
            cell.accessory = name == model.chosenName ? .checkmark : .none
            return cell
        case .unreadable(let file, let reason):
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = file
            cell.textLabel.textColor = Theme.secondaryLabel
            cell.detailTextLabel.string = "Unreadable: \(reason)"
            cell.accessory = .none
            return cell
        }
    }

    func tableView(_ table: TableView, canEditRowAt ip: IndexPath) -> Bool {
        if case .saved(let name) = row(at: ip) { return name != SnowmanLibrary.defaultName }
        return false
    }

    func tableView(_ table: TableView, commitDeleteAt ip: IndexPath) {
        guard case .saved(let name) = row(at: ip), name != SnowmanLibrary.defaultName else { return }
        isDeletingRow = true
        defer { isDeletingRow = false }
        if let problem = model.delete(name) {
            table.closeSwipe()
            onProblem?(problem)
            return
        }
        table.deleteRows(at: [ip])
    }
}
