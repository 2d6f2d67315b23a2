/// A growable array of plain values (no references) for the display list's hot path: no
/// per-element checks, no zero-filling per frame, and the capacity is kept between frames.
///
/// Every element of its capacity is always initialised (to `filler` when the buffer grows,
/// later to whatever was written there), so the space handed to a writer holds values,
/// stale ones, never uninitialised memory; and no pointer to its storage outlives the
/// closure it is lent to.
final class GrowableBuffer<Element: BitwiseCopyable> {
    /// `capacity` elements, all initialised; the first `count` are the buffer's.
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// What fresh capacity holds until it is written.
    private let filler: Element

    init(capacity: Int = 1024, filler: Element) {
        self.capacity = max(16, capacity)
        self.filler = filler
        base = .allocate(capacity: self.capacity)
        base.initialize(repeating: filler, count: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends `n` elements that `write` writes into the buffer it is lent (`n` elements
    /// holding stale values): it must write every one.
    @inline(__always)
    func append(count n: Int, _ write: (UnsafeMutableBufferPointer<Element>) -> Void) {
        if count + n > capacity { grow(to: count + n) }
        write(UnsafeMutableBufferPointer(start: base + count, count: n))
        count += n
    }

    func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        base[count] = e
        count += 1
    }

    func removeAll() { count = 0 }

    /// Drops elements from the end.
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "cannot truncate \(count) elements to \(newCount)")
        count = newCount
    }

    /// Lends the elements for the length of `body`.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let p = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        p.initialize(from: base, count: count)
        (p + count).initialize(repeating: filler, count: newCapacity - count)
        base.deallocate()
        base = p
        capacity = newCapacity
    }
}
