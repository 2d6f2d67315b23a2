/// What a screen shows in the navigation bar while it is on top (UINavigationItem): its
/// title, buttons at the right, and the title its back button shows on the screen
/// pushed after it.
public final class NavigationItem {
    public var title: String { didSet { onChange?() } }
    /// Buttons at the bar's right, right-most last. Defaults to none.
    public var rightBarButtons: [Button] { didSet { onChange?() } }
    /// The title the next screen's back button shows; nil shows this screen's title.
    public var backButtonTitle: String? { didSet { onChange?() } }
    /// Tells the bar to redraw.
    var onChange: (() -> Void)?

    /// Lays the bar out again after a bar button changed its title ("Edit" to "Done").
    public func setNeedsLayout() { onChange?() }

    public init(title: String, rightBarButtons: [Button] = [], backButtonTitle: String? = nil) {
        self.title = title
        self.rightBarButtons = rightBarButtons
        self.backButtonTitle = backButtonTitle
    }
}
