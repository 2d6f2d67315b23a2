import Animation
import Geometry
import Widgets

/// What a tab shows until its exercise is built: the title, one plain line saying so, and
/// a spinning activity indicator (which also gives the slow-motion and pause controls
/// something to act on).
public final class PlaceholderExercise: Exercise {
    public let kind: ExerciseKind
    public let layer: Layer
    private let title: TextLayer
    private let status: TextLayer
    private let summary: TextLayer
    public let indicator: ActivityIndicator

    init(kind: ExerciseKind, services: ExerciseServices) {
        self.kind = kind
        layer = services.layer
        title = TextLayer(name: "placeholder.title", string: kind.title, fontSize: 34, textColor: Theme.label, alignment: .center, bold: true)
        status = TextLayer(name: "placeholder.status", string: "Not built yet: this exercise arrives with its own issue.",
                           fontSize: Theme.bodyFontSize, textColor: Theme.secondaryLabel, alignment: .center)
        summary = TextLayer(name: "placeholder.summary", string: kind.summary, fontSize: 15,
                            textColor: Theme.secondaryLabel.withAlpha(0.8), alignment: .center)
        indicator = ActivityIndicator(name: "placeholder.spinner")
        for l in [title, status, summary, indicator.layer] { layer.addSublayer(l) }
        indicator.startAnimating()
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let midY = size.height / 2
        title.setFrame(Rect(x: 0, y: midY - 64, width: size.width, height: 44))
        status.setFrame(Rect(x: 0, y: midY - 8, width: size.width, height: 26))
        summary.setFrame(Rect(x: 0, y: midY + 24, width: size.width, height: 24))
        indicator.layer.position = Point(x: size.width / 2, y: midY - 120)
    }
}
