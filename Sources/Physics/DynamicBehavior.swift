/// Something that acts on items in a `DynamicAnimator` (UIDynamicBehavior): collisions,
/// pushes, springs, fields. Add one to an animator to start it; remove it to stop it.
public class DynamicBehavior {
    /// The animator it is in, if any.
    public internal(set) weak var animator: DynamicAnimator?

    init() {}

    /// Joined (`to` set) or left (nil) an animator: add or remove Chipmunk constraints.
    func didMove(to animator: DynamicAnimator?) {}
    /// Before each step: apply forces and velocities.
    func willStep(_ dt: Double) {}
    /// Whether it moves things even when every item is still (a pending push).
    var keepsWorldAwake: Bool { false }
    /// An item left the animator: forget it.
    func itemRemoved(_ item: DynamicItem) {}
}
