import Foundation
import Animation
import Geometry

/// A spinning ring of dots (UIActivityIndicatorView's medium style, drawn with layers):
/// twelve dots fading around a circle, stepped one dot at a time, a full revolution per
/// second, by an infinitely repeating discrete `transform.rotation.z` keyframe animation.
/// Being discrete, it lets the window redraw twelve times a second instead of sixty.
public final class ActivityIndicator {
    public let layer: Layer
    private let ring: Layer
    /// Seconds per revolution.
    public static let period = 1.0

    public init(name: String, diameter: Double = 36, color: Color = Theme.secondaryLabel) {
        layer = Layer(name: name)
        layer.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
        ring = Layer(name: "\(name).ring")
        ring.bounds = layer.bounds
        ring.position = Point(x: diameter / 2, y: diameter / 2)
        layer.addSublayer(ring)
        let dots = 12
        let dot = diameter * 0.16
        for i in 0..<dots {
            let angle = Double(i) / Double(dots) * 2 * .pi
            let d = Layer(name: "\(name).dot")
            d.bounds = Rect(x: 0, y: 0, width: dot, height: dot)
            d.cornerRadius = dot / 2
            d.position = Point(x: diameter / 2 + (diameter / 2 - dot / 2) * cos(angle),
                               y: diameter / 2 + (diameter / 2 - dot / 2) * sin(angle))
            d.backgroundColor = color.withAlpha(0.15 + 0.85 * Double(i) / Double(dots - 1))
            ring.addSublayer(d)
        }
    }

    /// Starts spinning (the animation begins at the layer's current time).
    public func startAnimating() {
        let steps = 12
        let angles = (0..<steps).map { AnimatableValue.scalar(Double($0) / Double(steps) * 2 * .pi) }
        let spin = KeyframeAnimation(.rotationZ, values: angles, calculationMode: .discrete, duration: Self.period)
        spin.timing.repeatCount = .infinity
        ring.add(spin, forKey: "spin")
    }

    public func stopAnimating() {
        ring.removeAnimation(forKey: "spin")
    }
}
