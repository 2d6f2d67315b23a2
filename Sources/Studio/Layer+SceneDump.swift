import Animation

extension Layer {
    /// Names of the window's layers that are not the scene: messages and the gesture
    /// overlay. A mark's dump leaves them out, as it leaves out the studio's own tools,
    /// which live in a tree of their own.
    public static let notTheScene: Set<String> = ["toast", "gesture.overlay"]

    /// The presentation tree of the window's content as a mark stores it: the tab's
    /// content and the tab bar, without the overlays that are not the scene.
    public func sceneDump() -> LayerDump {
        var d = dump()
        d.sublayers.removeAll { Layer.notTheScene.contains($0.name) }
        return d
    }
}
