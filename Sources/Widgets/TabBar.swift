import Animation
import Geometry
import Gestures

/// A bar of tab items along the bottom of the window (UITabBar). One item is selected and
/// tinted; clicking another selects it and reports the change. Each item is a control, so it
/// hovers, presses and takes keyboard focus like a button.
public final class TabBar {
    public let layer: Layer
    public let items: [TabBarItem]
    /// Called with the new index when the user selects an item.
    public var onSelect: ((Int) -> Void)?
    private let separator: Layer

    public private(set) var selectedIndex: Int

    /// `identifiers` name the item layers ("tab.<identifier>"); `titles` are shown.
    public init(identifiers: [String], titles: [String], selectedIndex: Int = 0) {
        precondition(identifiers.count == titles.count && !titles.isEmpty, "a tab bar needs one title per identifier")
        layer = Layer(name: "tabbar")
        layer.backgroundColor = Theme.barBackground
        separator = Layer(name: "tabbar.separator")
        separator.backgroundColor = Theme.separator
        items = zip(identifiers, titles).map { TabBarItem(identifier: $0, title: $1) }
        self.selectedIndex = selectedIndex
        for (index, item) in items.enumerated() {
            layer.addSublayer(item.layer)
            item.action = { [weak self] in self?.userSelected(index) }
        }
        layer.addSublayer(separator)
        select(selectedIndex)
    }

    /// Selects an item without reporting it (for restoring state).
    public func select(_ index: Int) {
        precondition(items.indices.contains(index), "tab index \(index) is out of range 0..<\(items.count)")
        selectedIndex = index
        for (i, item) in items.enumerated() { item.isSelected = i == index }
    }

    private func userSelected(_ index: Int) {
        guard index != selectedIndex else { return }
        select(index)
        onSelect?(index)
    }

    /// Lays the bar out across `width` at the bottom of a window of `windowSize`.
    public func layout(in windowSize: Size) {
        let h = Theme.tabBarHeight
        layer.setFrame(Rect(x: 0, y: windowSize.height - h, width: windowSize.width, height: h))
        separator.setFrame(Rect(x: 0, y: 0, width: windowSize.width, height: 1))
        let w = windowSize.width / Double(items.count)
        for (i, item) in items.enumerated() {
            item.setFrame(Rect(x: Double(i) * w + 4, y: 5, width: w - 8, height: h - 9))
        }
    }
}

/// One item of a `TabBar`: a title with a selection indicator under it.
public final class TabBarItem: Control {
    public let identifier: String
    public let titleLayer: TextLayer
    /// A short bar under the title, shown on the selected item.
    public let indicator: Layer
    public var isSelected = false { didSet { stateDidChange() } }

    public init(identifier: String, title: String) {
        self.identifier = identifier
        titleLayer = TextLayer(name: "tab.\(identifier).title", string: title, fontSize: Theme.tabTitleFontSize, alignment: .center)
        titleLayer.truncationMode = .end
        indicator = Layer(name: "tab.\(identifier).indicator")
        indicator.backgroundColor = Theme.tint
        indicator.cornerRadius = 1.5
        let layer = Layer(name: "tab.\(identifier)")
        layer.addSublayer(titleLayer)
        layer.addSublayer(indicator)
        super.init(layer: layer)
        stateDidChange()
    }

    public override func setFrame(_ rect: Rect) {
        layer.setFrame(rect)
        titleLayer.setFrame(Rect(x: 4, y: 0, width: rect.width - 8, height: rect.height - 4))
        let w = min(64, rect.width * 0.5)
        indicator.setFrame(Rect(x: (rect.width - w) / 2, y: rect.height - 4, width: w, height: 3))
    }

    public override func stateDidChange() {
        titleLayer.textColor = isSelected ? Theme.tint : state.contains(.pressed) ? Theme.label : Theme.secondaryLabel
        titleLayer.isBold = isSelected
        indicator.isHidden = !isSelected
        layer.backgroundColor = state.contains(.pressed) ? Theme.separator.withAlpha(0.35)
            : state.contains(.hovered) ? Theme.separator.withAlpha(0.2) : nil
        layer.borderWidth = showsFocus ? 2 : 0
        layer.borderColor = Theme.tint.withAlpha(0.6)
        layer.cornerRadius = 6
    }
}
