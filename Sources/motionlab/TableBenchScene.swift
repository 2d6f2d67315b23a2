import Animation
import Geometry
import Widgets

/// The table benchmark's scene: an inset-grouped table of 10,000 titled rows with
/// details filling a 1280x800 window, scrolled at a steady speed as a fling's middle
/// would scroll it, so every frame brings rows into view and retires others.
final class TableBenchScene: TableViewDataSource {
    let root: Layer
    let table = TableView(name: "bench.table")
    let rows: Int
    private let host: LayerHost

    init(rows: Int, size: Size) {
        self.rows = rows
        root = Layer(name: "table-bench")
        root.setFrame(Rect(origin: .zero, size: size))
        root.backgroundColor = Theme.groupedBackground
        host = LayerHost(root: root)
        table.register("row") { TableViewCell(reuseIdentifier: "row") }
        table.dataSource = self
        root.addSublayer(table.layer)
        table.setFrame(Rect(origin: .zero, size: size))
    }

    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { "Rows" }

    func tableView(_ table: TableView, cellForRowAt ip: IndexPath) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: "row")
        cell.textLabel.string = "Row \(ip.row + 1)"
        cell.detailTextLabel.string = "#\(ip.row + 1)"
        cell.accessory = ip.row % 3 == 0 ? .disclosureIndicator : .none
        return cell
    }

    /// Scrolls to where `speed` points per second have carried the content by `time`,
    /// wrapping round before the end.
    func scroll(to time: Double, speed: Double) {
        let range = table.scrollView.offsetRange.y.upperBound
        let y = (speed * time).truncatingRemainder(dividingBy: max(1, range))
        host.update(at: MediaTime(seconds: time))
        table.scrollView.setContentOffset(Point(x: 0, y: y), animated: false)
    }
}
