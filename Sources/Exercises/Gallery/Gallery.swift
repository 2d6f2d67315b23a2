import Animation
import Geometry
import Gestures
import Widgets

/// The gallery window (`motionlab run --gallery`): a page of controls and a page of
/// containers, switched by a segmented control at the top right, as UIKit's own catalog
/// app groups them. Everything the shell tells it goes to the page shown.
///
/// Layer names for dumps: "gallery" (root), "gallery.pages" (the switcher), and each
/// page's root "gallery.controls" / "gallery.containers".
public final class Gallery: Exercise {
    public let layer: Layer
    private let pages: [Exercise]
    private let switcher: SegmentedControl
    private let services: ExerciseServices
    private var size = Size.zero
    public private(set) var page: GalleryPage

    public init(services: ExerciseServices) {
        self.services = services
        layer = services.layer
        layer.backgroundColor = Theme.groupedBackground
        func child(_ name: String) -> ExerciseServices { services.rebased(on: Layer(name: name)) }
        pages = [ControlsGallery(services: child("gallery.controls")), ContainersGallery(services: child("gallery.containers"))]
        page = services.options.gallery?.page ?? .controls
        switcher = SegmentedControl(name: "gallery.pages", titles: GalleryPage.allCases.map(\.title),
                                    selectedIndex: GalleryPage.allCases.firstIndex(of: page) ?? 0)
        layer.addSublayer(current.layer)
        layer.addSublayer(switcher.layer)
        switcher.onValueChanged = { [weak self] i in self?.show(GalleryPage.allCases[i]) }
    }

    private var current: Exercise { pages[GalleryPage.allCases.firstIndex(of: page) ?? 0] }

    /// Shows a page; the shell's focus chain picks its controls up at the next key, as it
    /// asks for them before every key it hands on.
    public func show(_ p: GalleryPage) {
        guard p != page else { return }
        let time = layer.currentLocalTime ?? 0
        current.cancelInteractions()
        current.willDisappear(at: time)
        current.layer.removeFromSuperlayer()
        page = p
        layer.insertSublayer(current.layer, at: 0)
        // The page and the switcher, which ends where the page's column does.
        layout(in: size)
        current.didAppear(at: time)
    }

    public func layout(in size: Size) {
        self.size = size
        layer.setFrame(Rect(origin: .zero, size: size))
        current.layout(in: size)
        // The switcher ends where the page's column does.
        let width = page == .containers ? ContainersGallery.columnWidth(for: size) : ControlsGallery.columnWidth(for: size)
        let x = ((size.width - width) / 2).rounded()
        switcher.setFrame(Rect(x: x + width - 220, y: 16, width: 220, height: Theme.segmentedHeight))
    }

    public func update(at time: LocalTime) { current.update(at: time) }
    public var nextWakeTime: LocalTime? { current.nextWakeTime }
    public var isAnimating: Bool { current.isAnimating }
    public func cancelInteractions() { current.cancelInteractions() }
    public func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool { current.handleKey(event, at: time) }
    public func handleText(_ input: TextInput, at time: LocalTime) { current.handleText(input, at: time) }
    public func windowFocusChanged(_ focused: Bool, at time: LocalTime) { current.windowFocusChanged(focused, at: time) }
    public func didAppear(at time: LocalTime) { current.didAppear(at: time) }
    public func willDisappear(at time: LocalTime) { current.willDisappear(at: time) }
    public var focusableControls: [Control] { [switcher] + current.focusableControls }
    public var overlayMarks: [OverlayMark] { current.overlayMarks }
}
