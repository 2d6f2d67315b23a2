import Animation
import Geometry
import Gestures

/// A short message in a dark pill low in the window, above the tab bar, that hides itself after
/// `duration` seconds of media time (the F12 screenshot's "Saved …" note). A message that
/// stands for several (a layout file with five problems) can be clicked to see them all.
/// What a later message covers while it still has time to show is not lost: it comes back
/// when the later one goes, until it was to hide and for at least a message's time. A
/// report of problems always waits so; a plain message does when no report waits.
///
/// It is a window's one `MessageBoard`: it places each message in the size it was last
/// laid out in.
public final class Toast: MessageBoard {
    /// How long a message stays, in seconds.
    static let duration = 3.0
    /// Points kept clear between the message and the tab bar, by default: room for what
    /// tabs keep at their foot.
    static let defaultClearance = 76.0
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

    /// Shows a plain message in place of what showed, which waits behind it (see `cover`).
    public func show(_ text: String, at time: MediaTime) {
        cover(at: time)
        shown = .message(text)
        present(text, details: [], until: time + Toast.duration)
    }

    /// Shows problems the user should know of: the first, and how many more, which a
    /// click lists. Lines reported while an earlier report still shows (or waits behind a
    /// message) join it, so a tab that reports twice as it starts (squares left out, then
    /// squares moved) loses none.
    public func report(_ lines: [String], at time: MediaTime) {
        guard !lines.isEmpty else { return }
        var earlier: [String] = []
        if case .report(let r) = shown {
            earlier = r
        } else if case .report(let r)? = held?.shown {
            earlier = r
            held = nil
        }
        if earlier.isEmpty { cover(at: time) }
        // A line already in the report (the same warning on every tab switch) is not added again.
        let all = earlier + lines.filter { !earlier.contains($0) }
        shown = .report(all)
        presentReport(all, until: time + (all.count == 1 ? Toast.duration : Toast.detailsDuration))
    }

    /// What shows: a plain message, or a report's lines; nil while hidden.
    private enum Shown { case message(String), report([String]) }
    private var shown: Shown?
    /// What a later message covered while it still had time to show, and when it was to
    /// hide: it comes back when the later one goes.
    private var held: (shown: Shown, hideTime: MediaTime)?

    /// Keeps what shows, if its time is not up, to come back after what covers it: a
    /// report always (the user should read it), a plain message when no report waits.
    private func cover(at time: MediaTime) {
        guard let s = shown, let end = hideTime, end > time else { return }
        if case .report = s { held = (s, end) } else if held == nil { held = (s, end) }
    }

    private func presentReport(_ lines: [String], until end: MediaTime) {
        if lines.count == 1 {
            present(lines[0], details: [], until: end)
        } else {
            present("\(lines[0]) (+\(lines.count - 1) more)", details: lines, until: end)
        }
    }

    private func present(_ text: String, details: [String], until end: MediaTime) {
        self.details = details
        label.string = details.isEmpty ? text : text + Self.detailsHint
        hideTime = end
        layer.isHidden = false
        // A plain message lets clicks through to what it covers; one with details takes them.
        layer.allowsHitTesting = !details.isEmpty
        layout(in: size)
    }

    /// Hides it, and forgets what waited behind it.
    private func hide() {
        layer.isHidden = true
        hideTime = nil
        shown = nil
        held = nil
    }

    private func openDetails() {
        guard !details.isEmpty else { return }
        let lines = details
        hide()
        onOpenDetails?(lines)
    }

    /// What a message with details ends with: its words held together by no-break spaces,
    /// so a wrapped message never leaves "all" alone on its last line.
    public static let detailsHint = "\u{00A0}·\u{00A0}click\u{00A0}to\u{00A0}see\u{00A0}all"

    /// Space kept free under the message (the tab bar), in points.
    public var bottomInset = 0.0
    /// Points kept clear above `bottomInset`. Defaults to 76.
    public var clearance = Toast.defaultClearance
    /// The window's size as last laid out in: where the next message is placed.
    private var size = Size.zero

    /// Whether a message shows that a click opens (one with details): it takes presses.
    public var takesClicks: Bool { !layer.isHidden && !details.isEmpty }

    /// Low in the window, above the tab bar, where it covers no navigation bar's title or
    /// buttons.
    public func layout(in size: Size) {
        self.size = size
        // As wide as the message (measured as it is drawn), within the window; taller when
        // it wraps.
        let widest = max(0, size.width - 32)
        let textWidth = label.measuredWidth() ?? widest
        let width = min(widest, max(160, textWidth + 40))
        let height = max(36, (label.sizeThatFits(width: width - 24)?.height ?? 20) + 16)
        // High enough to clear what tabs keep at their foot (Black Hole's buttons, 44 pt
        // tall with a 16 pt margin) and the QA badge.
        layer.setFrame(Rect(x: (size.width - width) / 2, y: max(16, size.height - bottomInset - clearance - height), width: width, height: height))
        label.setFrame(Rect(x: 12, y: 0, width: width - 24, height: height))
    }

    /// The clock it runs on jumped by `seconds` (a replay gone live): the message showing
    /// keeps the time it has left.
    public func moveClock(by seconds: Double) {
        hideTime = hideTime.map { $0 + seconds }
        held?.hideTime += seconds
    }

    public func update(at time: MediaTime) {
        guard let t = hideTime, time >= t else { return }
        guard let h = held else { return hide() }
        // What the message covered comes back for the rest of its time, and at least a
        // message's.
        held = nil
        let end = max(h.hideTime, t + Toast.duration)
        // A window that slept past both times shows neither.
        guard end > time else { return hide() }
        shown = h.shown
        switch h.shown {
        case .message(let text): present(text, details: [], until: end)
        case .report(let lines): presentReport(lines, until: end)
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
