/// Every gesture default in one place, with its unit and where the number comes from.
public enum GestureDefaults {
    /// How far a touch may wander and still be a tap: 10 pt, UIKit's tap allowance
    /// (Flutter's kTouchSlop is 18 logical pixels; a mouse is steadier than a finger).
    public static let tapSlop = 10.0
    /// Longest gap between one tap's lift and the next tap's touch: 0.3 s, Flutter's
    /// kDoubleTapTimeout (UIKit's is about 0.35 s).
    public static let multiTapInterval = 0.3
    /// How far apart successive taps of one multi-tap may land: 100 pt, Flutter's kDoubleTapSlop.
    public static let multiTapSlop = 100.0
    /// Longest a press may last and still be a tap: 0.5 s, after which it is a long press.
    public static let maximumTapDuration = 0.5
    /// UILongPressGestureRecognizer.minimumPressDuration: 0.5 s.
    public static let longPressDuration = 0.5
    /// UILongPressGestureRecognizer.allowableMovement: 10 pt.
    public static let longPressAllowableMovement = 10.0
    /// Distance a pan must travel before it begins: 10 pt, UIKit's pan hysteresis.
    public static let panMinimumDistance = 10.0
    /// Velocity tracker: how many samples it keeps (Flutter's VelocityTracker keeps 20).
    public static let velocitySamples = 20
    /// Velocity tracker: how far back samples count, 100 ms (Flutter's horizon).
    public static let velocityHorizon = 0.1
    /// Velocity tracker: a pause this long means the pointer stopped, 40 ms (Flutter's
    /// assumePointerMoveStoppedMilliseconds).
    public static let velocityStopGap = 0.04
    /// A release slower than this is a drop, not a fling: 50 pt/s (Flutter's
    /// kMinFlingVelocity).
    public static let minimumFlingSpeed = 50.0
    /// Fling velocities are clamped to this, in pt/s (Flutter's kMaxFlingVelocity).
    public static let maximumVelocity = 8000.0
    /// Scale per wheel notch when the wheel pinches: 10 % per notch, like common map viewers.
    public static let wheelScalePerNotch = 1.1
    /// Rotation per wheel notch with Shift held: 15 degrees.
    public static let wheelRotationPerNotch = 15.0 * Double.pi / 180
    /// A wheel pinch or rotation ends this long after the last notch: 0.3 s.
    public static let wheelGestureEndDelay = 0.3
    /// Points a scroll view moves per wheel notch: 48, three 16-point lines, as desktop
    /// browsers scroll on Linux and Windows.
    public static let wheelPointsPerNotch = 48.0
    /// Points per unit of a trackpad's fractional wheel delta (SDL's preciseY): 16, one
    /// line, so a two-finger swipe moves the page about as far as it does in a browser.
    public static let trackpadPointsPerUnit = 16.0
    /// A shake: at least 3 reversals of direction within 1 s, each after a swing of at
    /// least 20 points. Three reversals is two full back-and-forths, which a deliberate
    /// shake makes in well under a second and a drag back and forth almost never does; 20
    /// points is more than a hand's tremor or a window manager's snap, less than anyone's
    /// shake.
    public static let shakeReversals = 3
    public static let shakeMinimumSwing = 20.0
    public static let shakeWindow = 1.0
    /// A shake has ended (motionEnded) once the window has been still this long: 0.3 s,
    /// the wheel gestures' pause too.
    public static let shakeEndDelay = 0.3
}
