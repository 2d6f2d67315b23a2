import Animation
import Geometry
import Widgets

/// A row of the answers table: a dot in the die's colour for the answer's type, the
/// answer, and its type on the right. The dot is named "answer.dot".
final class AnswerCell: TableViewCell {
    let dot = Layer(name: "answer.dot")

    override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        dot.allowsHitTesting = false
        textLabel.truncationMode = .end
        detailTextLabel.fontSize = 15
        contentView.addSublayer(dot)
    }

    func configure(_ answer: Answer) {
        textLabel.string = answer.text
        detailTextLabel.string = answer.type.rawValue
        dot.backgroundColor = MagicBall.dieColor(answer.type)
    }

    override func layoutContent(in bounds: Rect) {
        let side = 10.0, inset = Theme.tableTextInset
        dot.setFrame(Rect(x: inset, y: ((bounds.height - side) / 2).rounded(), width: side, height: side))
        dot.cornerRadius = side / 2
        let detailW = 92.0
        let x = inset + side + 12
        detailTextLabel.setFrame(Rect(x: bounds.width - inset - detailW, y: 0, width: detailW, height: bounds.height))
        detailTextLabel.alignment = .right
        textLabel.setFrame(Rect(x: x, y: 0, width: max(0, bounds.width - x - detailW - inset - 8), height: bounds.height))
    }
}
