import Animation
import Foundation
import Geometry

/// A table row that sets a number (a settings row): the setting's name on the left, its
/// value beside a stepper on the right. The owner configures the stepper (its range and
/// step) and reads its changes; the cell shows the value as `format` writes it.
public final class StepperCell: TableViewCell {
    public let stepper: Stepper
    /// Writes the value for the detail label. Defaults to a whole number or one decimal.
    public var format: (Double) -> String = { v in v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
    /// Called with each new value, after the label shows it.
    public var onValueChanged: ((Double) -> Void)?

    public override init(reuseIdentifier: String) {
        stepper = Stepper(name: "cell.stepper")
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSublayer(stepper.layer)
        stepper.onValueChanged = { [weak self] v in
            guard let self else { return }
            self.detailTextLabel.string = self.format(v)
            self.layoutParts()
            self.onValueChanged?(v)
        }
    }

    /// Shows a setting: its name, its range and step, and its value.
    public func configure(title: String, value: Double, range: ClosedRange<Double>, step: Double) {
        textLabel.string = title
        stepper.minimumValue = range.lowerBound
        stepper.maximumValue = range.upperBound
        stepper.stepValue = step
        stepper.setValue(value)
        detailTextLabel.string = format(stepper.value)
        layoutParts()
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        onValueChanged = nil
        stepper.cancelInteraction()
    }

    /// The title and value share what the stepper leaves, the value right-aligned.
    public override func layoutContent(in bounds: Rect) {
        let s = Stepper.naturalSize, inset = Theme.tableTextInset
        stepper.setFrame(Rect(x: bounds.width - inset - s.width, y: ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height))
        let right = bounds.width - inset - s.width - 10
        let valueWidth = min(64, max(0, right - inset))
        detailTextLabel.setFrame(Rect(x: right - valueWidth, y: 0, width: valueWidth, height: bounds.height))
        textLabel.setFrame(Rect(x: inset, y: 0, width: max(0, right - valueWidth - inset - 8), height: bounds.height))
    }
}
