import Testing
@testable import Animation

/// A layer's attachments, by kind: each lookup sees only what was attached as that kind.
@Suite("Attachments")
struct AttachmentsTests {
    private protocol Handler: AnyObject {}
    private protocol Revealer: AnyObject {}
    private final class Both: Handler, Revealer {}
    private final class OnlyHandler: Handler {}

    @Test("each kind is its own list, in the order attached; an object of two kinds is in both")
    func kinds() {
        var a = Attachments()
        let first = OnlyHandler(), both = Both(), kept = OnlyHandler()
        a.add(first, as: Handler.self)
        a.add(both, as: Handler.self)
        a.add(both, as: Revealer.self)
        a.keep(kept)
        #expect(a.of(Handler.self).map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(both)])
        #expect(a.of(Revealer.self).map(ObjectIdentifier.init) == [ObjectIdentifier(both)])
        #expect(!a.of(Handler.self).contains { $0 === kept }, "kept, not a handler, though it could be one")
        #expect(a.contains(Revealer.self))
    }

    @Test("removing an object takes it out of every kind it was attached as")
    func remove() {
        var a = Attachments()
        let both = Both()
        a.add(both, as: Handler.self)
        a.add(both, as: Revealer.self)
        a.remove(both)
        #expect(a.of(Handler.self).isEmpty && !a.contains(Revealer.self))
    }
}
