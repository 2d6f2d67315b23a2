import Animation
import Geometry
import Gestures
import Widgets

/// What shows over the tabs: each tab's presenter (its alerts, the layers it lifts above
/// the tab bar), made on first use, and the window's toast. The toast is the one the
/// configuration hands in (the studio's), or else one of the shell's own, in its tree,
/// whose report lists its problems in the presenter of the tab showing.
final class ShellPresentation {
    private unowned let window: Layer
    private unowned let liftLayer: Layer
    private let focusChain: FocusChain
    private let pasteboard: Pasteboard
    private var presenters: [ObjectIdentifier: Presenter] = [:]
    /// Where the tabs' messages and reports go.
    let messages: MessageBoard
    /// The shell's own toast, when no window's was handed in.
    let ownToast: Toast?

    init(window: Layer, liftLayer: Layer, focusChain: FocusChain, pasteboard: Pasteboard, messages: MessageBoard?) {
        self.window = window
        self.liftLayer = liftLayer
        self.focusChain = focusChain
        self.pasteboard = pasteboard
        ownToast = messages == nil ? Toast() : nil
        self.messages = messages ?? ownToast!
    }

    /// The presenter of the tab built under `layer`, made on first use.
    func presenter(for layer: Layer) -> Presenter {
        if let p = presenters[ObjectIdentifier(layer)] { return p }
        let p = Presenter(window: window, liftLayer: liftLayer, focusChain: focusChain, pasteboard: pasteboard)
        presenters[ObjectIdentifier(layer)] = p
        return p
    }

    /// Puts the shell's own toast over `root`, its report's list in the presenter that
    /// `presenter` gives when it is clicked.
    func addOwnToast(to root: Layer, listingIn presenter: @escaping () -> Presenter?) {
        guard let ownToast else { return }
        root.addSublayer(ownToast.layer)
        ownToast.onOpenDetails = { lines in presenter()?.present(AlertController(listing: lines)) }
    }

    /// Places the shell's own toast above `bottomInset` (the tab bar) of a window of `size`.
    func layoutToast(in size: Size, bottomInset: Double) {
        ownToast?.bottomInset = bottomInset
        ownToast?.layout(in: size)
    }

    /// Hides the shell's own toast when its time is up.
    func update(at time: MediaTime) {
        ownToast?.update(at: time)
    }

    /// When the shell's own toast next hides.
    var nextWakeTime: MediaTime? { ownToast?.hideTime }
}
