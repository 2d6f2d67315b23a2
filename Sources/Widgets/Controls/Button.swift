import Animation
import Geometry
import Gestures

/// A push button with a title and an optional leading glyph (UIButton with a
/// UIButton.Configuration): filled with the tint, tinted, gray, or plain text.
///
/// Hover lightens it, a press darkens it and springs it down a little (back up on
/// release), focus draws a ring clear of its edge and disabled dims it. The title and glyph are centred
/// together, as UIKit lays out a configuration's image and title.
public final class Button: Control {
    /// UIButton.Configuration's styles.
    public enum Style: Sendable {
        /// The tint behind white text (`.filled()`).
        case filled
        /// A wash of the tint behind tinted text (`.tinted()`).
        case tinted
        /// A light gray fill behind tinted text (`.gray()`).
        case gray
        /// Tinted text alone (`.plain()`).
        case plain
    }

    public let titleLayer: TextLayer
    public let style: Style
    public var title: String {
        get { titleLayer.string }
        set {
            titleLayer.string = newValue
            layoutContent()
        }
    }
    /// A symbol before the title, or nil. Defaults to nil.
    public var glyph: Glyph? {
        didSet {
            glyphLayer.isHidden = glyph == nil
            layoutContent()
            stateDidChange()
        }
    }
    /// The colour of a filled background, or of the title otherwise. Defaults to `Theme.tint`.
    public var tintColor = Theme.tint { didSet { stateDidChange() } }

    private let glyphLayer = ShapeLayer()
    private let focusRing: FocusRing

    public init(name: String, title: String, style: Style = .filled, glyph: Glyph? = nil, action: (() -> Void)? = nil) {
        self.style = style
        self.glyph = glyph
        titleLayer = TextLayer(name: "\(name).title", string: title, fontSize: Theme.bodyFontSize, alignment: .center, bold: style == .filled)
        titleLayer.truncationMode = .end
        let layer = Layer(name: name)
        layer.cornerRadius = Theme.buttonCornerRadius
        glyphLayer.name = "\(name).glyph"
        glyphLayer.isHidden = glyph == nil
        glyphLayer.allowsHitTesting = false
        layer.addSublayer(glyphLayer)
        layer.addSublayer(titleLayer)
        focusRing = FocusRing(name: name)
        layer.addSublayer(focusRing.layer)
        super.init(layer: layer)
        self.action = action
        stateDidChange()
    }

    /// Places the button; the title (and glyph) fill it, centred.
    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        layoutContent()
        updateFocusRing()
    }

    /// Focus shows as a ring clear of the button's edge, so it shows on a filled one too.
    private func updateFocusRing() {
        focusRing.update(shows: showsFocus, around: layer.bounds, cornerRadius: layer.cornerRadius)
    }

    private func layoutContent() {
        let b = layer.bounds
        guard let glyph else {
            titleLayer.setFrame(b.insetBy(dx: 8, dy: 0))
            return
        }
        let side = Theme.buttonGlyphSize, gap = 6.0
        glyph.apply(to: glyphLayer, size: side, color: titleLayer.textColor)
        glyphLayer.bounds = Rect(x: 0, y: 0, width: side, height: side)
        let titleWidth = title.isEmpty ? 0 : min(titleLayer.measuredWidth() ?? b.width / 2, max(0, b.width - 16 - side - gap))
        let total = side + (titleWidth > 0 ? gap + titleWidth : 0)
        let x = ((b.width - total) / 2).rounded()
        glyphLayer.position = Point(x: x + side / 2, y: b.midY.rounded())
        titleLayer.alignment = .left
        titleLayer.setFrame(Rect(x: x + side + gap, y: 0, width: max(0, titleWidth + 2), height: b.height))
    }

    public override func stateDidChange() {
        let base = tintColor
        let disabled = state.contains(.disabled), pressed = state.contains(.pressed), hovered = state.contains(.hovered)
        let shade: Color
        if disabled {
            shade = Theme.secondaryLabel.withAlpha(0.35)
        } else if pressed {
            shade = base.interpolated(to: .black, fraction: 0.25)
        } else if hovered {
            shade = base.interpolated(to: .white, fraction: 0.15)
        } else {
            shade = base
        }
        let foreground: Color
        switch style {
        case .filled:
            layer.backgroundColor = shade
            foreground = disabled ? Theme.secondaryLabel : .white
        case .tinted:
            layer.backgroundColor = disabled ? Theme.controlFill : base.withAlpha(pressed ? 0.25 : hovered ? 0.2 : 0.15)
            foreground = disabled ? Theme.secondaryLabel : shade
        case .gray:
            layer.backgroundColor = pressed ? Theme.controlPressedFill : Theme.controlFill
            foreground = disabled ? Theme.secondaryLabel : shade
        case .plain:
            layer.backgroundColor = pressed ? base.withAlpha(0.12) : hovered ? base.withAlpha(0.06) : nil
            foreground = shade.withAlpha(disabled ? 0.6 : 1)
        }
        titleLayer.textColor = foreground
        if glyph != nil {
            if glyph?.isFilled == true { glyphLayer.fillColor = foreground } else { glyphLayer.strokeColor = foreground }
        }
        // A press springs the button down a little, and a release back up.
        let scale = pressed && !disabled ? Theme.buttonPressedScale : 1
        if layer.host != nil {
            layer.springChange(.transform, key: "button.press") { layer.transform = .scale(scale) }
        } else {
            layer.transform = .scale(scale)
        }
        updateFocusRing()
    }
}
