import Geometry

/// Colours and metrics shared by the widgets, after iOS's system palette and UIKit's
/// standard sizes. Every number lives here, with where it came from.
public enum Theme {
    /// iOS systemBlue (light), the tint of selected and focused things.
    public static let tint = Color(r8: 0x00, g8: 0x7A, b8: 0xFF)
    /// iOS systemGray, unselected tab items and secondary text.
    public static let secondaryLabel = Color(r8: 0x8E, g8: 0x8E, b8: 0x93)
    /// iOS label (light): primary text.
    public static let label = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)
    /// iOS systemBackground (light).
    public static let background = Color.white
    /// iOS secondarySystemBackground: the tab bar and grouped areas.
    public static let barBackground = Color(r8: 0xF7, g8: 0xF7, b8: 0xF8)
    /// iOS systemGroupedBackground (light): behind the exercises' content.
    public static let groupedBackground = Color(r8: 0xF2, g8: 0xF2, b8: 0xF7)
    /// iOS separator hairline.
    public static let separator = Color(r8: 0xC6, g8: 0xC6, b8: 0xC8)
    /// iOS systemRed, for destructive actions.
    public static let destructive = Color(r8: 0xFF, g8: 0x3B, b8: 0x30)

    /// Tab bar height on iPad and in landscape: 49 pt plus room for a pointer target.
    public static let tabBarHeight = 56.0
    /// Rounded-button corner radius, as UIButton.Configuration.filled() uses (about 8 pt).
    public static let buttonCornerRadius = 8.0
    /// Width of the keyboard focus ring.
    public static let focusRingWidth = 3.0
    /// How far a pressed pointer may leave a control and still count as inside: UIControl
    /// keeps tracking touches within about 70 pt of its bounds.
    public static let pressRetention = 70.0
    /// Body text, UIKit's 17 pt.
    public static let bodyFontSize = 17.0
    /// Tab bar item titles, UIKit's 10 pt stacked / 13 pt inline; inline at desktop sizes.
    public static let tabTitleFontSize = 14.0
}
