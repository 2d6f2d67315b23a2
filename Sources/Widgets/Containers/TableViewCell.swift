import Animation
import Geometry

/// One row of a `TableView` (UITableViewCell, default and value1 styles): a title on the
/// left, an optional detail on the right, and an accessory (a checkmark or a disclosure
/// chevron), on a white card whose first and last rows round the section's corners.
///
/// Subclass it for custom rows: add layers to `contentView` and place them in
/// `layoutContent(in:)`. Cells are reused as the table scrolls: `prepareForReuse()` puts a
/// cell back to blank before it shows another row.
///
/// In edit mode a red minus shows at the leading edge and a reorder handle at the
/// trailing one; a swipe slides the row left over a red Delete button.
open class TableViewCell {
    /// What sits at the row's trailing edge (UITableViewCell.AccessoryType): nothing, a
    /// checkmark in the tint, or a grey chevron saying the row leads somewhere.
    public enum Accessory: Sendable { case none, checkmark, disclosureIndicator }

    public let layer: Layer
    public let reuseIdentifier: String
    /// Custom content goes here; it is laid out in `layoutContent(in:)`.
    public let contentView = Layer(name: "cell.content")
    public let textLabel = TextLayer(name: "cell.title", fontSize: 17, textColor: Theme.label)
    public let detailTextLabel = TextLayer(name: "cell.detail", fontSize: 17, textColor: Theme.secondaryLabel)
    /// Defaults to none.
    public var accessory = Accessory.none { didSet { if accessory != oldValue { layoutParts() } } }
    /// The row the cell shows now, while it shows one.
    public internal(set) var indexPath: IndexPath?

    /// Slides left with a swipe, carrying the content over the Delete button. The card
    /// stays and narrows instead, so the section's rounded corners stay round.
    let slider = Layer(name: "cell.slider")
    let card = ShapeLayer(name: "cell.card")
    let separator = Layer(name: "cell.separator")
    let accessoryLayer = ShapeLayer(name: "cell.accessory")
    let deleteButton = ShapeLayer(name: "cell.delete")
    let deleteLabel = TextLayer(name: "cell.delete.title", string: "Delete", fontSize: 17, textColor: .white)
    let minus = ShapeLayer(name: "cell.minus")
    let handle = ShapeLayer(name: "cell.reorder")
    /// The keyboard focus ring, inside the row's card (the cell clips to its bounds).
    let focusRing = FocusRing(name: "cell")

    var corners: RectCorners = .all
    public private(set) var isHighlighted = false
    public private(set) var isSelected = false
    public private(set) var isEditing = false
    /// How far a swipe has slid the row: zero, or negative with the Delete button showing.
    public private(set) var swipeOffset = 0.0
    /// Whether the row shows the keyboard focus ring: the table has keyboard focus and the
    /// arrow keys are on this row. Defaults to false.
    public internal(set) var showsFocusRing = false { didSet { if showsFocusRing != oldValue { layoutFocusRing() } } }
    /// Whether a swipe uncovers the red Delete button; false while a row that cannot be
    /// deleted gives to a swipe, so nothing offers what will not happen. Defaults to true.
    var swipeRevealsDelete = true { didSet { layoutDeleteButton() } }

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        layer = Layer(name: "cell")
        // A swiped row slides inside its own bounds, as inside its section's card.
        layer.masksToBounds = true
        layer.addSublayer(deleteButton)
        deleteButton.addSublayer(deleteLabel)
        layer.addSublayer(card)
        layer.addSublayer(slider)
        layer.addSublayer(focusRing.layer)
        for l in [contentView, separator, minus, handle] { slider.addSublayer(l) }
        focusRing.inset = true
        for l in [textLabel, detailTextLabel, accessoryLayer] { contentView.addSublayer(l) }
        card.fillColor = .white
        deleteButton.fillColor = Theme.destructive
        deleteButton.isHidden = true
        deleteLabel.alignment = .center
        detailTextLabel.alignment = .right
        textLabel.truncationMode = .end
        detailTextLabel.truncationMode = .end
        separator.backgroundColor = Theme.separator
        minus.fillColor = Theme.destructive
        Glyph.reorder.apply(to: handle, size: 22, color: Theme.secondaryLabel)
        // A red disc with a white bar cut out of it (UIKit's delete control).
        var m = Path(ellipseIn: Rect(x: 0, y: 0, width: 22, height: 22))
        m.addRect(Rect(x: 6, y: 10, width: 10, height: 2))
        minus.path = m
        minus.fillRule = .evenOdd
        for l in [minus, handle] { l.opacity = 0 }
        for l in [deleteLabel, textLabel, detailTextLabel, accessoryLayer, separator, card] { l.allowsHitTesting = false }
    }

    /// Back to blank before showing another row: no texts, no accessory, not highlighted,
    /// not swiped. Subclasses clear their own content and call super.
    open func prepareForReuse() {
        textLabel.string = ""
        detailTextLabel.string = ""
        accessory = .none
        isHighlighted = false
        isSelected = false
        showsFocusRing = false
        swipeRevealsDelete = true
        setSwipeOffset(0, animated: false)
        layer.removeAllAnimations()
        slider.removeAllAnimations()
        layer.opacity = 1
        layer.zPosition = 0
        layer.shadowOpacity = 0
        layer.masksToBounds = true
        refreshFill()
    }

    /// Places custom content in the content area (`contentView`'s bounds, which edit mode
    /// narrows). The default places the title, the detail and the accessory.
    open func layoutContent(in bounds: Rect) {}

    /// The space the accessory takes at the trailing edge.
    public var accessoryWidth: Double { accessory == .none ? 0 : 30 }

    func setFrame(_ rect: Rect, corners: RectCorners) {
        self.corners = corners
        layer.setFrame(rect)
        layoutParts()
    }

    func layoutParts() {
        let size = layer.bounds.size, w = size.width, h = size.height
        slider.bounds = Rect(x: 0, y: 0, width: w, height: h)
        slider.anchorPoint = .zero
        slider.position = Point(x: swipeOffset, y: 0)
        layoutCard()
        let lead = isEditing ? 38.0 : 0, trail = isEditing ? 44.0 : 0
        contentView.setFrame(Rect(x: lead, y: 0, width: max(0, w - lead - trail), height: h))
        let inset = Theme.tableTextInset, cw = contentView.bounds.width
        accessoryLayer.isHidden = accessory == .none || isEditing
        switch accessory {
        case .none: break
        case .checkmark: Glyph.checkmark.apply(to: accessoryLayer, size: 16, color: Theme.tint)
        case .disclosureIndicator: Glyph.chevronRight.apply(to: accessoryLayer, size: 14, color: Theme.disabledLabel)
        }
        let accessorySize = accessory == .checkmark ? 16.0 : 14
        accessoryLayer.setFrame(Rect(x: cw - inset - accessorySize, y: ((h - accessorySize) / 2).rounded(), width: accessorySize, height: accessorySize))
        let trailing = cw - inset - (accessoryLayer.isHidden ? 0 : accessoryWidth)
        let detailWidth = detailTextLabel.string.isEmpty ? 0 : min((detailTextLabel.measuredWidth() ?? 120) + 2, trailing * 0.5)
        detailTextLabel.setFrame(Rect(x: trailing - detailWidth, y: 0, width: detailWidth, height: h))
        textLabel.setFrame(Rect(x: inset, y: 0, width: max(0, trailing - detailWidth - inset - (detailWidth > 0 ? 8 : 0)), height: h))
        separator.isHidden = corners.contains(.bottomLeft)
        separator.setFrame(Rect(x: inset + lead, y: h - 0.5, width: max(0, w - inset - lead), height: 0.5))
        minus.setFrame(Rect(x: 12, y: ((h - 22) / 2).rounded(), width: 22, height: 22))
        handle.setFrame(Rect(x: w - 33, y: ((h - 22) / 2).rounded(), width: 22, height: 22))
        layoutDeleteButton()
        layoutFocusRing()
        layoutContent(in: contentView.bounds)
    }

    private func layoutFocusRing() {
        focusRing.update(shows: showsFocusRing, around: cardRect, cornerRadius: Theme.tableCornerRadius, corners: corners)
    }

    /// The white card: the row less what a swipe to the left has uncovered, its leading
    /// corners those of the section wherever the content has slid.
    private var cardRect: Rect {
        let size = layer.bounds.size
        return Rect(x: 0, y: 0, width: max(0, size.width + min(0, swipeOffset)), height: size.height)
    }

    private func layoutCard() {
        let r = cardRect
        card.setFrame(r)
        card.path = Path(roundedRect: Rect(origin: .zero, size: r.size), cornerRadius: Theme.tableCornerRadius, corners: corners)
    }

    private func layoutDeleteButton() {
        let size = layer.bounds.size
        let width = max(Theme.tableDeleteWidth, -swipeOffset)
        deleteButton.isHidden = swipeOffset >= 0 || !swipeRevealsDelete
        deleteButton.setFrame(Rect(x: size.width - width, y: 0, width: width, height: size.height))
        var rightCorners: RectCorners = []
        if corners.contains(.topRight) { rightCorners.insert(.topRight) }
        if corners.contains(.bottomRight) { rightCorners.insert(.bottomRight) }
        deleteButton.path = Path(roundedRect: Rect(x: 0, y: 0, width: width, height: size.height), cornerRadius: Theme.tableCornerRadius, corners: rightCorners)
        // The title rides at the revealed part's centre, as UIKit's does.
        let shown = min(width, max(0, -swipeOffset))
        deleteLabel.setFrame(Rect(x: width - max(shown, Theme.tableDeleteWidth), y: 0, width: max(shown, Theme.tableDeleteWidth), height: size.height))
    }

    /// Whether a point in the cell's coordinates is on the revealed Delete button.
    func isOnDeleteButton(_ p: Point) -> Bool {
        swipeOffset < 0 && p.x >= layer.bounds.width + swipeOffset
    }

    /// Whether a point in the cell's coordinates is on the reorder handle (edit mode).
    func isOnReorderHandle(_ p: Point) -> Bool { isEditing && p.x >= layer.bounds.width - 44 }

    /// Whether a point in the cell's coordinates is on the red minus (edit mode).
    func isOnMinus(_ p: Point) -> Bool { isEditing && p.x < 44 }

    func setSwipeOffset(_ x: Double, animated: Bool) {
        swipeOffset = x
        if animated {
            slider.springChange(.positionX, key: "swipe") { slider.position = Point(x: x, y: 0) }
        } else {
            slider.removeAnimation(forKey: "swipe")
            slider.position = Point(x: x, y: 0)
        }
        layoutCard()
        layoutFocusRing()
        layoutDeleteButton()
    }

    func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        if animated, layer.host != nil {
            let parts = [contentView, minus, handle, separator, accessoryLayer]
            let before = parts.map(\.presentation)
            layoutParts()
            for (l, from) in zip(parts, before) {
                l.add(SpringAnimation(.position, spring: Theme.controlSpring, from: .point(from.position), to: .point(l.position)), forKey: "edit")
            }
        } else {
            layoutParts()
        }
        minus.opacity = editing ? 1 : 0
        handle.opacity = editing ? 1 : 0
    }

    func setHighlighted(_ on: Bool) {
        isHighlighted = on
        refreshFill()
    }

    func setSelected(_ on: Bool) {
        isSelected = on
        refreshFill()
    }

    /// Whether a selection shows in the tint (the table has keyboard focus).
    var showsFocusedSelection = false { didSet { if showsFocusedSelection != oldValue { refreshFill() } } }

    private func refreshFill() {
        if isHighlighted { card.fillColor = Theme.tableSelection }
        else if isSelected { card.fillColor = showsFocusedSelection ? Theme.tableFocusedSelection : Theme.tableSelection }
        else { card.fillColor = .white }
    }
}
