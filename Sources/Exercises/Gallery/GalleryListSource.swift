import Widgets

/// The gallery's table: a row of each kind the exercises need, in four sections, the
/// data of each kept here. Settings rows with steppers (Snowman), a checklist (Color
/// Timer), answers to delete and reorder (Magic 8-Ball), and a thousand rows to fling.
final class GalleryListSource: TableViewDataSource {
    struct Setting {
        let title: String
        var value: Double
        let range: ClosedRange<Double>
        let step: Double
        /// Where it starts, and goes back to on a reset.
        var initial: Double

        init(title: String, value: Double, range: ClosedRange<Double>, step: Double) {
            self.title = title
            self.value = value
            self.range = range
            self.step = step
            initial = value
        }
    }

    var settings = [
        Setting(title: "Width multiplier", value: 1, range: 0.5...3, step: 0.5),
        Setting(title: "Height multiplier", value: 1, range: 0.5...3, step: 0.5),
        Setting(title: "Horizontal offset", value: 0, range: -100...100, step: 20),
    ]
    let colors = ["Time text", "Circle", "Primary background", "Secondary background"]
    var chosenColor = 1
    var answers = ["Just do it!", "Change your mind", "Ask again later", "Without a doubt", "Very doubtful"]
    static let numberCount = 1000
    /// Tells the page what changed, for its readout.
    var onChange: ((String) -> Void)?

    enum Section: Int, CaseIterable { case navigation, settings, colors, answers, numbers }

    func numberOfSections(in table: TableView) -> Int { Section.allCases.count }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .navigation: 1
        case .settings: settings.count
        case .colors: colors.count
        case .answers: answers.count
        case .numbers: Self.numberCount
        }
    }

    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? {
        ["Navigation", "Settings", "Colour", "Answers", "A thousand rows"][section]
    }

    func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .answers: "Swipe an answer left to delete it. Edit shows handles to reorder."
        case .numbers: "Only the rows in view exist; they are reused as you scroll."
        case .navigation, .settings, .colors: nil
        }
    }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        switch Section(rawValue: ip.section)! {
        case .navigation:
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = "Open a page"
            cell.accessory = .disclosureIndicator
            return cell
        case .settings:
            let cell = table.dequeueReusableCell(withIdentifier: "setting") as! StepperCell
            let s = settings[ip.row]
            cell.configure(title: s.title, value: s.value, range: s.range, step: s.step)
            cell.onValueChanged = { [weak self] v in
                self?.settings[ip.row].value = v
                self?.onChange?("\(s.title): \(cell.format(v))")
            }
            return cell
        case .colors:
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = colors[ip.row]
            cell.accessory = ip.row == chosenColor ? .checkmark : .none
            return cell
        case .answers:
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = answers[ip.row]
            return cell
        case .numbers:
            let cell = table.dequeueReusableCell(withIdentifier: "row")
            cell.textLabel.string = "Row \(ip.row + 1)"
            cell.detailTextLabel.string = "#\(String(ip.row + 1, radix: 16, uppercase: true))"
            return cell
        }
    }

    func tableView(_ table: TableView, canEditRowAt ip: IndexPath) -> Bool { ip.section == Section.answers.rawValue }
    func tableView(_ table: TableView, canMoveRowAt ip: IndexPath) -> Bool { ip.section == Section.answers.rawValue }

    func tableView(_ table: TableView, commitDeleteAt ip: IndexPath) {
        let gone = answers.remove(at: ip.row)
        table.deleteRows(at: [ip])
        onChange?("Deleted “\(gone)”")
    }

    func tableView(_ table: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let a = answers.remove(at: source.row)
        answers.insert(a, at: destination.row)
        onChange?("Moved “\(a)” to \(destination.row + 1)")
    }

    /// A click on a colour checks it, and only it.
    func choose(_ ip: IndexPath, in table: TableView) {
        guard ip.section == Section.colors.rawValue else { return }
        table.cellForRow(at: IndexPath(row: chosenColor, section: ip.section))?.accessory = .none
        chosenColor = ip.row
        table.cellForRow(at: ip)?.accessory = .checkmark
        onChange?("Colour: \(colors[ip.row])")
    }
}
