import Animation
import Foundation
import Geometry
import Gestures

/// A modal question (UIAlertController, alert style): the window dims, and a panel in
/// the middle grows in on a spring with a title, a message, optional text fields (a
/// prompt) and its buttons, two side by side or three and more stacked.
///
/// Return chooses the default action (the preferred one, else the first of default
/// style), Esc the cancel one; Tab cycles through the fields and buttons and nothing
/// behind the alert takes focus or clicks while it shows. A prompt's `validator` runs as
/// the user types: it can block the default button with a reason ("A name is
/// required.", shown once the user has typed or pressed Return, never on an untouched
/// prompt) or ask to confirm ("That name exists. Replace it?") and retitle it.
///
/// A message too long for the window scrolls (as UIAlertController's does): the panel
/// stays `windowMargin` inside the window, the message's viewport gives up the height,
/// and the title, fields and buttons stay in view.
///
/// An alert keeps itself alive while it shows. Layer names for dumps: "alert.overlay",
/// "alert" (the panel), "alert.title", "alert.message" (inside the scroll view
/// "alert.message.scroll"), "alert.field.<i>",
/// "alert.note", buttons "alert.button.<i>"; accessories keep their own names.
public final class AlertController {
    public let title: String?
    public let message: String?
    public private(set) var actions: [AlertAction] = []
    /// The prompt's fields, in order.
    public private(set) var textFields: [TextField] = []
    /// Controls under the fields (a prompt's type picker), each with its height.
    public private(set) var accessories: [(control: Control, height: Double)] = []
    /// The action Return chooses, shown bold. Defaults to nil: the first default-style one.
    public var preferredAction: AlertAction? { didSet { rebuildButtons() } }
    /// Checks the first field as it changes. Defaults to nil: anything goes.
    public var validator: ((String) -> Validation)? { didSet { validate() } }
    /// The clipboard the prompt's fields paste from and copy to; nil: none. The presenter
    /// sets it when the alert has none. Defaults to nil.
    public var pasteboard: Pasteboard? { didSet { for f in textFields { f.pasteboard = pasteboard } } }
    /// Called when the alert has gone, after the chosen action's handler.
    public var onDismiss: (() -> Void)?
    /// Whether it shows and takes input: false again as soon as an action is chosen, while
    /// it fades out.
    public var isPresented: Bool { phase == .presented }

    private enum Phase { case hidden, presented, dismissing }
    private var phase = Phase.hidden

    /// What a validator says about the text so far.
    public enum Validation: Equatable, Sendable {
        case valid
        /// The default button is disabled, and the reason shows in red once the user has
        /// typed or tried to choose it.
        case invalid(String)
        /// The default button stays, retitled (to "Replace", say), under a question.
        case confirm(String, actionTitle: String)
    }

    let overlay = Layer(name: "alert.overlay")
    let panel = Layer(name: "alert")
    private let titleLayer: TextLayer
    private let messageLayer: TextLayer
    /// The message's viewport: it scrolls only when the panel would not fit the window.
    let messageScroll = ScrollView(name: "alert.message.scroll")
    private let note = TextLayer(name: "alert.note", fontSize: 13, textColor: Theme.destructive, alignment: .center)
    private var buttons: [AlertButton] = []
    private var hairlines: [Layer] = []
    private weak var focusChain: FocusChain?
    /// Whether it was presented as a tool's alert, beside the screen's focus.
    private var isToolAlert = false
    private var validation = Validation.valid
    /// Whether a problem with the text shows in red: only once the user has typed in the
    /// first field or tried to choose the default action, never on an untouched prompt.
    private var showsProblems = false

    public static let width = 270.0
    /// The panel's width, at most the window's less a margin. Defaults to `width` (270 pt,
    /// as iOS); a prompt with a wide accessory may ask for more.
    public var preferredWidth = AlertController.width
    static let buttonHeight = 44.0
    /// The least room between the panel and the window's edges: 20 pt.
    static let windowMargin = 20.0
    /// The least height a scrolling message keeps, about three lines: 48 pt.
    static let minimumMessageHeight = 48.0

    public init(title: String?, message: String?) {
        self.title = title
        self.message = message
        titleLayer = TextLayer(name: "alert.title", string: title ?? "", fontSize: 17, textColor: Theme.label, alignment: .center, bold: true)
        messageLayer = TextLayer(name: "alert.message", string: message ?? "", fontSize: 13, textColor: Theme.label, alignment: .center)
        for t in [titleLayer, messageLayer, note] {
            t.numberOfLines = 0
            t.allowsHitTesting = false
        }
        panel.addSublayer(titleLayer)
        panel.addSublayer(messageScroll.layer)
        messageScroll.contentLayer.addSublayer(messageLayer)
        messageScroll.alwaysBounceVertical = false
        panel.addSublayer(note)
        overlay.backgroundColor = Color.black.withAlpha(0.2)
        panel.backgroundColor = Theme.alertBackground
        panel.cornerRadius = Theme.alertCornerRadius
        overlay.addSublayer(panel)
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildButtons()
    }

    /// Adds a text field (a prompt), set up by `configure`.
    public func addTextField(configure: (TextField) -> Void = { _ in }) {
        let field = TextField(name: "alert.field.\(textFields.count)", placeholder: "", pasteboard: pasteboard)
        configure(field)
        let first = textFields.isEmpty
        field.onChange = { [weak self] _ in
            guard first, let self else { return }
            self.showsProblems = true
            self.validate()
        }
        // Typing or a paste cut to the field's limit says so under the fields, unless a
        // problem with the text shows there; the next change clears it.
        field.onLimit = { [weak self] message in self?.showLimitNote(message) }
        field.onReturn = { [weak self] _ in self?.activateDefault() ?? false }
        field.onEscape = { [weak self] in self?.activateCancel() ?? false }
        textFields.append(field)
        panel.addSublayer(field.layer)
        validate()
    }

    /// Adds a control under the text fields, as wide as they are and `height` tall: a
    /// segmented control that picks a kind, say. Tab visits it after the fields.
    public func addAccessory(_ control: Control, height: Double) {
        accessories.append((control, height))
        panel.addSublayer(control.layer)
    }

    /// The action Return chooses.
    public var defaultAction: AlertAction? { preferredAction ?? actions.first { $0.style == .default } }
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// Whether the default action may be chosen now (a prompt's validator may block it).
    public var isDefaultEnabled: Bool {
        if case .invalid = validation { return false }
        return true
    }

    // MARK: Showing

    /// Shows the alert over `host`, which it covers, and narrows the focus chain to it; a
    /// tool's alert (`forTool`, the studio's) stands beside the screen's focus instead.
    public func present(in host: Layer, focusChain: FocusChain?, forTool: Bool = false) {
        switch phase {
        case .presented: return
        case .dismissing: finishDismiss()
        case .hidden: break
        }
        phase = .presented
        host.addSublayer(overlay)
        overlay.attachments.keep(self)
        layout(in: host.bounds.size)
        self.focusChain = focusChain
        isToolAlert = forTool
        focusChain?.beginModal(textFields + accessories.map(\.control) + buttons.map { $0 as Control }, focusing: textFields.first,
                               forTool: forTool)
        guard overlay.host != nil else { return }
        overlay.add(BasicAnimation(.opacity, from: .scalar(0), to: .scalar(1), duration: 0.2), forKey: "present")
        panel.add(SpringAnimation(.transform, spring: Theme.alertSpring, from: .transform(.scale(1.15)), to: .transform(.identity)), forKey: "present")
    }

    /// Centres the panel in a host of `size` (call it when the window resizes). A panel
    /// taller than the window less its margins shortens the message's viewport, which
    /// then scrolls.
    public func layout(in size: Size) {
        overlay.setFrame(Rect(origin: .zero, size: size))
        let w = min(preferredWidth, size.width - 32), pad = 16.0
        let stacked = actions.count > 2
        let buttonsHeight = Double(stacked ? actions.count : 1) * Self.buttonHeight
        let messageHeight = measuredHeight(messageLayer, fontSize: 13, width: w - 2 * pad)
        let natural = arrange(width: w, messageViewport: messageHeight) + buttonsHeight
        let excess = natural - (size.height - 2 * Self.windowMargin)
        let viewport = excess > 0 ? max(min(Self.minimumMessageHeight, messageHeight), messageHeight - excess) : messageHeight
        messageScroll.isScrollEnabled = viewport < messageHeight
        let y = viewport == messageHeight ? natural - buttonsHeight : arrange(width: w, messageViewport: viewport)
        let height = y + buttonsHeight
        panel.setFrame(Rect(x: ((size.width - w) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: w, height: height))
        for l in hairlines { l.removeFromSuperlayer() }
        hairlines = []
        for (i, b) in buttons.enumerated() {
            let frame = stacked
                ? Rect(x: 0, y: y + Double(i) * Self.buttonHeight, width: w, height: Self.buttonHeight)
                : Rect(x: Double(i) * w / Double(buttons.count), y: y, width: w / Double(buttons.count), height: Self.buttonHeight)
            b.setFrame(frame)
            b.corners = stacked ? (i == buttons.count - 1 ? .bottom : [])
                : (buttons.count == 1 ? .bottom : i == 0 ? .bottomLeft : i == buttons.count - 1 ? .bottomRight : [])
            hairline(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5))
            if !stacked && i > 0 { hairline(Rect(x: frame.minX, y: frame.minY, width: 0.5, height: frame.height)) }
        }
    }

    private func hairline(_ r: Rect) {
        let l = Layer(name: "alert.hairline")
        l.backgroundColor = Theme.separator
        l.allowsHitTesting = false
        l.setFrame(r)
        panel.addSublayer(l)
        hairlines.append(l)
    }

    /// Places the title, the message's viewport (`messageViewport` tall), the fields,
    /// the accessories and the note down a panel `width` wide; returns where the buttons
    /// start.
    private func arrange(width w: Double, messageViewport: Double) -> Double {
        let pad = 16.0
        var y = 20.0
        func place(_ t: TextLayer, fontSize: Double, gap: Double) {
            guard !t.string.isEmpty else { t.isHidden = true; return }
            t.isHidden = false
            let h = measuredHeight(t, fontSize: fontSize, width: w - 2 * pad)
            t.setFrame(Rect(x: pad, y: y, width: w - 2 * pad, height: h))
            y += h + gap
        }
        place(titleLayer, fontSize: 17, gap: 4)
        if message?.isEmpty ?? true {
            messageScroll.layer.isHidden = true
        } else {
            let full = measuredHeight(messageLayer, fontSize: 13, width: w - 2 * pad)
            messageScroll.layer.isHidden = false
            messageLayer.isHidden = false
            messageLayer.setFrame(Rect(x: 0, y: 0, width: w - 2 * pad, height: full))
            messageScroll.contentSize = Size(width: w - 2 * pad, height: full)
            messageScroll.setFrame(Rect(x: pad, y: y, width: w - 2 * pad, height: messageViewport))
            y += messageViewport
        }
        for f in textFields {
            y += 12
            f.setFrame(Rect(x: pad, y: y, width: w - 2 * pad, height: 32))
            y += 32
        }
        for a in accessories {
            y += 12
            a.control.setFrame(Rect(x: pad, y: y, width: w - 2 * pad, height: a.height))
            y += a.height
        }
        if !note.string.isEmpty { y += 8 }
        place(note, fontSize: 13, gap: 0)
        return y + 20
    }

    /// A text's height at `width`, rounded up to whole points.
    private func measuredHeight(_ t: TextLayer, fontSize: Double, width: Double) -> Double {
        guard !t.string.isEmpty else { return 0 }
        return (t.sizeThatFits(width: width)?.height ?? estimatedHeight(t.string, fontSize: fontSize, width: width)).rounded(.up)
    }

    /// Without a text measurer (tests), an average glyph width.
    private func estimatedHeight(_ s: String, fontSize: Double, width: Double) -> Double {
        let lines = max(1, (Double(s.count) * fontSize * 0.55 / max(1, width)).rounded(.up))
        return lines * fontSize * 1.25
    }

    // MARK: Choosing

    /// Chooses an action: the alert goes, then the action's handler runs.
    public func choose(_ action: AlertAction) {
        guard isPresented else { return }
        if action === defaultAction && !isDefaultEnabled { return }
        dismiss()
        action.handler?()
        onDismiss?()
    }

    @discardableResult
    func activateDefault() -> Bool {
        guard let a = defaultAction else { return false }
        if isDefaultEnabled {
            choose(a)
        } else if !showsProblems {
            // A submit that cannot happen says why.
            showsProblems = true
            validate()
        }
        return true
    }

    @discardableResult
    func activateCancel() -> Bool {
        guard let a = cancelAction else { return false }
        choose(a)
        return true
    }

    /// Return and Esc, when the focused control did not take them (a focused button
    /// takes Return itself). Returns whether the key was used.
    public func handleKey(_ event: KeyEvent) -> Bool {
        guard isPresented else { return false }
        if event.isPress(.return) { return activateDefault() }
        if event.isPress(.escape) { return activateCancel() }
        return false
    }

    /// Fades the alert out and gives the focus back.
    private func dismiss() {
        phase = .dismissing
        focusChain?.endModal(forTool: isToolAlert)
        let leaving = overlay
        leaving.opacity = 0
        guard leaving.host != nil else { finishDismiss(); return }
        let fade = BasicAnimation(.opacity, from: .scalar(1), to: .scalar(0), duration: 0.15)
        fade.onStop = { [weak self] _ in self?.finishDismiss() }
        leaving.removeAnimation(forKey: "present")
        leaving.add(fade, forKey: "dismiss")
        leaving.allowsHitTesting = false
        for b in buttons { b.isEnabled = false }
    }

    /// Closes it at once, choosing nothing (the window is going away, the tab changed).
    public func dismissWithoutChoosing() {
        guard phase == .presented else { return }
        dismiss()
        finishDismiss()
        onDismiss?()
    }

    private func finishDismiss() {
        guard phase == .dismissing else { return }
        phase = .hidden
        overlay.removeFromSuperlayer()
        overlay.opacity = 1
        overlay.allowsHitTesting = true
        overlay.removeAllAnimations()
        overlay.attachments.remove(self)
        // Ready to show again: its buttons back on, as the validator allows.
        for b in buttons { b.isEnabled = true }
        validate()
    }

    private func rebuildButtons() {
        for b in buttons { b.layer.removeFromSuperlayer() }
        let bold = preferredAction ?? (actions.contains { $0 === preferredAction } ? nil : cancelAction)
        buttons = actions.enumerated().map { i, a in
            let b = AlertButton(name: "alert.button.\(i)", action: a, bold: a === bold)
            b.action = { [weak self] in self?.choose(a) }
            panel.addSublayer(b.layer)
            return b
        }
        validate()
    }

    /// Shows why an edit was cut, in the note's place, while the text has no problem.
    private func showLimitNote(_ message: String) {
        guard case .valid = validation else { return }
        note.string = message
        note.textColor = Theme.secondaryLabel
        if let host = overlay.superlayer { layout(in: host.bounds.size) }
    }

    private func validate() {
        validation = validator?(textFields.first?.text ?? "") ?? .valid
        let i = defaultAction.flatMap { d in actions.firstIndex { $0 === d } }
        switch validation {
        case .valid:
            note.string = ""
        case .invalid(let reason):
            note.string = showsProblems ? reason : ""
            note.textColor = Theme.destructive
        case .confirm(let question, _):
            note.string = question
            note.textColor = Theme.secondaryLabel
        }
        if let i, buttons.indices.contains(i) {
            buttons[i].isEnabled = isDefaultEnabled
            if case .confirm(_, let t) = validation { buttons[i].title = t } else { buttons[i].title = actions[i].title }
        }
        if let host = overlay.superlayer { layout(in: host.bounds.size) }
    }
}
