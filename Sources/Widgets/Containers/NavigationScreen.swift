import Animation
import Geometry

/// One screen of a `NavigationStack` (the part of UIViewController a navigation
/// controller uses): a layer, what it shows in the bar, how it lays itself out in the
/// area under the bar, and the controls Tab visits on it.
public protocol NavigationScreen: AnyObject {
    var layer: Layer { get }
    var navigationItem: NavigationItem { get }
    /// Lays the screen out in an area of `size` points (the stack's, less the bar).
    func layout(in size: Size)
    /// Its controls in Tab order. Defaults to none.
    var focusableControls: [Control] { get }
    /// It became the top screen (a push or pop finished). Defaults to nothing.
    func didAppear()
}

extension NavigationScreen {
    public var focusableControls: [Control] { [] }
    public func didAppear() {}
}
