import Animation
import Foundation

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

    /// Whether a sublayer shows: not hidden, and not fully transparent.
    var presentationSublayersShown: Bool {
        dump().sublayers.contains { !$0.hidden && $0.opacity > 0 }
    }

    /// The dump as `dumpJSON` writes it, with `studio`'s tree (the studio's overlay) under
    /// a top-level "studio" key when it shows: what the window's picture shows, each tree
    /// under its own root.
    public func dumpJSON(withStudio studio: Layer?) throws -> Data {
        let json = try dumpJSON()
        guard let studio, var object = try JSONSerialization.jsonObject(with: json) as? [String: Any] else { return json }
        object["studio"] = try JSONSerialization.jsonObject(with: try studio.dumpJSON())
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
