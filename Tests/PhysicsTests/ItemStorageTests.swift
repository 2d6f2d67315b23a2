import Foundation
import Geometry
import Testing
@testable import Physics

/// Items' bodies and shapes share slabs (`MLItemNew`): no place may be handed out twice,
/// even when items are made and dropped on many threads at once.
@Suite("Physics item storage")
struct ItemStorageTests {
    @Test("items made and dropped on eight threads at once never share a body, and each keeps its own place")
    func concurrentItemsStayApart() {
        let living = Gathered<(item: DynamicItem, expected: Point)>()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var kept: [(item: DynamicItem, expected: Point)] = []
            for round in 0..<40 {
                // Drop every other item kept so far while the other threads make theirs.
                kept = kept.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                for i in 0..<100 {
                    let at = Point(x: Double(thread * 1000 + i), y: Double(round))
                    kept.append((DynamicItem(size: Size(width: 10 + Double(i % 7), height: 12), position: at), at))
                }
            }
            living.add(kept)
        }
        let all = living.all
        let bodies = Set(all.map { UInt(bitPattern: $0.item.body) })
        #expect(bodies.count == all.count, "\(all.count - bodies.count) bodies handed out twice")
        let moved = all.filter { $0.item.position != $0.expected || !$0.item.shapeBelongsToBody }
        #expect(moved.isEmpty, "\(moved.count) items lost their place, e.g. \(moved.prefix(3).map(\.item.position))")
    }

    @Test("an item made after others were dropped starts at rest, unturned, at its own place")
    func newItemStartsClean() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        var old: [DynamicItem] = (0..<64).map { _ in DynamicItem(size: Size(width: 40, height: 40), position: Point(x: 500, y: 500)) }
        for item in old {
            world.addItem(item)
            item.velocity = Vector(dx: 300, dy: 0)
            item.angularVelocity = 3
        }
        world.advance(to: 0)
        world.advance(to: 0.5)
        for item in old { world.removeItem(item) }
        old = []
        let fresh = (0..<64).map { DynamicItem(size: Size(width: 20, height: 20), position: Point(x: 100 + Double($0), y: 100)) }
        for (i, item) in fresh.enumerated() {
            #expect(item.velocity == .zero && item.angularVelocity == 0 && item.angle == 0)
            #expect(item.position == Point(x: 100 + Double(i), y: 100) && item.shapeBelongsToBody)
        }
        world.addItem(fresh[0])
        fresh[0].velocity = Vector(dx: 0, dy: 200)
        world.advance(to: 1.5)
        #expect(fresh[0].position.y > 100 && abs(fresh[0].position.x - 100) < 1e-9, "moved to \(fresh[0].position)")
    }
}

/// Values gathered from several threads.
private final class Gathered<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func add(_ more: [Value]) { lock.withLock { values += more } }
    var all: [Value] { lock.withLock { values } }
}
