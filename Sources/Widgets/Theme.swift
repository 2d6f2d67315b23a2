import Dynamics
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

    /// iOS tertiarySystemFill (light, #767680 at 12 %) over white: the track of a stepper,
    /// a segmented control and a switch that is off.
    public static let controlFill = Color(r8: 0x76, g8: 0x76, b8: 0x80).withAlpha(0.12)
    /// A control's fill under the mouse: a little deeper than `controlFill`.
    public static let controlHoverFill = Color(r8: 0x76, g8: 0x76, b8: 0x80).withAlpha(0.08)
    /// A pressed segment: systemFill (#787880 at 20 %).
    public static let controlPressedFill = Color(r8: 0x78, g8: 0x78, b8: 0x80).withAlpha(0.2)
    /// iOS tertiaryLabel: glyphs and titles of disabled parts.
    public static let disabledLabel = Color(r8: 0x3C, g8: 0x3C, b8: 0x43).withAlpha(0.3)
    /// iOS systemGreen: a switch that is on.
    public static let switchOn = Color(r8: 0x34, g8: 0xC7, b8: 0x59)

    /// How controls' moving parts settle (a switch's thumb, a segmented control's pill):
    /// a critically-near spring of 0.35 s response, about what UIKit's controls use.
    public static let controlSpring = Spring(response: 0.35, dampingFraction: 0.85)
    /// UISwitch's size, and the white thumb that rides inside it 2 pt from the edge.
    public static let switchSize = Size(width: 51, height: 31)
    public static let switchThumbInset = 2.0
    /// How much wider the thumb grows while pressed, as UISwitch's does.
    public static let switchThumbStretch = 7.0

    /// UISegmentedControl (iOS 13): 32 pt tall, corners of about 9 pt, the selection pill
    /// inset 2 pt, titles at 13 pt.
    public static let segmentedHeight = 32.0
    public static let segmentedCornerRadius = 9.0
    public static let segmentedInset = 2.0
    public static let segmentedFontSize = 13.0

    /// UISlider: a 4 pt track with a 28 pt white thumb.
    public static let sliderTrackHeight = 4.0
    public static let sliderThumbSize = 28.0

    /// iOS placeholderText (light): #3C3C43 at 30 %.
    public static let placeholder = Color(r8: 0x3C, g8: 0x3C, b8: 0x43).withAlpha(0.3)
    /// UITextField's rounded-rect style: 5 pt corners (8 here, as in current iOS forms),
    /// text inset 8 pt from the edges.
    public static let textFieldCornerRadius = 8.0
    public static let textFieldInset = 8.0
    /// The caret is on half and off half of about a second, as UIKit's is.
    public static let caretBlinkPeriod = 1.0
    /// Presses this close in time (and within 4 pt) make a double or triple click: GTK's
    /// and GNOME's default double-click time is 400 ms.
    public static let doubleClickInterval = 0.4

    /// UIStepper's corner radius (its 94 x 32 rounded rectangle).
    public static let stepperCornerRadius = 8.0
    /// Side of the − and + glyphs in a stepper.
    public static let stepperGlyphSize = 14.0
    /// A held stepper segment repeats after half a second, as UIStepper's autorepeat does…
    public static let stepperRepeatDelay = 0.5
    /// …first five times a second…
    public static let stepperRepeatInterval = 0.2
    /// …each repeat 15 % sooner than the last…
    public static let stepperRepeatAcceleration = 0.85
    /// …up to twenty a second.
    public static let stepperFastestRepeat = 0.05

    /// Tab bar height on iPad and in landscape: 49 pt plus room for a pointer target.
    public static let tabBarHeight = 56.0
    /// Rounded-button corner radius, as UIButton.Configuration.filled() uses (about 8 pt).
    public static let buttonCornerRadius = 8.0
    /// A button's leading glyph, beside a 17 pt title.
    public static let buttonGlyphSize = 16.0
    /// How far a pressed button springs down.
    public static let buttonPressedScale = 0.96
    /// Width of the keyboard focus ring.
    public static let focusRingWidth = 3.0
    /// Space between a control's edge and its focus ring, so the ring shows on a filled
    /// control too: 2 pt.
    public static let focusRingGap = 2.0
    /// How far a pressed pointer may leave a control and still count as inside: UIControl
    /// keeps tracking touches within about 70 pt of its bounds.
    public static let pressRetention = 70.0
    /// Body text, UIKit's 17 pt.
    public static let bodyFontSize = 17.0
    /// Tab bar item titles, UIKit's 10 pt stacked / 13 pt inline; inline at desktop sizes.
    public static let tabTitleFontSize = 14.0

    /// UIScrollView's indicators: a 3 pt bar of black at 35 %, 3 pt from the edge, never
    /// shorter than 36 pt unless the content is pulled past an edge; it fades out 0.5 s
    /// after the content rests.
    public static let scrollIndicator = Color.black.withAlpha(0.35)
    public static let scrollIndicatorThickness = 3.0
    public static let scrollIndicatorInset = 3.0
    public static let scrollIndicatorMinimumLength = 36.0
    public static let scrollIndicatorFadeDelay = 0.5
    public static let scrollIndicatorFadeDuration = 0.25

    /// UITableView's insetGrouped style: 44 pt rows in white cards with 10 pt corners, 16 pt
    /// in from the sides (20 pt on a wide window), text 16 pt into the card; a header with a
    /// title takes 38 pt above its rows, one without 20 pt; a footer title takes 50 pt (two lines).
    public static let tableRowHeight = 44.0
    public static let tableCornerRadius = 10.0
    public static let tableInset = 16.0
    public static let tableWideInset = 20.0
    public static let tableWideWidth = 500.0
    public static let tableTextInset = 16.0
    public static let tableHeaderHeight = 38.0
    public static let tableFooterHeight = 50.0
    public static let tableSectionSpacing = 20.0
    public static let tableTopPadding = 0.0
    public static let tableBottomPadding = 20.0
    /// Section header and footer text: 13 pt secondary label, headers in capitals.
    public static let tableHeaderFontSize = 13.0
    /// iOS systemGray4 (light): a highlighted or selected row.
    public static let tableSelection = Color(r8: 0xD1, g8: 0xD1, b8: 0xD6)
    /// The selected row of a table with keyboard focus: the tint at 22 % over white.
    public static let tableFocusedSelection = Color(r8: 0xC7, g8: 0xE0, b8: 0xFF)
    /// The red button a swipe reveals, 74 pt wide as UIKit's "Delete".
    public static let tableDeleteWidth = 74.0
    /// A swipe past this share of the row's width deletes at once, as in Mail.
    public static let tableFullSwipeFraction = 0.6
    /// A lifted row held at the table's edge scrolls it this fast (pt/s), less further in.
    public static let tableAutoScrollSpeed = 600.0
    /// The lifted row while reordering: its shadow.
    public static let tableReorderShadowOpacity = 0.25

    /// UIPickerView: 32 pt rows at 21 pt on a cylinder as tall as the picker (216 pt by
    /// default), seen from 500 pt away.
    public static let pickerRowHeight = 32.0
    public static let pickerFontSize = 21.0
    public static let pickerHeight = 216.0
    public static let pickerEyeDistance = 500.0

    /// UINavigationBar: 44 pt tall (the inline title height); the screen a push covers dims
    /// by 10 % black; an interactive pop starts within 24 pt of the left edge.
    public static let navigationBarHeight = 44.0
    public static let navigationDimming = 0.1
    public static let navigationEdgeWidth = 24.0

    /// UIAlertController: a light panel (#F2F2F2, opaque: a translucent fill speckles where
    /// the software renderer's triangles meet) that grows in from
    /// 115 % on a quick spring with no visible overshoot.
    public static let alertBackground = Color(r8: 0xF2, g8: 0xF2, b8: 0xF2)
    public static let alertSpring = Spring(response: 0.3, dampingFraction: 0.9)
    public static let alertCornerRadius = 14.0
}
