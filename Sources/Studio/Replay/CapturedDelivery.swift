import Animation
import Loop

/// A replay's delivery: each result at the frame where the captured window received it,
/// and results due at one frame in the order the window delivered them, however their
/// threads finished. A result of work the capture never saw delivered is held for good (the
/// window never received it); work paced by real time, which a capture does not plan, is
/// delivered as it comes.
public struct CapturedDelivery: DeliveryPolicy {
    /// When each piece of work's result reached the window, by number.
    public var plan: [Int: MediaTime]
    /// The order the window delivered results in, by number.
    public var order: [Int: Int]

    public init(plan: [Int: MediaTime], order: [Int: Int]) {
        self.plan = plan
        self.order = order
    }

    /// The capture's plan.
    public init(_ capture: Capture) {
        self.init(plan: capture.deliveryPlan, order: capture.deliveryOrder)
    }

    public func deliverable(_ waiting: [Int], at time: MediaTime) -> [Int] {
        waiting.indices.filter { i in waiting[i] < 0 || plan[waiting[i]].map { $0 <= time } ?? false }
            .sorted { a, b in
                let (x, y) = (order[waiting[a]] ?? Int.max, order[waiting[b]] ?? Int.max)
                return x != y ? x < y : a < b
            }
    }
}
