/// A callback run once per frame, before animations are evaluated, while it runs
/// (CADisplayLink): for motion that is stepped rather than animated, such as a scroll
/// view whose decelerating offset decides which table cells exist.
///
/// It is told its layer's local time, so it obeys the layer tree's media timing as
/// animations do: Ctrl+T slows it, and a paused (speed 0) ancestor freezes it and lets
/// the frame loop sleep. While a link runs, the host counts as animating and frames keep
/// coming. Links start paused; the host holds them weakly.
public final class DisplayLink {
    /// The layer whose local time the callback is told, and whose tree's host runs it.
    public private(set) weak var layer: Layer?
    /// Whether frames reach the callback. Defaults to true: a new link waits for `start()`.
    public private(set) var isPaused = true
    private let callback: (LocalTime) -> Void

    public init(layer: Layer, callback: @escaping (_ localTime: LocalTime) -> Void) {
        self.layer = layer
        self.callback = callback
    }

    /// Starts calling back each frame. A layer in no tree has no frames: the call then
    /// returns false and the link stays paused.
    @discardableResult
    public func start() -> Bool {
        guard let host = layer?.host else { return false }
        host.register(self)
        isPaused = false
        return true
    }

    /// Stops calling back until `start()`.
    public func stop() {
        isPaused = true
    }

    /// Whether it runs now: started, in its host's tree, and not frozen by a paused ancestor.
    func isRunning(in host: LayerHost) -> Bool {
        guard !isPaused, let layer, layer.rootLayer === host.root else { return false }
        return !layer.isFrozen
    }

    func fire(atMediaTime t: MediaTime) {
        guard let layer else { return }
        callback(layer.localTime(atMediaTime: t))
    }
}

extension Layer {
    /// This layer's local time now (the host's current media time seen through every
    /// ancestor's timing), or nil for a layer in no tree.
    public var currentLocalTime: LocalTime? {
        host.map { localTime(atMediaTime: $0.currentTime) }
    }
}
