import Animation
import Geometry
import Gestures
import Widgets

/// Circles: double-tap spawns a circle, long-press lifts it and dragging moves it, release
/// drops it, triple-tap deletes it.
///
/// Controls: double-click empty space to spawn (at the second tap); double-click a circle
/// to spawn on it (once the triple-tap has had its chance); press and hold a circle, then
/// drag; triple-click a circle to delete it. Esc cancels a drag where it is.
public final class CirclesExercise: Exercise, GestureRecognizerDelegate {
    public let kind = ExerciseKind.circles
    public let layer: Layer
    /// The area circles live in, named "canvas".
    let canvas: Layer
    private let hint: TextLayer
    private let host: Transacting
    private let presenter: Presenter
    private let doubleTap = TapGestureRecognizer(name: "tap×2", taps: 2)
    private var colors: BrightColorPicker
    private(set) var circles: [Circle] = []

    init(services: ExerciseServices) {
        host = services.transactions
        presenter = services.presenter
        colors = BrightColorPicker(seed: services.seed)
        layer = services.layer
        canvas = Layer(name: "canvas")
        canvas.backgroundColor = Theme.groupedBackground
        hint = TextLayer(name: "circles.hint", string: "Double-tap to add a circle · hold to lift and drag · triple-tap to delete",
                         fontSize: 14, textColor: Theme.secondaryLabel, alignment: .center)
        layer.addSublayer(canvas)
        hint.truncationMode = .end
        // The hint lies on the canvas, under every circle.
        canvas.addSublayer(hint)
        doubleTap.delegate = self
        doubleTap.action = { [weak self] r in self?.spawn(at: r) }
        canvas.addGestureRecognizer(doubleTap)
    }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        canvas.setFrame(Rect(origin: .zero, size: size))
        hint.setFrame(Rect(x: 12, y: size.height - 34, width: max(0, size.width - 24), height: 24))
        for c in circles where !c.isLifted && !c.isDeleting { bringInside(c) }
    }

    /// Drops a lifted circle where it is; the recognizers are reset by the dispatcher.
    public func cancelInteractions() {
        for c in circles where c.isLifted { drop(c) }
    }

    // MARK: Actions

    /// Drops a lifted circle where it is; once it has landed it goes back among the others,
    /// under the tab bar.
    private func drop(_ circle: Circle) {
        circle.drop(host: host) { [weak self, weak circle] in
            guard let self, let circle else { return }
            self.presenter.drop(circle.layer)
        }
    }

    private func spawn(at r: GestureRecognizer) {
        guard let p = r.location(in: canvas) else { return }
        let circle = Circle(color: colors.next(), center: p)
        circle.longPress.action = { [weak self, weak circle] r in
            guard let self, let circle else { return }
            self.handleLongPress(r, circle)
        }
        circle.tripleTap.action = { [weak self, weak circle] _ in
            guard let self, let circle else { return }
            self.delete(circle)
        }
        circles.append(circle)
        canvas.addSublayer(circle.layer)
        host.withoutAnimation {
            circle.layer.transform = .scale(0.5)
            circle.layer.opacity = 0
        }
        host.animate(duration: 0.25, timingFunction: .easeOut) {
            circle.layer.transform = .identity
            circle.layer.opacity = 1
        }
    }

    private func handleLongPress(_ r: GestureRecognizer, _ circle: Circle) {
        guard let p = r.location(in: canvas) else {
            // No pointer to ask (an odd cancel): at least never leave the circle lifted.
            if r.state == .cancelled || r.state == .ended { drop(circle) }
            return
        }
        switch r.state {
        case .began:
            // Catching a circle that is still springing back holds it where it is seen.
            if circle.layer.animation(forKey: "bring-inside") != nil {
                let seen = circle.layer.presentation.position
                circle.layer.removeAnimation(forKey: "bring-inside")
                circle.layer.position = seen
            }
            circle.grabOffset = circle.layer.position - p
            canvas.bringSublayerToFront(circle.layer)
            circle.lift(host: host)
            // Held, it draws above the tab bar too.
            presenter.lift(circle.layer)
        case .changed:
            circle.layer.position = p + circle.grabOffset
        case .ended, .cancelled:
            if r.state == .ended { circle.layer.position = p + circle.grabOffset }
            drop(circle)
            bringInside(circle)
        case .possible, .failed:
            break
        }
    }

    /// Springs a circle that is more than half outside the canvas (dropped on the tab bar,
    /// past the window's edge, or left out by a smaller window) back to where all of it
    /// shows. A circle whose centre is inside stays where the user put it.
    private func bringInside(_ circle: Circle) {
        let center = circle.layer.position
        let area = canvas.bounds
        guard !area.contains(center) else { return }
        let r = Circle.diameter / 2
        func clamp(_ v: Double, _ length: Double) -> Double { length < 2 * r ? length / 2 : min(max(v, r), length - r) }
        let inside = Point(x: clamp(center.x, area.width), y: clamp(center.y, area.height))
        let spring = SpringAnimation(.position, spring: Circle.returnSpring, from: .point(center), to: .point(inside))
        circle.layer.position = inside
        circle.layer.add(spring, forKey: "bring-inside")
    }

    private func delete(_ circle: Circle) {
        circle.delete(host: host) { [weak self, weak circle] in
            self?.circles.removeAll { $0 === circle }
        }
    }

    // MARK: GestureRecognizerDelegate

    /// A double-tap that lands on a circle waits for that circle's triple-tap to fail.
    public func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        r === doubleTap && other is TapGestureRecognizer && (other as! TapGestureRecognizer).numberOfTapsRequired > doubleTap.numberOfTapsRequired
    }
}
