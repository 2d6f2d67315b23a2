import Geometry
import Widgets

/// The "Color configurator" list: one row per element, its swatch and name, and a
/// checkmark on the one the colour picker edits. Rows are named "config.<element>"
/// ("config.time-text", "config.circle", "config.primary", "config.secondary").
final class ColorConfigurator: TableViewDataSource {
    var colors: (ColorTimerElement) -> Color
    private(set) var selected = ColorTimerElement.timeText

    init(colors: @escaping (ColorTimerElement) -> Color) {
        self.colors = colors
    }

    static func rowName(_ e: ColorTimerElement) -> String {
        switch e {
        case .timeText: "config.time-text"
        case .circle: "config.circle"
        case .primary: "config.primary"
        case .secondary: "config.secondary"
        }
    }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { ColorTimerElement.allCases.count }
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { "Color configurator" }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "swatch")
        let e = ColorTimerElement.allCases[ip.row]
        cell.layer.name = Self.rowName(e)
        cell.textLabel.string = e.title
        cell.accessory = e == selected ? .checkmark : .none
        (cell as? SwatchCell)?.swatch.backgroundColor = colors(e)
        return cell
    }

    /// Moves the checkmark to `e`.
    func select(_ e: ColorTimerElement, in table: TableView) {
        for (ip, cell) in table.visibleCells {
            cell.accessory = ColorTimerElement.allCases[ip.row] == e ? .checkmark : .none
        }
        selected = e
    }

    /// Shows an element's new colour in its swatch.
    func refresh(_ e: ColorTimerElement, in table: TableView) {
        guard let i = ColorTimerElement.allCases.firstIndex(of: e),
              let cell = table.cellForRow(at: IndexPath(row: i, section: 0)) as? SwatchCell else { return }
        cell.swatch.backgroundColor = colors(e)
    }
}
