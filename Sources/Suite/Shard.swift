/// One of N parts of a suite (`--shard I/N`), as Playwright shards: the sorted files cut
/// into N runs of consecutive files whose sizes differ by at most one. The N shards are
/// disjoint, and together they are the whole suite.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// From 1.
    public var index: Int
    public var count: Int

    /// Reads "I/N", with 1 ≤ I ≤ N ≤ 1000.
    public init(parsing text: String) throws(SuiteError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000, i >= 1, i <= n else {
            throw SuiteError("--shard must be I/N with 1 ≤ I ≤ N ≤ 1000, like 2/4; got \(text)")
        }
        index = i
        count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's part of `files`, which must be sorted.
    public func part<T>(of files: [T]) -> [T] {
        let base = files.count / count, extra = files.count % count
        // The first `extra` shards take one more.
        let start = (index - 1) * base + min(index - 1, extra)
        let size = base + (index <= extra ? 1 : 0)
        return Array(files[start..<start + size])
    }
}
