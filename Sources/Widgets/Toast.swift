import Animation
import Geometry
import Gestures

/// A short message in a dark pill low in the window, above the tab bar, that hides itself after
/// `duration` seconds of media time (the F12 screenshot's "Saved …" note). A message that
/// stands for several (a layout file with five problems) can be clicked to see them all.
public final class Toast {
    /// How long a message stays, in seconds.
    static let duration = 3.0
    /// Points kept clear between the message and the tab bar.
    static let clearance = 76.0
    /// How long a message with more behind it stays, so there is time to click it.
    static let detailsDuration = 8.0
    /// Called with every line when a message with details is clicked.
    public var onOpenDetails: (([String]) -> Void)?
    private(set) var details: [String] = []
    /// Most lines a message wraps to.
    static let maximumLines = 3

    public let layer: Layer
    private let label: TextLayer
    public private(set) var hideTime: MediaTime?

    public init() {
        layer = Layer(name: "toast")
        layer.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.88)
        layer.cornerRadius = 18
        layer.shadowOpacity = 0.25
        layer.shadowOffset = Vector(dx: 0, dy: 3)
        layer.shadowRadius = 8
        layer.isHidden = true
        // A message only tells: clicks go through it to the bar buttons it may cover.
        layer.allowsHitTesting = false
        label = TextLayer(name: "toast.text", fontSize: 14, textColor: .white, alignment: .center)
        // A message too long for one line wraps, up to three lines.
        label.numberOfLines = Toast.maximumLines
        // Clicks land on the pill itself, or go through it.
        label.allowsHitTesting = false
        layer.addSublayer(label)
        layer.attachments.add(ToastPress { [weak self] in self?.openDetails() }, as: PointerHandler.self)
    }

    /// Shows a plain message, in place of whatever showed.
    public func show(_ text: String, at time: MediaTime, in size: Size) {
        reported = []
        present(text, details: [], at: time, in: size)
    }

    /// Shows problems the user should know of: the first, and how many more, which a
    /// click lists. Lines reported while an earlier report still shows join it, so a tab
    /// that reports twice as it starts (squares left out, then squares moved) loses none.
    public func report(_ lines: [String], at time: MediaTime, in size: Size) {
        guard !lines.isEmpty else { return }
        // A line already in the report (the same warning on every tab switch) is not added again.
        let earlier = layer.isHidden ? [] : reported
        reported = earlier + lines.filter { !earlier.contains($0) }
        let first = reported[0]
        if reported.count == 1 {
            present(first, details: [], at: time, in: size)
        } else {
            present("\(first) (+\(reported.count - 1) more)", details: reported, at: time, in: size)
        }
    }

    /// The lines of the report showing, to join later ones.
    private var reported: [String] = []

    private func present(_ text: String, details: [String], at time: MediaTime, in size: Size) {
        self.details = details
        label.string = details.isEmpty ? text : text + Self.detailsHint
        hideTime = time + (details.isEmpty ? Toast.duration : Toast.detailsDuration)
        layer.isHidden = false
        // A plain message lets clicks through to what it covers; one with details takes them.
        layer.allowsHitTesting = !details.isEmpty
        layout(in: size)
    }

    private func openDetails() {
        guard !details.isEmpty else { return }
        let lines = details
        layer.isHidden = true
        hideTime = nil
        onOpenDetails?(lines)
    }

    /// What a message with details ends with: its words held together by no-break spaces,
    /// so a wrapped message never leaves "all" alone on its last line.
    public static let detailsHint = "\u{00A0}·\u{00A0}click\u{00A0}to\u{00A0}see\u{00A0}all"

    /// Space kept free under the message (the tab bar), in points.
    public var bottomInset = 0.0

    /// Low in the window, above the tab bar, where it covers no navigation bar's title or
    /// buttons.
    public func layout(in size: Size) {
        // As wide as the message (measured as it is drawn), within the window; taller when
        // it wraps.
        let widest = max(0, size.width - 32)
        let textWidth = label.measuredWidth() ?? widest
        let width = min(widest, max(160, textWidth + 40))
        let height = max(36, (label.sizeThatFits(width: width - 24)?.height ?? 20) + 16)
        // High enough to clear what tabs keep at their foot (Black Hole's buttons, 44 pt
        // tall with a 16 pt margin) and the QA badge.
        layer.setFrame(Rect(x: (size.width - width) / 2, y: max(16, size.height - bottomInset - Toast.clearance - height), width: width, height: height))
        label.setFrame(Rect(x: 12, y: 0, width: width - 24, height: height))
    }

    public func update(at time: MediaTime) {
        if let t = hideTime, time >= t {
            layer.isHidden = true
            hideTime = nil
        }
    }
}

/// A click on the toast: a press on it, then the release of that press (a pointer is
/// routed to the layer it pressed until it lifts).
private final class ToastPress: PointerHandler {
    private let action: () -> Void
    private var pressed: PointerID?

    init(action: @escaping () -> Void) {
        self.action = action
    }

    func pointerDown(_ event: PointerEvent, at time: MediaTime) { pressed = event.id }
    func pointerMoved(_ event: PointerEvent, at time: MediaTime) {}
    func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard pressed == event.id else { return }
        pressed = nil
        action()
    }
    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) { pressed = nil }
}
