import Animation
import Geometry
import Gestures

/// A colour picker panel (UIColorPickerViewController), shown as a popover over the window:
/// three modes on a segmented control (Grid, Spectrum, Sliders with a hex field), and below
/// them the current colour beside a row of swatches: the saved ones, then the colours
/// chosen recently (this run, most recent first), and + to save the current colour.
///
/// Changes are live: `onColorChanged` fires as the user drags. A click outside the panel
/// or Esc closes it. Saved swatches go to the `SwatchStore`, most recent last, at most
/// `ColorPicker.maximumSwatches`.
public final class ColorPicker {
    /// Swatches kept and shown at most: one row's worth, with room for the + button.
    public static let maximumSwatches = 6
    public static let panelSize = Size(width: 320, height: 324)

    public private(set) var color: Color
    public var onColorChanged: ((Color) -> Void)?
    /// Called when the panel closes.
    public var onClose: (() -> Void)?
    public var isOpen: Bool { popover.isPresented }

    /// The panel's controls, for the focus chain (they are skipped while it is closed).
    public var controls: [Control] { [modes] + sliders.sliders + [sliders.hexField, addSwatch] }

    let panel = Layer(name: "colorpicker")
    /// Shows the panel beside the well, with an arrow; a press outside closes it.
    let popover: Popover
    private let modes = SegmentedControl(name: "colorpicker.mode", titles: ["Grid", "Spectrum", "Sliders"])
    private let grid = ColorGrid()
    private let spectrum = ColorSpectrum()
    private let sliders: ColorSliders
    private let current = Layer(name: "colorpicker.current")
    private let addSwatch = Button(name: "colorpicker.add", title: "", style: .gray, glyph: .plus)
    private var swatchLayers: [Layer] = []
    /// Colours the picker was closed on this run, most recent first.
    private var recents: [Color] = []
    /// The colour when the panel opened, to tell whether it was changed.
    private var colorAtOpen: Color?
    private let store: SwatchStore

    public init(color: Color, store: SwatchStore, pasteboard: Pasteboard?) {
        self.color = color
        self.store = store
        sliders = ColorSliders(pasteboard: pasteboard)
        // Its overlay is hidden while closed, so Tab skips the panel's controls.
        popover = Popover(name: "colorpicker", panel: panel)
        popover.contentSize = Self.panelSize
        current.cornerRadius = 8
        current.borderWidth = 1
        current.borderColor = Theme.separator
        for l in [modes.layer, grid.layer, spectrum.layer, sliders.layer, current, addSwatch.layer] { panel.addSublayer(l) }
        popover.onDismiss = { [weak self] in self?.didClose() }
        modes.onValueChanged = { [weak self] _ in self?.refresh() }
        grid.onPick = { [weak self] c in self?.pick(c.withAlpha(self?.color.alpha ?? 1)) }
        spectrum.onPick = { [weak self] c in self?.pick(c.withAlpha(self?.color.alpha ?? 1)) }
        sliders.onPick = { [weak self] c in self?.pick(c) }
        addSwatch.action = { [weak self] in self?.saveSwatch() }
        modes.select(0, animated: false)
        rebuildSwatches()
        refresh()
    }

    /// Opens the panel over `window` (the root layer), next to `anchor` (in window points).
    public func open(in window: Layer, near anchor: Rect) {
        guard !isOpen else { return }
        colorAtOpen = color
        rebuildSwatches()
        popover.present(in: window, from: anchor)
        layout()
        refresh()
    }

    /// Places the open panel again beside `anchor` (the window was resized).
    public func reposition(near anchor: Rect) {
        popover.reposition(from: anchor)
    }

    public func close() {
        popover.dismiss()
    }

    private func didClose() {
        if let before = colorAtOpen, before.rgba8 != color.rgba8 {
            recents = Array(([color] + recents.filter { $0.rgba8 != color.rgba8 }).prefix(Self.maximumSwatches))
        }
        // A closed panel keeps no keyboard focus (its hex field would go on taking typing).
        if let focused = controls.first(where: \.isFocused) { focused.focusChain?.clearFocus() }
        onClose?()
    }

    /// Sets the colour from code, without calling `onColorChanged`.
    public func setColor(_ c: Color) {
        color = c
        refresh()
    }

    /// Chooses the mode (0 Grid, 1 Spectrum, 2 Sliders).
    public func selectMode(_ index: Int) {
        modes.select(index, animated: false)
        refresh()
    }

    private func pick(_ c: Color) {
        guard c != color else { return }
        color = c
        refresh()
        onColorChanged?(c)
    }

    private func saveSwatch() {
        var saved = store.swatches.filter { $0.rgba8 != color.rgba8 }
        saved.append(color)
        store.save(Array(saved.suffix(Self.maximumSwatches)))
        rebuildSwatches()
        layout()
    }

    private func rebuildSwatches() {
        for l in swatchLayers { l.removeFromSuperlayer() }
        // Saved first, then recent ones not saved, as many as the row holds.
        let saved = store.swatches
        let recent = recents.filter { r in !saved.contains { $0.rgba8 == r.rgba8 } }
        let shown = Array((saved.map { ($0, "swatch") } + recent.map { ($0, "recent") }).prefix(Self.maximumSwatches))
        swatchLayers = shown.enumerated().map { i, entry in
            let (c, kind) = entry
            let l = Layer(name: "colorpicker.\(kind).\(i)")
            l.backgroundColor = c
            l.cornerRadius = 14
            l.borderWidth = 1
            l.borderColor = Theme.separator
            l.attachments.add(SwatchPress(layer: l) { [weak self] in self?.pick(c) }, as: PointerHandler.self)
            panel.addSublayer(l)
            return l
        }
    }

    private func layout() {
        let b = panel.bounds, pad = 12.0
        modes.setFrame(Rect(x: pad, y: pad, width: b.width - 2 * pad, height: Theme.segmentedHeight))
        let content = Rect(x: pad, y: pad + Theme.segmentedHeight + pad, width: b.width - 2 * pad, height: 200)
        grid.setFrame(content)
        spectrum.setFrame(content)
        sliders.setFrame(content)
        let rowY = content.maxY + pad
        current.setFrame(Rect(x: pad, y: rowY, width: 44, height: 44))
        var x = pad + 44 + 12
        for l in swatchLayers {
            l.setFrame(Rect(x: x, y: rowY + 8, width: 28, height: 28))
            x += 34
        }
        addSwatch.setFrame(Rect(x: min(x, b.width - pad - 28), y: rowY + 8, width: 28, height: 28))
        addSwatch.layer.cornerRadius = 14
    }

    private func refresh() {
        let mode = modes.selectedIndex
        grid.layer.isHidden = mode != 0
        spectrum.layer.isHidden = mode != 1
        sliders.layer.isHidden = mode != 2
        grid.show(color)
        spectrum.show(color)
        sliders.show(color)
        current.backgroundColor = color
    }
}

/// Picks a saved swatch when a click on it is released over it.
private final class SwatchPress: PointerHandler {
    weak var layer: Layer?
    let picked: () -> Void

    init(layer: Layer, picked: @escaping () -> Void) {
        self.layer = layer
        self.picked = picked
    }

    func pointerDown(_ event: PointerEvent, at time: MediaTime) {}
    func pointerMoved(_ event: PointerEvent, at time: MediaTime) {}
    func pointerUp(_ event: PointerEvent, at time: MediaTime) {
        guard let layer, let p = layer.convert(event.location, from: nil), layer.bounds.contains(p) else { return }
        picked()
    }
    func pointerCancelled(_ event: PointerEvent, at time: MediaTime) {}
}
