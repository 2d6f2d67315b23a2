import Animation
import Geometry
import Widgets

/// A settings row with a switch on the right (a UITableViewCell with a UISwitch as its
/// accessory view): the name on the left.
final class SwitchCell: TableViewCell {
    let toggle = Switch(name: "cell.switch")
    var onValueChanged: ((Bool) -> Void)?

    override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSublayer(toggle.layer)
        toggle.onValueChanged = { [weak self] on in self?.onValueChanged?(on) }
    }

    func configure(title: String, isOn: Bool) {
        textLabel.string = title
        toggle.setOn(isOn, animated: false)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onValueChanged = nil
    }

    override func layoutContent(in bounds: Rect) {
        let s = Theme.switchSize, inset = Theme.tableTextInset
        toggle.setFrame(Rect(x: bounds.width - inset - s.width, y: ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height))
        textLabel.setFrame(Rect(x: inset, y: 0, width: max(0, bounds.width - 3 * inset - s.width), height: bounds.height))
    }
}
