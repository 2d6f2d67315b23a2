import Animation
import Geometry
import Widgets

/// A configurator row: a small rounded swatch of the element's colour, then its name;
/// the chosen row carries a checkmark. The swatch layer is named "swatch".
final class SwatchCell: TableViewCell {
    let swatch = Layer(name: "swatch")

    override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        swatch.cornerRadius = 6
        swatch.borderWidth = 1
        swatch.borderColor = Color.black.withAlpha(0.12)
        swatch.allowsHitTesting = false
        contentView.addSublayer(swatch)
    }

    override func layoutContent(in bounds: Rect) {
        let side = 24.0, inset = Theme.tableTextInset
        swatch.setFrame(Rect(x: inset, y: ((bounds.height - side) / 2).rounded(), width: side, height: side))
        let x = inset + side + 12
        textLabel.setFrame(Rect(x: x, y: 0, width: max(0, bounds.width - x - inset - accessoryWidth), height: bounds.height))
    }
}
