import Animation
import Geometry
import Gestures
import Widgets

/// What an action acted on, named as the layer tree names it: the nearest meaningfully
/// named layer at or above the one a press lands on; a control when the nearest layer
/// above that takes pointers (a control, a layer with recognizers) is one.
///
/// Names are kept as the tree has them ("canvas", "circle", "start-button"), so the words
/// match what the inspector and a dump show. A name is skipped when it says nothing of what
/// was hit: an empty one, the window's containers ("window", "content", "lifted", the
/// tab's own root, a lifted layer's "lift.…" stand-in), and a part of something larger
/// whose last word is only how it looks ("start-button.title", "circles.hint",
/// "time-stepper.minus"), so a press on a button's title names the button.
struct ActionTarget: Equatable {
    var name: String
    /// Whether it is a control (a button, a stepper's half, a tab): pressed, not tapped.
    var isControl: Bool

    /// The names of the window's containers, never a target.
    static let containers: Set<String> = ["", "window", "content", "lifted", "studio"]
    /// Last words of a name that only say how a part looks.
    static let decorative: Set<String> = [
        "title", "caption", "text", "label", "hint", "glyph", "minus", "plus", "clip", "shade", "shadow", "shading", "specular", "fill",
        "focus-ring", "indicator", "separator", "placeholder", "caret", "selection", "nav", "main", "out", "in",
    ]

    /// The target of a press at `point` (window coordinates) in `root`'s tree, which shows
    /// `shown` (the tab's layer, a container too); nil when nothing meaningful is there.
    static func at(_ point: Point, in root: Layer, shown: Layer) -> ActionTarget? {
        guard let hit = root.hitTest(point) else { return nil }
        var chain: [Layer] = []
        var node: Layer? = hit
        while let l = node {
            chain.append(l)
            node = l.superlayer
        }
        let candidates = chain.filter { $0 !== shown && isMeaningful($0.name) }
        guard let named = candidates.first else { return nil }
        // The part of a control that was hit, when it has a name of its own (a stepper's
        // "time-stepper.decrement"), says more than the control's.
        let acting = candidates.first(where: takesPointers)
        return ActionTarget(name: named.name, isControl: acting.map { !$0.attachments.of(Control.self).isEmpty } ?? false)
    }

    /// Whether a layer takes pointers itself: a control or other pointer handler, or a
    /// layer with gesture recognizers.
    private static func takesPointers(_ l: Layer) -> Bool {
        l.attachments.contains(PointerHandler.self) || !l.gestureRecognizers.isEmpty
    }

    /// Whether a layer's name tells a reader what it is (see the type's comment).
    static func isMeaningful(_ name: String) -> Bool {
        if containers.contains(name) || name.hasPrefix("lift.") { return false }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return !(name.contains(".") && decorative.contains(last))
    }
}
