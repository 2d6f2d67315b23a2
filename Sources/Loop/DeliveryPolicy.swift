import Animation

/// When an inbox hands the results that have come back to their receivers. The window
/// delivers each at the first frame after it is posted; a replay delivers each at the
/// frame where the captured window received it (`CapturedDelivery`, Studio).
public protocol DeliveryPolicy {
    /// Of the results waiting, by work number in the order posted (work paced by real time
    /// has negative numbers), the positions to deliver at the frame at `time`, in the
    /// order to deliver them; the rest wait for a later frame.
    func deliverable(_ waiting: [Int], at time: MediaTime) -> [Int]
}

/// Every result at the first frame after it is posted, in the order posted.
public struct DeliverAsPosted: DeliveryPolicy {
    public init() {}

    public func deliverable(_ waiting: [Int], at time: MediaTime) -> [Int] { Array(waiting.indices) }
}
