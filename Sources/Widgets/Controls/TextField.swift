import Animation
import Foundation
import Geometry
import Gestures

/// A one-line text entry (UITextField with the rounded-rect border style).
///
/// - Typing arrives as text input (the front end turns it on while the field has focus),
///   and an input method's composition shows underlined at the caret until committed.
/// - The caret blinks through the animation system, and shows solid while typing.
/// - Selection: click to place the caret, drag to select, double-click a word, triple-click
///   all; Shift with the arrows, Home and End extends it. Ctrl+A selects all.
/// - Ctrl+C, Ctrl+X and Ctrl+V go through the clipboard. Backspace and Delete remove a
///   whole character as the user sees it (an emoji, a letter with its accents).
/// - Return calls `onCommit` and ends the editing; Esc puts back the text the editing
///   began with and ends it.
/// - A clear button (⊗) shows while editing a field that holds text.
///
/// With a length limit, a counter ("187/200") shows at the trailing edge once the text
/// is near it, red at the limit; typing or a paste that does not fit is cut to fit, and
/// `onLimit` is told in a sentence, for the owner to show.
///
/// Positions are counted in `Character`s (grapheme clusters). Defaults: empty text, no
/// placeholder, no length limit.
public final class TextField: Control, TextInputClient {
    public private(set) var text: String
    public var placeholder: String { didSet { refresh() } }
    /// Most characters the field takes; longer input is cut. Nil: no limit.
    public var maximumLength: Int? {
        didSet {
            if let m = maximumLength, text.count > m { setText(String(text.prefix(m))) } else { refresh() }
        }
    }
    /// Whether the count of characters shows near the length limit. A short fixed format
    /// (a hex colour) turns it off. Defaults to true.
    public var showsCounter = true { didSet { refresh() } }
    /// Called when the user's typing or paste was cut to `maximumLength`, with a sentence
    /// that says so ("Pasted 200 of 250 characters: the most is 200."), after `onChange`.
    /// Defaults to nil.
    public var onLimit: ((String) -> Void)?
    /// Called after each change the user makes, with the new text.
    public var onChange: ((String) -> Void)?
    /// Called when the user presses Return.
    public var onCommit: ((String) -> Void)?
    /// Asked first when Return is pressed (textFieldShouldReturn): true means the owner
    /// used it (an alert's default button), and the field neither commits nor lets go of
    /// the focus. Defaults to nil.
    public var onReturn: ((String) -> Bool)?
    /// Asked first when Esc is pressed: true means the owner used it (an alert's Cancel),
    /// and the field keeps its text. Defaults to nil.
    public var onEscape: (() -> Bool)?
    /// Marks the text as not acceptable (a hex colour that does not parse): a red border,
    /// until it is set false. Defaults to false.
    public var isInvalid = false { didSet { if isInvalid != oldValue { refresh() } } }
    /// The selected characters; empty where only the caret is.
    public internal(set) var selection: Range<Int>
    public internal(set) var composition: TextComposition?

    /// The clipboard Ctrl+C, X and V use; nil: they do nothing. Defaults to the one given
    /// to `init`.
    public var pasteboard: Pasteboard?
    let fontSize: Double
    private var anchor = 0
    var textAtFocus: String?
    var scrollOffset = 0.0
    private var dragPointer: PointerID?
    private var clicks: (time: MediaTime, location: Point, count: Int)?
    private var wordAnchor: Range<Int>?

    private let clip: Layer
    let textLayer: TextLayer
    private let placeholderLayer: TextLayer
    private let selectionLayer: Layer
    private let caret: Layer
    private let underline: Layer
    private let clearButton: Layer
    private let clearGlyph: ShapeLayer
    private let counter: TextLayer

    public init(name: String, text: String = "", placeholder: String = "", fontSize: Double = Theme.bodyFontSize,
                pasteboard: Pasteboard? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.fontSize = fontSize
        self.pasteboard = pasteboard
        selection = text.count..<text.count
        anchor = text.count
        let layer = Layer(name: name)
        layer.backgroundColor = .white
        layer.cornerRadius = Theme.textFieldCornerRadius
        layer.borderWidth = 1
        layer.borderColor = Theme.separator
        clip = Layer(name: "\(name).clip")
        clip.masksToBounds = true
        clip.allowsHitTesting = false
        textLayer = TextLayer(name: "\(name).text", string: text, fontSize: fontSize, textColor: Theme.label)
        placeholderLayer = TextLayer(name: "\(name).placeholder", string: placeholder, fontSize: fontSize, textColor: Theme.placeholder)
        placeholderLayer.truncationMode = .end
        selectionLayer = Layer(name: "\(name).selection")
        selectionLayer.backgroundColor = Theme.tint.withAlpha(0.25)
        caret = Layer(name: "\(name).caret")
        caret.backgroundColor = Theme.tint
        caret.cornerRadius = 1
        underline = Layer(name: "\(name).composition")
        underline.backgroundColor = Theme.label
        clearButton = Layer(name: "\(name).clear")
        clearButton.backgroundColor = Theme.secondaryLabel.withAlpha(0.6)
        clearGlyph = Glyph.xmark.makeLayer(name: "\(name).clear.glyph", size: 8, color: .white)
        clearGlyph.lineWidth = 1.5
        clearGlyph.allowsHitTesting = false
        clearButton.addSublayer(clearGlyph)
        counter = TextLayer(name: "\(name).counter", fontSize: 13, textColor: Theme.secondaryLabel, alignment: .right)
        counter.allowsHitTesting = false
        counter.isHidden = true
        for l in [selectionLayer, placeholderLayer, textLayer, underline, caret] { clip.addSublayer(l) }
        layer.addSublayer(clip)
        layer.addSublayer(clearButton)
        layer.addSublayer(counter)
        super.init(layer: layer)
        setFrame(Rect(x: 0, y: 0, width: 240, height: 36))
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        refresh()
    }

    /// Replaces the text from code, without calling `onChange`; the caret goes to the end.
    public func setText(_ newText: String) {
        text = maximumLength.map { String(newText.prefix($0)) } ?? newText
        selection = text.count..<text.count
        anchor = text.count
        composition = nil
        refresh()
    }

    /// Selects the whole text from code (UITextField's `selectAll(_:)`), so what is typed
    /// next replaces it: a prompt pre-filled with a name the user will likely retype.
    public func selectAll() {
        select(0..<text.count)
    }

    // MARK: Editing

    var characters: [Character] { Array(text) }

    /// Keeps the selection and anchor inside the text.
    func clampSelection() {
        let n = text.count
        selection = min(selection.lowerBound, n)..<min(max(selection.upperBound, selection.lowerBound), n)
        anchor = min(anchor, n)
    }

    /// Replaces the selection with `s` (cut to the length limit), leaving the caret after it.
    /// A cut is told to `onLimit`, in words that say whether it was `pasted`.
    func replaceSelection(with s: String, pasted: Bool = false) {
        clampSelection()
        var chars = characters
        let lower = min(selection.lowerBound, chars.count), upper = min(selection.upperBound, chars.count)
        var inserted = Array(s.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) })
        let offered = inserted.count
        if let m = maximumLength { inserted = Array(inserted.prefix(max(0, m - (chars.count - (upper - lower))))) }
        let cut = inserted.count < offered ? Self.cutMessage(kept: inserted.count, offered: offered, limit: maximumLength ?? 0, pasted: pasted) : nil
        guard !inserted.isEmpty || upper > lower else {
            if let cut { onLimit?(cut) }
            return
        }
        chars.replaceSubrange(lower..<upper, with: inserted)
        text = String(chars)
        // Counted again: an insert can join the character before it (a flag's second half,
        // a combining accent), so the text may hold fewer characters than were added.
        let caretAt = min(String(chars[..<(lower + inserted.count)]).count, text.count)
        selection = caretAt..<caretAt
        anchor = caretAt
        composition = nil
        restartBlink()
        refresh()
        onChange?(text)
        if let cut { onLimit?(cut) }
    }

    /// What `onLimit` is told when an edit was cut to fit `limit` characters.
    public static func cutMessage(kept: Int, offered: Int, limit: Int, pasted: Bool) -> String {
        if kept == 0 { return "The most is \(limit) characters, and the text is that long already." }
        let unit = offered == 1 ? "character" : "characters"
        return "\(pasted ? "Pasted" : "Typed") \(kept) of \(offered) \(unit): the most is \(limit)."
    }

    public func insertText(_ s: String) {
        guard isEnabled else { return }
        replaceSelection(with: s)
    }

    public func setComposition(_ c: TextComposition?) {
        guard isEnabled else { return }
        composition = (c?.text.isEmpty ?? true) ? nil : c
        refresh()
    }

    /// Selects `range`, with `anchor` as the end that stays put when Shift extends it.
    func select(_ range: Range<Int>, anchor a: Int? = nil) {
        let n = text.count
        let r = min(max(0, range.lowerBound), n)..<min(max(0, range.upperBound), n)
        selection = r
        anchor = a ?? r.lowerBound
        restartBlink()
        refresh()
    }

    /// Moves the caret to `i`, or with `extending` the active end of the selection.
    func move(to i: Int, extending: Bool) {
        let n = text.count
        let target = min(max(0, i), n)
        if extending {
            select(min(anchor, target)..<max(anchor, target), anchor: anchor)
        } else {
            select(target..<target)
        }
    }

    /// The end of the selection that moves with Shift.
    var activeEnd: Int { selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound }

    // MARK: Keys (TextField+Keys)

    public override func handleKey(_ event: KeyEvent) -> Bool { handleEditingKey(event) }

    // MARK: Pointer

    public override func pointerDown(_ event: PointerEvent, at time: MediaTime) {
        guard isEnabled, dragPointer == nil, event.button != .right, let p = layer.convert(event.location, from: nil) else { return }
        // The clear button counts only where it showed when the press came.
        let clearShown = isFocused && clearButton.opacity > 0
        if !isFocused { becomeFocused(showsRing: false) }
        if clearShown, clearButton.frame.insetBy(dx: -6, dy: -6).contains(p) {
            setText("")
            onChange?(text)
            return
        }
        // Two presses within the double-click time and a few points count as one more click.
        let count: Int
        if let c = clicks, time - c.time <= Theme.doubleClickInterval, c.location.distance(to: event.location) <= 4 {
            count = c.count + 1
        } else {
            count = 1
        }
        clicks = (time, event.location, count)
        dragPointer = event.id
        let i = index(atX: p.x)
        switch count {
        case 1:
            wordAnchor = nil
            move(to: i, extending: event.modifiers.contains(.shift))
        case 2:
            let w = word(at: character(atX: p.x))
            wordAnchor = w
            select(w)
        default:
            wordAnchor = nil
            select(0..<text.count)
        }
    }

    public override func pointerMoved(_ event: PointerEvent, at time: MediaTime) {
        guard dragPointer == event.id, let p = layer.convert(event.location, from: nil) else { return }
        let i = index(atX: p.x)
        if let w = wordAnchor {
            // A double-click drag extends by whole words.
            let other = word(at: character(atX: p.x))
            select(min(w.lowerBound, other.lowerBound)..<max(w.upperBound, i < w.lowerBound ? w.upperBound : other.upperBound),
                   anchor: i < w.lowerBound ? w.upperBound : w.lowerBound)
        } else if clicks?.count == 1 {
            move(to: i, extending: true)
        }
    }

    public override func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        if dragPointer == event.id { dragPointer = nil }
    }

    public override func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {
        if dragPointer == event.id { dragPointer = nil }
    }

    // MARK: Drawing

    public override func stateDidChange() {
        if isFocused && textAtFocus == nil {
            textAtFocus = text
            restartBlink()
        } else if !isFocused {
            textAtFocus = nil
            composition = nil
            dragPointer = nil
        }
        refresh()
    }

    private func restartBlink() {
        caret.removeAnimation(forKey: "blink")
        let blink = KeyframeAnimation(.opacity, values: [.scalar(1), .scalar(0)], keyTimes: [0, 0.5, 1],
                                      calculationMode: .discrete, duration: Theme.caretBlinkPeriod)
        blink.timing.repeatCount = .infinity
        // Solid for a moment after each edit or move, then blinking.
        blink.timing.beginTime = (caret.currentLocalTime?.seconds ?? 0) + Theme.caretBlinkPeriod / 2
        blink.timing.fillMode = .backwards
        caret.add(blink, forKey: "blink")
    }

    private func refresh() {
        clampSelection()
        let b = layer.bounds
        let chars = characters
        let editing = isFocused
        // What shows: the text, with a composition in place of the selection.
        let display: String
        let caretIndex: String
        if let c = composition {
            let pre = String(chars[..<min(selection.lowerBound, chars.count)])
            let post = String(chars[min(selection.upperBound, chars.count)...])
            display = pre + c.text + post
            caretIndex = pre + String(Array(c.text).prefix(max(0, min(c.cursor, c.text.count))))
        } else {
            display = text
            caretIndex = String(chars[..<min(activeEnd, chars.count)])
        }
        let showsClear = editing && !text.isEmpty
        let clearSide = 16.0
        // Near the limit, the count shows before the clear button.
        var counterWidth = 0.0
        if showsCounter, let m = maximumLength, text.count >= m - max(10, m / 10) {
            counter.string = "\(text.count)/\(m)"
            counter.textColor = text.count >= m ? Theme.destructive : Theme.secondaryLabel
            counterWidth = (counter.measuredWidth() ?? Double(counter.string.count) * 7.5) + 2
        }
        counter.isHidden = counterWidth == 0
        let right = (showsClear ? clearSide + inset + 4 : inset) + (counterWidth > 0 ? counterWidth + 6 : 0)
        clip.setFrame(Rect(x: 0, y: 0, width: max(0, b.width - right + inset), height: b.height))
        let visible = max(1, b.width - inset - right)
        let caretX = width(caretIndex)
        // Scroll so the caret stays in view, and no further than the text needs.
        if caretX - scrollOffset > visible { scrollOffset = caretX - visible }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        let total = width(display)
        scrollOffset = max(0, min(scrollOffset, max(0, total - visible + 2)))
        let x0 = inset - scrollOffset

        textLayer.string = display
        textLayer.textColor = isEnabled ? Theme.label : Theme.disabledLabel
        textLayer.setFrame(Rect(x: x0, y: 0, width: max(total + 4, visible), height: b.height))
        placeholderLayer.string = placeholder
        placeholderLayer.isHidden = !display.isEmpty
        placeholderLayer.setFrame(Rect(x: inset, y: 0, width: visible, height: b.height))

        let lineHeight = (fontSize * 1.25).rounded()
        let top = (b.height - lineHeight) / 2
        selectionLayer.isHidden = !editing || selection.isEmpty || composition != nil
        if !selectionLayer.isHidden {
            let a = width(String(chars[..<selection.lowerBound])), z = width(String(chars[..<selection.upperBound]))
            selectionLayer.setFrame(Rect(x: x0 + a, y: top, width: z - a, height: lineHeight))
        }
        if let c = composition {
            let pre = String(chars[..<min(selection.lowerBound, chars.count)])
            let a = width(pre), z = width(pre + c.text)
            underline.isHidden = false
            underline.setFrame(Rect(x: x0 + a, y: top + lineHeight - 1, width: z - a, height: 1))
        } else {
            underline.isHidden = true
        }
        caret.isHidden = !editing || !(selection.isEmpty || composition != nil)
        caret.setFrame(Rect(x: (x0 + caretX - 1).rounded(), y: top, width: 2, height: lineHeight))

        clearButton.opacity = showsClear ? 1 : 0
        clearButton.setFrame(Rect(x: b.width - inset - clearSide, y: (b.height - clearSide) / 2, width: clearSide, height: clearSide))
        clearButton.cornerRadius = clearSide / 2
        clearGlyph.position = Point(x: clearSide / 2, y: clearSide / 2)
        if counterWidth > 0 {
            let end = showsClear ? b.width - inset - clearSide - 4 : b.width - inset
            counter.setFrame(Rect(x: end - counterWidth, y: 0, width: counterWidth, height: b.height))
        }

        layer.borderColor = isInvalid ? Theme.destructive
            : showsFocus || editing ? Theme.tint.withAlpha(editing ? 0.8 : 0.6) : Theme.separator
        layer.borderWidth = showsFocus ? Theme.focusRingWidth : (editing || isInvalid ? 1.5 : 1)
        layer.backgroundColor = isEnabled ? .white : Theme.groupedBackground
    }
}
