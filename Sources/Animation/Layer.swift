import Geometry

/// A node of the layer tree (CALayer): model values, sublayers, and the hooks the
/// renderer and the gesture system hang on it.
///
/// Properties of `LayerProperties` read and write through dynamic member lookup
/// (`layer.position = ...`). Setting one takes effect at once and marks the tree for
/// redraw. The presentation copy, which hit-testing and drawing use, is `presentation`.
@dynamicMemberLookup
open class Layer {
    /// A name for dumps and tests ("circle", "canvas"). Defaults to "".
    public var name: String

    /// The model values, as last set.
    public private(set) var model = LayerProperties()

    public private(set) weak var superlayer: Layer?
    public private(set) var sublayers: [Layer] = []

    /// Whether pointer hit-testing may return this layer. Sublayers are still tested.
    /// Defaults to true.
    public var allowsHitTesting = true

    /// Whether a layer with a corner radius is hit only inside its rounded shape, the one
    /// the user sees (a press on a circle's cut-off corner misses it). UIKit tests the
    /// bounds rectangle; set false for that. Defaults to true.
    public var hitTestsRoundedCorners = true

    /// Objects attached by higher modules (gesture recognizers, controls), by kind.
    public var attachments = Attachments()

    /// True when something in this subtree changed since the last render.
    public internal(set) var needsDisplay = true

    /// Cached tessellation, owned by the display-list builder.
    var renderCache: ShapeCache?

    /// The layer's timespace (CALayer's CAMediaTiming): beginTime, speed and timeOffset
    /// apply to it and everything below. Defaults to identity timing.
    public var timing = MediaTiming() { didSet { setNeedsDisplay(); host?.timingChanged() } }

    /// Running animations by key, in the order added (later ones apply on top).
    public internal(set) var animations: [(key: String, animation: LayerAnimation)] = []

    /// The engine that runs this tree's animations; set on the root by `LayerHost`.
    public internal(set) weak var hostStorage: LayerHost?

    /// The host of the tree this layer is in, if any.
    public var host: LayerHost? { rootLayer.hostStorage }

    public init(name: String = "") {
        self.name = name
        drawsText = false
        drawsPath = false
        drawsGradient = false
    }

    init(name: String, drawsText: Bool, drawsPath: Bool = false, drawsGradient: Bool = false) {
        self.name = name
        self.drawsText = drawsText
        self.drawsPath = drawsPath
        self.drawsGradient = drawsGradient
    }

    public subscript<T>(dynamicMember keyPath: WritableKeyPath<LayerProperties, T>) -> T {
        get { model[keyPath: keyPath] }
        set { setModel(keyPath, newValue) }
    }

    /// Sets a model value: the implicit animation inside a transaction, the presentation
    /// value when nothing animates it, and the redraw mark. Inlined where the key path is a
    /// literal (`Layer+Properties`), it compiles to plain stores.
    @inline(__always)
    final func setModel<T>(_ keyPath: @autoclosure () -> WritableKeyPath<LayerProperties, T>, _ newValue: T) {
        // Finding the host walks up the tree: only when an animation is running here or a
        // transaction is open somewhere.
        let host = !animations.isEmpty || LayerHost.openTransactions.load(ordering: .relaxed) > 0 ? self.host : nil
        if let host, host.wantsImplicitAnimation, let property = AnimatableProperty.byKeyPath[keyPath()] {
            host.animateImplicitly(self, property: property, from: property.value(in: presentation))
        }
        model[keyPath: keyPath()] = newValue
        if animations.isEmpty || host == nil {
            presentation[keyPath: keyPath()] = newValue
        } else {
            host?.markAnimated(self)
        }
        setNeedsDisplay()
    }

    /// The values as the user sees them now (CALayer.presentation()): what drawing and
    /// hit-testing use. With no animation running it equals the model.
    public final internal(set) var presentation = LayerProperties()

    /// Whether this is a text layer (cheaper than a dynamic cast on the render path).
    final let drawsText: Bool
    /// Whether this is a shape layer (cheaper than a dynamic cast on the render path).
    final let drawsPath: Bool
    /// Whether this is a gradient layer.
    final let drawsGradient: Bool

    // MARK: Tree

    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        precondition(!isDescendant(of: layer), "adding \(layer.name) under \(name) would make a cycle")
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        layer.superlayer = self
        if let host {
            for l in layer.allLayers where !l.animations.isEmpty {
                host.markAnimated(l)
                // Added before the layer had a tree: the tree's observer hears of them now.
                if let observer = host.onAnimationAdded {
                    for (key, a) in l.animations { observer(l, key, a) }
                }
            }
        }
        setNeedsDisplay()
    }

    /// Takes the layer out of its tree. Its animations, and its sublayers', stop there: each
    /// reports didStop(finished: false), and transactions waiting on them complete.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsDisplay()
        for l in allLayers where !l.animations.isEmpty { l.removeAllAnimations() }
    }

    /// Moves the layer under `newParent` (at `index`, else on top) without leaving the
    /// tree: its animations go on where `removeFromSuperlayer` would stop them. For a layer
    /// lifted above the rest while it is held, and put back.
    public func move(to newParent: Layer, at index: Int? = nil) {
        precondition(newParent !== self && !newParent.isDescendant(of: self), "moving \(name) under \(newParent.name) would make a cycle")
        if let parent = superlayer {
            parent.sublayers.removeAll { $0 === self }
            parent.setNeedsDisplay()
        }
        newParent.sublayers.insert(self, at: min(max(0, index ?? newParent.sublayers.count), newParent.sublayers.count))
        superlayer = newParent
        if let host = newParent.host {
            for l in allLayers where !l.animations.isEmpty { host.markAnimated(l) }
        }
        newParent.setNeedsDisplay()
    }

    public func removeAllSublayers() {
        let removed = sublayers
        for layer in removed { layer.superlayer = nil }
        sublayers.removeAll()
        setNeedsDisplay()
        for l in removed.flatMap(\.allLayers) where !l.animations.isEmpty { l.removeAllAnimations() }
    }

    /// Moves a sublayer to the end of the list, so it draws above its siblings of equal zPosition.
    public func bringSublayerToFront(_ layer: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === layer }) else { return }
        sublayers.append(sublayers.remove(at: i))
        setNeedsDisplay()
    }

    public func isDescendant(of other: Layer) -> Bool {
        var node = superlayer
        while let n = node {
            if n === other { return true }
            node = n.superlayer
        }
        return false
    }

    /// The topmost ancestor (or self).
    public var rootLayer: Layer {
        var node = self
        while let parent = node.superlayer { node = parent }
        return node
    }

    /// Every layer in this subtree, depth first, self first.
    public var allLayers: [Layer] {
        var out: [Layer] = [self]
        for s in sublayers { out += s.allLayers }
        return out
    }

    /// Sublayers in drawing order: by zPosition, stable for equal values.
    public var sublayersInDrawingOrder: [Layer] {
        guard sublayers.contains(where: { $0.presentation.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted {
            let za = $0.element.presentation.zPosition, zb = $1.element.presentation.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
    }

    // MARK: Redraw

    /// Marks this layer and its ancestors as changed.
    public func setNeedsDisplay() {
        // A marked layer's ancestors are all marked (marks go up to the first marked one, are
        // cleared from the root down, and a new sublayer marks its new superlayer), so the
        // walk stops at the first mark, often this layer's own.
        var node: Layer? = self
        while let n = node, !n.needsDisplay {
            n.needsDisplay = true
            node = n.superlayer
        }
    }

    /// Clears the change marks in this subtree after a render.
    public func markDisplayed() {
        guard needsDisplay else { return }
        needsDisplay = false
        for s in sublayers { s.markDisplayed() }
    }
}
