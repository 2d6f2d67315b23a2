import Dynamics

/// Every physics default in one place, with its unit and where the number comes from.
public enum PhysicsDefaults {
    /// One physics step: 1/120 s, whatever the frame rate, so a run is the same on every
    /// machine (two steps per 60 Hz frame; Chipmunk's manual asks for a fixed step).
    public static let stepDuration = 1.0 / 120
    /// Most steps one advance may take: a quarter second. A longer gap (a debugger stop, a
    /// laptop lid) is skipped rather than replayed in a burst.
    public static let maximumStepsPerAdvance = 30
    /// How much time a world woken from sleep catches up at its next advance: one 60 Hz
    /// frame. The frames it slept through were never drawn, so it starts from about the
    /// moment it was touched rather than running a burst of steps at once.
    public static let wakeCatchUp = 1.0 / 60
    /// Velocity kept per second as e^(-k t): k = 2.002/s, UIScrollView's deceleration rate
    /// 0.998 per millisecond, so a square flung with nothing in its way comes to rest where
    /// `FrictionDecay` projects.
    public static let linearResistance = FrictionDecay().ratePerSecond
    /// Spin decays at the same rate, so a flung square stops turning as it stops sliding.
    public static let angularResistance = FrictionDecay().ratePerSecond
    /// Bounciness of collisions, 0 (dead) to 1 (no loss). UIDynamicItemBehavior's default
    /// is 0; 0.5 keeps a little life in a bounce.
    public static let elasticity = 0.5
    /// Coulomb friction between touching items and walls. UIKit's default is 0; 0.3 lets a
    /// square glancing off a wall pick up a little spin.
    public static let friction = 0.3
    /// Mass per area: an item of density 1 and 100x100 points has mass 1, as in UIKit.
    public static let density = 1.0
    /// The area that weighs one unit of mass at density 1, in square points.
    static let areaPerUnitMass = 100.0 * 100.0
    /// Below both of these an item counts as at rest: 1 pt/s and 0.02 rad/s (about a
    /// degree a second), slower than anyone can see.
    public static let restSpeed = 1.0
    public static let restSpin = 0.02
    /// Longest a world may keep moving with nothing touching it or changing it: 20 s. A
    /// fling comes to rest in about 4 s (speed falls by e^-2 a second, below 1 pt/s from
    /// 8,000 pt/s in 4.5 s); a world still moving after 20 s is jammed (more squares than
    /// the window holds, pressing on each other and the walls, or a field holding one on a
    /// wall), and it stops there rather than spin the processor forever.
    public static let longestUntouchedMotion = 20.0
    /// Speeds are clamped to this many points per second: faster than any fling (pans top
    /// out at 8,000), and slow enough that a step never carries an item through a wall.
    public static let maximumSpeed = 50_000.0
    /// Spin is clamped to 200 rad/s (about 32 turns a second).
    public static let maximumSpin = 200.0
    /// Thickness of the walls around the reference bounds: far more than an item moves in
    /// one step at the maximum speed (about 417 pt), so nothing tunnels through.
    static let wallThickness = 10_000.0
    /// Largest item side and largest coordinate the world accepts, in points.
    public static let maximumExtent = 100_000.0
}
