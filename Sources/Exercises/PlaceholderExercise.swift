import Animation
import Geometry
import Widgets

/// What a tab shows until its exercise is built: the title and one plain line saying so.
public final class PlaceholderExercise: Exercise {
    public let kind: ExerciseKind
    public let layer: Layer
    private let title: TextLayer
    private let status: TextLayer
    private let summary: TextLayer

    public init(kind: ExerciseKind) {
        self.kind = kind
        layer = Layer(name: kind.rawValue)
        title = TextLayer(name: "placeholder.title", string: kind.title, fontSize: 34, textColor: Theme.label, alignment: .center, bold: true)
        status = TextLayer(name: "placeholder.status", string: "Not built yet: this exercise arrives with its own issue.",
                           fontSize: Theme.bodyFontSize, textColor: Theme.secondaryLabel, alignment: .center)
        summary = TextLayer(name: "placeholder.summary", string: kind.summary, fontSize: 15,
                            textColor: Theme.secondaryLabel.withAlpha(0.8), alignment: .center)
        for l in [title, status, summary] { layer.addSublayer(l) }
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let midY = size.height / 2
        title.setFrame(Rect(x: 0, y: midY - 64, width: size.width, height: 44))
        status.setFrame(Rect(x: 0, y: midY - 8, width: size.width, height: 26))
        summary.setFrame(Rect(x: 0, y: midY + 24, width: size.width, height: 24))
    }
}
