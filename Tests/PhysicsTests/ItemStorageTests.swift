import Foundation
import Geometry
import Testing
@testable import Physics

/// Items' bodies and shapes share slabs (`MLItemNew`): no place may be handed out twice,
/// even when items are made and dropped on many threads at once.
@Suite("Physics item storage")
struct ItemStorageTests {
    @Test("items made and dropped on eight threads at once each keep their own body and shape")
    func concurrentItemsStayApart() {
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<20 {
                let items = (0..<150).map { i in
                    DynamicItem(size: Size(width: 10 + Double(i % 7), height: 12),
                                position: Point(x: Double(thread * 1000 + i), y: Double(round)))
                }
                for (i, item) in items.enumerated() {
                    let expected = Point(x: Double(thread * 1000 + i), y: Double(round))
                    if item.position != expected || item.size.width != 10 + Double(i % 7) || !item.shapeBelongsToBody {
                        failures.add("thread \(thread) round \(round) item \(i): at \(item.position)")
                    }
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.prefix(5))")
    }

    @Test("a dropped item's place is reused, and the new item starts from nothing of the old one")
    func reusedPlaceStartsClean() {
        let world = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        var old: DynamicItem? = DynamicItem(size: Size(width: 40, height: 40), position: Point(x: 500, y: 500))
        world.addItem(old!)
        old!.velocity = Vector(dx: 300, dy: 0)
        old!.angularVelocity = 3
        world.advance(to: 0)
        world.advance(to: 0.5)
        world.removeItem(old!)
        old = nil
        let fresh = DynamicItem(size: Size(width: 20, height: 20), position: Point(x: 100, y: 100))
        #expect(fresh.velocity == .zero && fresh.angularVelocity == 0 && fresh.angle == 0)
        #expect(fresh.position == Point(x: 100, y: 100) && fresh.shapeBelongsToBody)
        world.addItem(fresh)
        fresh.velocity = Vector(dx: 0, dy: 200)
        world.advance(to: 1.5)
        #expect(fresh.position.y > 100 && abs(fresh.position.x - 100) < 1e-9, "moved to \(fresh.position)")
    }
}

/// Messages gathered from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ m: String) { lock.withLock { messages.append(m) } }
    var all: [String] { lock.withLock { messages } }
}
