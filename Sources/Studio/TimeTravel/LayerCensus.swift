import Animation
import Widgets

/// The named layers that show in a tab at one moment (under what shows, and lifted from
/// it), to tell what an action changed: "circle appears", "2 circles appear", "circle
/// disappears". Only what the tree shows counts: a layer hidden, or set fully transparent
/// (a circle fading out as it is deleted), by its model values, is gone with its sublayers.
///
/// Only the top of a change is told: a screen pushed in appears, not every row in it.
struct LayerCensus {
    /// One layer that shows, its name then (a rolling text swaps its layers' names), and the
    /// nearest meaningfully named layer above it that shows.
    private struct Entry {
        let layer: Layer
        let name: String
        let parent: ObjectIdentifier?
    }

    private let entries: [Entry]
    private let ids: Set<ObjectIdentifier>
    /// The most kinds of layer told before the rest are left to "…": 3.
    static let mostTold = 3

    init(_ content: StudioContent) {
        var out: [Entry] = []
        func visit(_ l: Layer, parent: ObjectIdentifier?) {
            guard !l.model.isHidden, l.model.opacity >= Layer.hitTestMinimumOpacity else { return }
            var parent = parent
            if ActionTarget.isMeaningful(l.name) {
                out.append(Entry(layer: l, name: l.name, parent: parent))
                parent = ObjectIdentifier(l)
            }
            for s in l.sublayers { visit(s, parent: parent) }
        }
        for root in [content.shownLayer, content.liftedLayer] {
            for s in root.sublayers { visit(s, parent: nil) }
        }
        entries = out
        ids = Set(out.map { ObjectIdentifier($0.layer) })
    }

    /// What changed from this census to `later`, in words ("circle appears, square
    /// disappears"); empty when nothing did. A name counts by how many more (or fewer)
    /// layers bear it, so a layer made afresh in another's place is no change.
    func changes(to later: LayerCensus) -> String {
        var net: [String: Int] = [:]
        var order: [String] = []
        for (n, name) in Self.counted(later.tops(notIn: self)) + Self.counted(tops(notIn: later)).map({ (-$0.0, $0.1) }) {
            if net[name] == nil { order.append(name) }
            net[name, default: 0] += n
        }
        var phrases = order.compactMap { name -> String? in
            let n = net[name]!, m = abs(n), verb = n > 0 ? "appear" : "disappear"
            return n == 0 ? nil : m == 1 ? "\(name) \(verb)s" : "\(m) \(Plural.noun(m, name)) \(verb)"
        }
        if phrases.count > Self.mostTold { phrases = Array(phrases.prefix(Self.mostTold)) + ["…"] }
        return phrases.joined(separator: ", ")
    }

    /// The names of layers here but not in `other` whose parent is in both.
    private func tops(notIn other: LayerCensus) -> [String] {
        entries.filter { e in
            !other.ids.contains(ObjectIdentifier(e.layer)) && (e.parent.map { other.ids.contains($0) } ?? true)
        }.map(\.name)
    }

    /// Each name with how many times it comes, in the order each first comes.
    private static func counted(_ names: [String]) -> [(Int, String)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for n in names {
            if counts[n] == nil { order.append(n) }
            counts[n, default: 0] += 1
        }
        return order.map { (counts[$0]!, $0) }
    }
}
