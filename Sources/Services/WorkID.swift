/// The piece of off-loop work a request is made for: numbered from 0 by the inbox that
/// runs it, in the order the work was started. It is handed to the work, which hands it
/// to whoever fetches for it, so a capture can tie what was fetched to when its result
/// reached the loop, and a replay can answer the same request again. Work paced by real
/// time has none.
public struct WorkID: Hashable, Sendable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) {
        self.number = number
    }

    public var description: String { "work \(number)" }
}
