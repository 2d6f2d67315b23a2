import Animation
import Geometry
import Widgets

/// The containers page's first screen: the gallery's long table, with Edit in the bar.
final class GalleryTableScreen: NavigationScreen {
    let layer = Layer(name: "gallery.screen.table")
    let table: TableView
    let navigationItem: NavigationItem

    init(table: TableView, edit: Button) {
        self.table = table
        navigationItem = NavigationItem(title: "Table", rightBarButtons: [edit])
        layer.backgroundColor = Theme.groupedBackground
        layer.addSublayer(table.layer)
    }

    func layout(in size: Size) {
        table.setFrame(Rect(origin: .zero, size: size))
    }

    var focusableControls: [Control] {
        let steppers = table.visibleCells.sorted { $0.key < $1.key }.compactMap { ($0.value as? StepperCell)?.stepper }
        return [table] + steppers
    }
}

/// A page pushed onto the stack: says how to go back, and pushes another.
final class GalleryPageScreen: NavigationScreen {
    let layer: Layer
    let navigationItem: NavigationItem
    private let text: TextLayer
    private let next: Button

    init(depth: Int, push: @escaping (Int) -> Void) {
        layer = Layer(name: "gallery.screen.page.\(depth)")
        layer.backgroundColor = Theme.groupedBackground
        navigationItem = NavigationItem(title: "Page \(depth)")
        text = TextLayer(name: "gallery.page.text", string: "Drag from the left edge to go back, halfway or all the way. "
                         + "The back button, Esc and Alt+Left go back too.", fontSize: 15, textColor: Theme.secondaryLabel)
        text.numberOfLines = 4
        next = Button(name: "gallery.page.next", title: "Push page \(depth + 1)", style: .tinted, glyph: .chevronRight) { push(depth + 1) }
        layer.addSublayer(text)
        layer.addSublayer(next.layer)
    }

    func layout(in size: Size) {
        let w = min(size.width - 40, 400)
        text.setFrame(Rect(x: 20, y: 24, width: w, height: 80))
        next.setFrame(Rect(x: 20, y: 120, width: 200, height: 40))
    }

    var focusableControls: [Control] { [next] }
}
