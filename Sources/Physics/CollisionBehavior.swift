/// Makes its items collide with each other and, unless told otherwise, with the edges of
/// the animator's reference bounds (UICollisionBehavior with
/// translatesReferenceBoundsIntoBoundary). Items in no collision behavior pass through
/// everything.
public final class CollisionBehavior: DynamicBehavior {
    public private(set) var items: [DynamicItem]
    /// Whether the reference bounds are walls for these items. Defaults to true.
    public var translatesReferenceBoundsIntoBoundary = true {
        didSet { for i in items { i.collidesWithWalls = animator != nil && translatesReferenceBoundsIntoBoundary } }
    }

    public init(items: [DynamicItem] = []) {
        self.items = items
    }

    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        if animator != nil { enable(item, true) }
    }

    public func removeItem(_ item: DynamicItem) {
        items.removeAll { $0 === item }
        enable(item, false)
    }

    override func didMove(to animator: DynamicAnimator?) {
        for i in items { enable(i, animator != nil) }
    }

    override func itemRemoved(_ item: DynamicItem) {
        items.removeAll { $0 === item }
    }

    private func enable(_ item: DynamicItem, _ on: Bool) {
        item.collides = on
        item.collidesWithWalls = on && translatesReferenceBoundsIntoBoundary
    }
}
