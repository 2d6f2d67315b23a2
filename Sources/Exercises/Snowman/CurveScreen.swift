import Animation
import Geometry
import Widgets

/// The timing curves to choose from, a checkmark on the chosen one, pushed from Settings
/// as iOS settings lists are. A click chooses and goes back.
///
/// Layer names: "snowman.curves" (the screen), "snowman.curves.table".
final class CurveScreen: NavigationScreen, TableViewDataSource {
    let layer = Layer(name: "snowman.curves")
    let navigationItem = NavigationItem(title: "Timing Curve")
    let table = TableView(name: "snowman.curves.table")
    private var chosen: SnowmanCurve
    private let choose: (SnowmanCurve) -> Void

    init(chosen: SnowmanCurve, choose: @escaping (SnowmanCurve) -> Void) {
        self.chosen = chosen
        self.choose = choose
        layer.backgroundColor = Theme.groupedBackground
        table.register("row") { TableViewCell(reuseIdentifier: "row") }
        table.showsSelection = false
        table.dataSource = self
        table.onActivate = { [weak self] ip in self?.pick(SnowmanCurve.allCases[ip.row]) }
        layer.addSublayer(table.layer)
    }

    func layout(in size: Size) { table.setFrame(Rect(origin: .zero, size: size)) }
    var focusableControls: [Control] { [table] }

    private func pick(_ c: SnowmanCurve) {
        chosen = c
        for (i, curve) in SnowmanCurve.allCases.enumerated() {
            table.cellForRow(at: IndexPath(row: i, section: 0))?.accessory = curve == c ? .checkmark : .none
        }
        choose(c)
    }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { SnowmanCurve.allCases.count }
    func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String? {
        "Spring settles into place with a bounce; the others are Core Animation's named timing functions."
    }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row")
        let c = SnowmanCurve.allCases[ip.row]
        cell.textLabel.string = c.title
        cell.accessory = c == chosen ? .checkmark : .none
        return cell
    }
}
