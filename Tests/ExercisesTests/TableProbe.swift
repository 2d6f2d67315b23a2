import Animation
import Exercises
import Geometry
import Widgets

/// A table 400 x 600 at the window's top-left over the data source a test hands in, with
/// the rows it activated: the exercise the table view's tests host.
final class TableProbe<Source: TableViewDataSource>: Exercise {
    let layer: Layer
    let table = TableView(name: "table")
    let source: Source
    var activated: [IndexPath] = []

    init(services: ExerciseServices, source: Source) {
        layer = services.layer
        self.source = source
        table.register("row") { TableViewCell(reuseIdentifier: "row") }
        table.dataSource = source
        table.onActivate = { [unowned self] in activated.append($0) }
        layer.addSublayer(table.layer)
    }

    func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        table.setFrame(Rect(x: 0, y: 0, width: 400, height: 600))
    }

    var focusableControls: [Control] { [table] }
}
