import Animation
import Geometry
import Gestures

extension Inspector {
    /// The tab's trees: its content and what it lifted above the tab bar.
    var tabRoots: [Layer] { content.map { [$0.contentLayer, $0.liftedLayer] } ?? [] }

    /// Turns pick mode on (the Layers page shows) or off.
    func setPicking(_ on: Bool) {
        isPicking = on
        panel.showPicking(on)
        if on && !panel.showsLayers {
            panel.page.select(1, animated: false)
            layout(in: panelWindowSize)
        }
        if !on { hovered = nil }
        refresh()
    }

    /// In pick mode, takes the pointers that are not on the panel: a hover outlines the
    /// layer under it, a press selects it (and ends pick mode); neither reaches the scene.
    /// The press's sequence is the outline's in the dispatcher until it lifts. Returns
    /// whether it took the event.
    func pickTakes(_ p: PointerEvent, at time: MediaTime) -> Bool {
        if dispatcher.isClaimed(p.id, by: outline) {
            follow(p, heldBy: outline, at: time)
            return true
        }
        guard isPicking, !contains(p.location) else { return false }
        switch p.phase {
        case .down:
            dispatcher.hold(p, at: time, for: outline)
            select(LayerPicker.pick(p.location, in: tabRoots))
            setPicking(false)
        case .move:
            hovered = LayerPicker.pick(p.location, in: tabRoots)
        case .up, .cancel:
            break
        }
        return true
    }

    /// Selects a layer for the Layers page; its timeline rows are highlighted.
    public func select(_ layer: Layer?) {
        selectedLayer = layer
        hovered = nil
    }

    /// A press on the outline selects the layer on that line.
    func chooseInOutline(at p: Point) {
        let top = panel.layers.outline.frameInWindow.minY
        if let l = panel.layers.layer(atOutlineY: p.y - top) { select(l) }
        refresh()
    }

    /// Outlines the layer of the timeline row under a window point (nil: none).
    func hoverRow(at p: Point?) {
        guard !isPicking else { return }
        let i = p.flatMap { panel.rowIndex(at: $0) }
        let target = i.map { $0 + rowOffset }.flatMap { rows.indices.contains($0) ? rows[$0].target : nil }
        if target !== hovered {
            hovered = target
            refresh()
        }
    }

    /// Redraws the Layers page and the outline round the hovered or selected layer.
    func refreshLayers() {
        if let s = selectedLayer, !tabRoots.contains(where: { s === $0 || s.isDescendant(of: $0) }) { selectedLayer = nil }
        if panel.showsLayers { panel.layers.show(roots: tabRoots, selected: selectedLayer) }
        let covering = panel.layer.isHidden ? nil : panel.layer.frameInWindow
        outline.show(hovered ?? (panel.showsLayers ? selectedLayer : nil), avoiding: covering, in: panelWindowSize,
                     exploded: isExploded ? exploded : nil)
    }
}
