import Animation
import Foundation
import Geometry
import Gestures
import Widgets

/// Magic 8-Ball: shake for an answer from the 8-Ball web service, or from the saved
/// answers when it cannot be reached; Settings edits the saved answers.
///
/// The pieces, each testable alone: the domain (`Answer`, `AnswerType`,
/// `AnswerProviding`, `FallbackPicker`), the data (`RemoteAnswerProvider` over the
/// injected network client, `AnswerStore` on disk), and the presentation (a view model
/// per screen, `EightBallViewModel` and `AnswersViewModel`, and screens that only draw
/// them). This type wires them together: shakes from the window, the ball and Ctrl+Alt+Z
/// go to the main view model while the main screen shows; requests run through the
/// inbox, off the frame loop.
///
/// Layer names: "eightball.nav" (the navigation stack), and those of `EightBallScreen`,
/// `MagicBall` and `AnswersScreen`.
public final class Magic8BallExercise: Exercise {
    public let layer: Layer
    private let services: ExerciseServices
    let store: AnswerStore
    let main: EightBallViewModel
    let answers: AnswersViewModel
    let screen: EightBallScreen
    let settings: AnswersScreen
    let nav: NavigationStack
    let tether: BallTether
    private let presenter: Presenter
    /// The alert or prompt showing, if any.
    var alert: AlertController? { presenter.alert }

    init(services: ExerciseServices) {
        self.services = services
        layer = services.layer
        layer.backgroundColor = Theme.groupedBackground
        presenter = services.presenter
        store = AnswerStore(folders: services.folders, now: services.now, warn: services.warn)
        let options = services.options
        let source: EightBallViewModel.Source = options.eightBall.offline
            ? .offline(reason: "offline mode (--offline)")
            : .remote(RemoteAnswerProvider(base: options.eightBall.endpoint, client: services.network))
        let inbox = services.inbox
        let saved = store
        main = EightBallViewModel(source: source, saved: { saved.answers }, seed: services.seed) { work, then in
            inbox.perform(work, then: then)
        }
        answers = AnswersViewModel(store: store)
        screen = EightBallScreen(pasteboard: services.pasteboard)
        var present: (AlertController) -> Void = { _ in }
        settings = AnswersScreen(model: answers, present: { present($0) }, say: services.showMessage)
        nav = NavigationStack(name: "eightball.nav", root: screen)
        tether = BallTether(ball: screen.ball.layer)
        present = { [unowned self] a in self.show(a) }
        layer.addSublayer(nav.layer)
        main.onChange = { [weak self] old, new in self?.screen.show(new, from: old) }
        main.onLog = services.log
        screen.question.onChange = { [weak self] text in self?.main.question = text }
        // A question cut at its limit says so, as every limited field does.
        screen.question.onLimit = services.showMessage
        screen.settingsButton.action = { [weak self] in self?.openSettings() }
        tether.onMotion = { [weak self] e in self?.shaken(e) }
        nav.onChange = { [weak self] in self?.navigated() }
    }

    // MARK: Shakes

    public func motion(_ event: MotionEvent, at time: LocalTime) { shaken(event) }

    /// A shake from any source reaches the main screen's view model, while it shows and
    /// nothing covers it.
    private func shaken(_ event: MotionEvent) {
        switch event {
        case .began:
            guard nav.topScreen === screen, alert == nil, !nav.isDraggingEdge else { return }
            main.motionBegan()
        case .ended: main.motionEnded()
        case .cancelled: main.motionCancelled()
        }
    }

    private func navigated() {
        // Settings covered the ball mid-shake: that shake is off.
        if nav.topScreen !== screen {
            tether.cancel()
            main.motionCancelled()
        } else {
            settings.endEditing()
        }
    }

    private func openSettings() {
        guard nav.topScreen === screen else { return }
        settings.table.reloadData()
        // A fresh visit starts at the top, as a newly pushed screen does on iOS.
        settings.table.scrollView.setContentOffset(.zero, animated: false)
        nav.push(settings)
    }

    // MARK: Alerts

    private func show(_ a: AlertController) { presenter.present(a) }

    // MARK: Exercise

    public func update(at time: LocalTime) {
        // The tether keeps the ball's own time; the tab's is carried over to it.
        tether.update(at: screen.ball.layer.localTime(time, from: layer))
    }

    /// When a shake of the ball ends if the pointer stays still.
    public var nextWakeTime: LocalTime? {
        tether.shakeEnds.map { layer.localTime($0, from: screen.ball.layer) }
    }

    public func cancelInteractions() {
        tether.cancel()
        main.motionCancelled()
    }

    public func willDisappear(at time: LocalTime) {
        cancelInteractions()
    }

    public func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool {
        nav.handleKey(event)
    }

    public var focusableControls: [Control] { nav.focusableControls }

    /// With an offline answer showing, why the server gave none, on the ball's tag.
    public var overlayMarks: [OverlayMark] {
        let tag = screen.ball.offlineTag
        guard nav.topScreen === screen, let reason = main.state.shown?.offlineReason,
              let p = tag.convert(Point(x: tag.bounds.midX, y: tag.bounds.midY), to: layer) else { return [] }
        return [OverlayMark(point: p, label: "offline: \(reason)")]
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        nav.setFrame(Rect(origin: .zero, size: size))
        tether.home = screen.ballHome
    }
}
