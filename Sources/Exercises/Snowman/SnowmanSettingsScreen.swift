import Animation
import Geometry
import Widgets

/// Settings: a table of custom cells, one per dimension (its name, its value as the unit
/// reads, and a stepper), the timing (with an autoreverse switch and the curve), and the
/// saved settings. Every change plays at once; "Save" in the bar names the setting and
/// writes it. The screen shows the view model and forwards what the user does.
///
/// Layer names: "snowman.settings" (the screen), "snowman.settings.table", the bar's
/// "snowman.save".
final class SnowmanSettingsScreen: NavigationScreen {
    let layer = Layer(name: "snowman.settings")
    let navigationItem: NavigationItem
    let table = TableView(name: "snowman.settings.table")
    let saveButton = Button(name: "snowman.save", title: "Save", style: .plain)
    let source: SnowmanSettingsSource
    private let model: SnowmanViewModel

    init(model: SnowmanViewModel) {
        self.model = model
        source = SnowmanSettingsSource(model: model)
        navigationItem = NavigationItem(title: "Settings", rightBarButtons: [saveButton])
        layer.backgroundColor = Theme.groupedBackground
        table.register("stepper") { StepperCell(reuseIdentifier: "stepper") }
        table.register("switch") { SwitchCell(reuseIdentifier: "switch") }
        table.register("row") { TableViewCell(reuseIdentifier: "row") }
        table.showsSelection = false
        table.dataSource = source
        layer.addSublayer(table.layer)
    }

    func layout(in size: Size) { table.setFrame(Rect(origin: .zero, size: size)) }

    /// The table and the steppers and switches in view, in Tab order.
    var focusableControls: [Control] {
        let cells = table.visibleCells.sorted { $0.key < $1.key }.map(\.value)
        return [table] + cells.compactMap { ($0 as? StepperCell)?.stepper ?? ($0 as? SwitchCell)?.toggle }
    }

    /// Shows the view model again (a setting chosen, saved or deleted).
    func refresh() { table.reloadData() }
}
