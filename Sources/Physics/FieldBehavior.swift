internal import CChipmunk
import Foundation
import Geometry

/// A force field acting on its items (UIFieldBehavior). `radialGravity(position:)` pulls
/// toward a point, as UIFieldBehavior.radialGravityField does.
///
/// Units: at 100 pt from the centre, strength 1 pulls at 1,000 pt/s². `falloff` is the
/// power of distance the pull fades with (0: even everywhere, 2: inverse square), and
/// inside `minimumRadius` the pull stays at its value there, so nothing is flung off at
/// the centre. It acts only within `regionRadius` of the centre, and only on items moving
/// at least `minimumSpeed`.
public final class FieldBehavior: DynamicBehavior {
    /// The field's centre.
    public var position: Point { didSet { animator?.itemChanged() } }
    /// Defaults to 1.
    public var strength = 1.0 { didSet { animator?.itemChanged() } }
    /// Defaults to 0, as UIFieldBehavior.
    public var falloff = 0.0
    /// Defaults to 0.
    public var minimumRadius = 0.0
    /// The circle it acts in, about its centre. Defaults to infinity: everywhere.
    public var regionRadius = Double.infinity
    /// Items slower than this, in pt/s, feel no pull: the field bends the path of an item
    /// in flight but leaves a still one where it was put. UIFieldBehavior has no such
    /// setting. Defaults to 0: every item is pulled.
    public var minimumSpeed = 0.0
    public private(set) var items: [DynamicItem] = []

    private init(position: Point) {
        self.position = position
    }

    /// Pulls items toward `position` (UIFieldBehavior.radialGravityField).
    public static func radialGravity(position: Point) -> FieldBehavior {
        FieldBehavior(position: position)
    }

    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        animator?.itemChanged()
    }

    public func removeItem(_ item: DynamicItem) { items.removeAll { $0 === item } }

    override func itemRemoved(_ item: DynamicItem) { removeItem(item) }

    /// The acceleration the field gives a point, in pt/s², or zero outside its region.
    public func acceleration(at p: Point) -> Vector {
        let d = position - p
        let r = d.length
        guard r <= regionRadius, r > 1e-9, strength.isFinite, falloff.isFinite else { return .zero }
        let magnitude = 1000 * strength * pow(100 / max(r, minimumRadius, 1), falloff)
        guard magnitude.isFinite else { return .zero }
        return d * (min(magnitude, 1e7) / r)
    }

    /// Whether the field pulls the item now: it is free and moving fast enough.
    private func pulls(_ item: DynamicItem) -> Bool {
        !item.isHeld && item.velocity.length >= minimumSpeed
    }

    override func willStep(_ dt: Double) {
        for item in items where pulls(item) {
            let a = acceleration(at: item.position)
            guard a != .zero, (a * item.mass).length.isFinite else { continue }
            cpBodyApplyForceAtWorldPoint(item.body, (a * item.mass).cp, item.position.cp)
        }
    }

    /// Items it pulls inside the region must keep moving, so the world must keep going.
    override var keepsWorldAwake: Bool {
        items.contains { pulls($0) && acceleration(at: $0.position).length * PhysicsDefaults.stepDuration >= PhysicsDefaults.restSpeed / 4 }
    }
}
