import Animation
import Geometry

/// The bar across the top of a `NavigationStack` (UINavigationBar): for each screen a
/// group of a centred bold title, a back button (a chevron and the previous screen's
/// title) when there is one to go back to, and the screen's right bar buttons. While the
/// stack moves between two screens their groups cross-fade and slide a little, the new
/// one in from the right.
final class NavigationBar {
    let layer = Layer(name: "nav.bar")
    private let hairline = Layer(name: "nav.bar.hairline")
    /// The groups shown now: the top screen's, and while moving, the other one's.
    private var groups: [ObjectIdentifier: Group] = [:]

    final class Group {
        let layer = Layer(name: "nav.bar.item")
        let title: TextLayer
        let back: Button?
        let item: NavigationItem

        init(item: NavigationItem, backTitle: String?, onBack: @escaping () -> Void) {
            self.item = item
            title = TextLayer(name: "nav.title", string: item.title, fontSize: 17, textColor: Theme.label, alignment: .center, bold: true)
            title.truncationMode = .end
            back = backTitle.map { Button(name: "nav.back", title: $0, style: .plain, glyph: .chevronLeft, action: onBack) }
            layer.addSublayer(title)
            if let back { layer.addSublayer(back.layer) }
            for b in item.rightBarButtons { layer.addSublayer(b.layer) }
        }

        /// Title centred on the bar, as far as the buttons beside it allow; the back button
        /// as wide as its title needs, up to a third of the bar.
        func layout(width: Double) {
            let h = Theme.navigationBarHeight, pad = 8.0
            layer.setFrame(Rect(x: 0, y: 0, width: width, height: h))
            var left = pad
            if let back {
                let w = min(width / 3, (back.titleLayer.measuredWidth() ?? Double(back.title.count) * 9) + 40)
                back.setFrame(Rect(x: pad, y: (h - 36) / 2, width: w, height: 36))
                left = pad + w
            }
            var right = width - pad
            for b in item.rightBarButtons.reversed() {
                let w = max(44, (b.titleLayer.measuredWidth() ?? Double(b.title.count) * 9) + 20)
                right -= w
                b.setFrame(Rect(x: right, y: (h - 36) / 2, width: w, height: 36))
            }
            let side = max(left, width - right) + 8
            title.setFrame(Rect(x: side, y: 0, width: max(0, width - 2 * side), height: h))
        }

        var controls: [Control] { (back.map { [$0] } ?? []) + item.rightBarButtons }
    }

    init() {
        layer.backgroundColor = Theme.barBackground
        hairline.backgroundColor = Theme.separator
        layer.addSublayer(hairline)
    }

    func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        hairline.setFrame(Rect(x: 0, y: rect.height - 0.5, width: rect.width, height: 0.5))
        for g in groups.values { g.layout(width: rect.width) }
    }

    /// The group for a screen's item, made on first use.
    func group(for item: NavigationItem, backTitle: String?, onBack: @escaping () -> Void) -> Group {
        if let g = groups[ObjectIdentifier(item)], g.back?.title == backTitle { return g }
        groups[ObjectIdentifier(item)]?.layer.removeFromSuperlayer()
        let g = Group(item: item, backTitle: backTitle, onBack: onBack)
        groups[ObjectIdentifier(item)] = g
        layer.addSublayer(g.layer)
        g.layout(width: layer.bounds.width)
        return g
    }

    /// Drops an item's group, so the next look builds it from the item as it is now.
    func invalidate(_ item: NavigationItem) {
        groups.removeValue(forKey: ObjectIdentifier(item))?.layer.removeFromSuperlayer()
    }

    /// Keeps only the groups of these items.
    func keep(_ items: [NavigationItem]) {
        for (id, g) in groups where !items.contains(where: { ObjectIdentifier($0) == id }) {
            g.layer.removeFromSuperlayer()
            groups[id] = nil
        }
    }

    /// Shows the move from `from` to `to` at `progress` (0: from, 1: to): `to` fades in
    /// and slides from `direction` × a fifth of the bar, `from` fades out the other way.
    func show(from: Group?, to: Group, progress p: Double, direction: Double) {
        let shift = layer.bounds.width / 5
        for g in groups.values where g !== from && g !== to { g.layer.isHidden = true }
        to.layer.isHidden = false
        to.layer.opacity = p
        to.layer.position = Point(x: layer.bounds.width / 2 + direction * shift * (1 - p), y: to.layer.position.y)
        if let from {
            from.layer.isHidden = p >= 1
            from.layer.opacity = 1 - p
            from.layer.position = Point(x: layer.bounds.width / 2 - direction * shift * p, y: from.layer.position.y)
        }
    }
}
