import Animation
import Dynamics
import Foundation
import Geometry

/// Builds the one animation group a setting plays on the snowman's layer, from where the
/// snowman rests: basic animations (or springs, for the spring curve) of its width,
/// height, position, opacity and turns about X, Y and Z, all under the group's timing
/// (duration, repeat count, autoreverse). The layer's model values are never changed, so
/// when the group ends the snowman is at rest again, as in Core Animation.
enum SnowmanAnimation {
    /// The key the group is added under.
    static let key = "snowman"
    /// The spring of the spring curve: a lively settle with a visible overshoot, over
    /// about the setting's duration.
    static func spring(duration: Double) -> Spring { Spring(duration: duration * 0.45, bounce: 0.35) }

    /// The group for `setting`, for a snowman resting at `position` with `size`.
    static func make(_ setting: SnowmanSetting, restingAt position: Point, size: Size) -> AnimationGroup {
        // Turns about Z, then X, then Y: each is written into the transform by its Euler
        // angle, and in this order every write lands on a transform with no Y turn yet, whose
        // angles read back exactly (see TransformComponents), so the three compose.
        let changes: [(AnimatableProperty, Double, Double)] = [
            (.width, size.width, size.width * setting.widthScale),
            (.height, size.height, size.height * setting.heightScale),
            (.positionX, position.x, position.x + setting.offsetX),
            (.positionY, position.y, position.y + setting.offsetY),
            (.opacity, 1, setting.opacity),
            (.rotationZ, 0, 2 * .pi * setting.turnsZ),
            (.rotationX, 0, 2 * .pi * setting.flipsX),
            (.rotationY, 0, 2 * .pi * setting.flipsY),
        ].filter { $0.1 != $0.2 }
        let parts: [LayerAnimation] = changes.map { property, from, to in
            if let timing = setting.curve.timingFunction {
                let a = BasicAnimation(property, from: .scalar(from), to: .scalar(to), duration: setting.duration)
                a.timingFunction = timing
                return a
            }
            return SpringAnimation(property, spring: spring(duration: setting.duration), from: .scalar(from), to: .scalar(to))
        }
        let length = setting.curve == .spring ? max(setting.duration, parts.map(\.timing.duration).max() ?? 0) : setting.duration
        let group = AnimationGroup(parts, duration: length)
        group.timing.repeatCount = setting.repeatCount >= SnowmanSetting.forever ? .infinity : setting.repeatCount
        group.timing.autoreverses = setting.autoreverses
        return group
    }
}
