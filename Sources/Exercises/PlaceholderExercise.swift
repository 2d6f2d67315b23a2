import Animation
import Geometry
import Widgets

/// What a tab shows until its exercise is built: the title, a plain "Coming soon", what
/// the exercise will do, and a spinning activity indicator (which also gives the
/// slow-motion and pause controls something to act on). It shares the exercises' grouped
/// background, so switching tabs does not flash.
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
        layer.backgroundColor = Theme.groupedBackground
        title = TextLayer(name: "placeholder.title", string: kind.title, fontSize: 34, textColor: Theme.label, alignment: .center, bold: true)
        status = TextLayer(name: "placeholder.status", string: "Coming soon",
                           fontSize: Theme.bodyFontSize, textColor: Theme.secondaryLabel, alignment: .center)
        summary = TextLayer(name: "placeholder.summary", string: kind.summary, fontSize: 15,
                            textColor: Theme.secondaryLabel.withAlpha(0.8), alignment: .center)
        indicator = ActivityIndicator(name: "placeholder.spinner")
        for t in [title, status, summary] { t.truncationMode = .end }
        for l in [title, status, summary, indicator.layer] { layer.addSublayer(l) }
    }

    /// The spinner runs while the tab shows: leaving the window stops a layer's animations.
    public func didAppear(at time: Double) {
        indicator.startAnimating()
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        // A stack of spinner, title, status and summary, centred, that keeps the spinner
        // on screen in a short window.
        let stackHeight = 190.0
        let top = max(8, (size.height - stackHeight) / 2)
        let width = max(0, size.width - 32)
        indicator.layer.position = Point(x: size.width / 2, y: top + 20)
        title.setFrame(Rect(x: 16, y: top + 66, width: width, height: 44))
        status.setFrame(Rect(x: 16, y: top + 122, width: width, height: 26))
        summary.setFrame(Rect(x: 16, y: top + 154, width: width, height: 24))
    }
}
