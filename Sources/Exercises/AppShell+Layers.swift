import Animation

extension AppShell {
    /// The layer that holds the tab showing (or the gallery): "content". Pausing or seeking
    /// it through its timing (QA1673) holds the tab alone, below the window's Ctrl+P and
    /// Ctrl+T, so the two compose and the tab bar goes on.
    public var contentLayer: Layer { content }

    /// Where the tab's held layers are lifted above the tab bar ("lifted"): the tab's too.
    public var liftedLayer: Layer { liftLayer }

    /// The layer of the exercise showing (or of the gallery).
    public var shownLayer: Layer { current.layer }

    /// Whether `layer` belongs to the tab showing: under its content, or lifted from it.
    public func isInTab(_ layer: Layer) -> Bool {
        layer.isDescendant(of: content) || layer.isDescendant(of: liftLayer)
    }
}
