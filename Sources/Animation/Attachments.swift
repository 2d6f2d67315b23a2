/// What hangs on a layer besides its sublayers, kept by kind: the objects that handle its
/// touches, recognize its gestures, reveal what gains focus inside it, or simply live as
/// long as it is shown. Each kind is its own list, so a lookup returns exactly the
/// objects attached as that kind, in the order they were attached, with no casting by
/// whoever asks. The layer keeps them alive.
///
/// The kinds belong to the modules above (Gestures' `PointerHandler` and
/// `GestureRecognizer`, Widgets' `Control`): an object that is several kinds is attached
/// once as each.
public struct Attachments {
    private var lists: [ObjectIdentifier: [AnyObject]] = [:]

    public init() {}

    /// Attaches `object` as a `Kind` (a class, or a protocol only classes adopt).
    public mutating func add<Kind>(_ object: Kind, as kind: Kind.Type) {
        precondition(type(of: object as Any) is AnyClass, "only objects can be attached to a layer, not \(type(of: object))")
        lists[ObjectIdentifier(kind), default: []].append(object as AnyObject)
    }

    /// Keeps `object` alive as long as the layer, as no particular kind (an alert kept by
    /// its overlay while it shows).
    public mutating func keep(_ object: AnyObject) {
        add(object, as: AnyObject.self)
    }

    /// The objects attached as `Kind`, in the order attached.
    public func of<Kind>(_ kind: Kind.Type) -> [Kind] {
        // Every object in a kind's list was added as that kind: the cast cannot fail.
        (lists[ObjectIdentifier(kind)] ?? []).map { $0 as! Kind }
    }

    /// Whether anything is attached as `Kind`.
    public func contains<Kind>(_ kind: Kind.Type) -> Bool {
        !(lists[ObjectIdentifier(kind)] ?? []).isEmpty
    }

    /// Detaches `object`, whatever kinds it was attached as.
    public mutating func remove(_ object: AnyObject) {
        for key in Array(lists.keys) {
            lists[key]?.removeAll { $0 === object }
            if lists[key]?.isEmpty == true { lists[key] = nil }
        }
    }
}
