import Animation
import Dynamics
import Geometry
import Gestures

/// One circle of the Circles exercise: a 100x100 round layer named "circle" with its own
/// recognizers (long press to lift and drag, triple tap to delete).
final class Circle {
    /// Diameter in points.
    static let diameter = 100.0
    /// How a lifted circle looks: scaled up and slightly faded, with a shadow.
    static let liftedScale = 1.2
    static let liftedOpacity = 0.8
    static let liftedShadowOpacity = 0.3
    /// The spring that brings a circle back inside the canvas: a quick settle with a
    /// little bounce, like a view snapping back into a scroll view's bounds.
    static let returnSpring = Spring(response: 0.45, dampingFraction: 0.72)

    let layer: Layer
    let color: HSBColor
    let longPress = LongPressGestureRecognizer(name: "long-press")
    let tripleTap = TapGestureRecognizer(name: "tap×3", taps: 3)
    /// The vector from the pointer to the centre while dragging, in canvas coordinates.
    var grabOffset = Vector.zero
    private(set) var isLifted = false
    private(set) var isDeleting = false

    init(color: HSBColor, center: Point) {
        self.color = color
        layer = Layer(name: "circle")
        layer.bounds = Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
        layer.cornerRadius = Self.diameter / 2
        layer.position = center
        layer.backgroundColor = color.rgb
        layer.shadowOffset = Vector(dx: 0, dy: 8)
        layer.shadowRadius = 12
        layer.addGestureRecognizer(longPress)
        layer.addGestureRecognizer(tripleTap)
    }

    /// Scales up, fades and raises the circle, animated.
    func lift(host: Transacting) {
        isLifted = true
        layer.zPosition = 1
        host.animate(duration: 0.2, timingFunction: .easeOut) {
            layer.transform = .scale(Self.liftedScale)
            layer.opacity = Self.liftedOpacity
            layer.shadowOpacity = Self.liftedShadowOpacity
        }
    }

    /// The reverse of lift, where the circle is now; `settled` runs once it has landed,
    /// unless it was lifted again on the way.
    func drop(host: Transacting, settled: @escaping () -> Void = {}) {
        isLifted = false
        host.animate(duration: 0.25, timingFunction: .easeInEaseOut, changes: {
            layer.transform = .identity
            layer.opacity = 1
            layer.shadowOpacity = 0
        }, completion: { [weak self, layer] in
            guard self?.isLifted == false else { return }
            layer.zPosition = 0
            settled()
        })
    }

    /// Shrinks and fades the circle away, then removes it.
    func delete(host: Transacting, completion: @escaping () -> Void) {
        isDeleting = true
        layer.allowsHitTesting = false
        longPress.isEnabled = false
        tripleTap.isEnabled = false
        host.animate(duration: 0.25, timingFunction: .easeIn, changes: {
            layer.transform = .scale(0.05)
            layer.opacity = 0
        }, completion: { [layer] in
            layer.removeFromSuperlayer()
            completion()
        })
    }
}
