/// A growable array of plain values (no references) that hands out raw space to write
/// into, for the display list's hot path: no zero-filling, no per-element checks, and the
/// capacity is kept between frames.
final class GrowableBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Grows by `n` elements and returns where to write them; they must all be written.
    @inline(__always)
    func extend(by n: Int) -> UnsafeMutablePointer<Element> {
        if count + n > capacity { grow(to: count + n) }
        let p = base + count
        count += n
        return p
    }

    func append(_ e: Element) {
        extend(by: 1).pointee = e
    }

    func removeAll() { count = 0 }

    /// Drops elements from the end.
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "cannot truncate \(count) elements to \(newCount)")
        count = newCount
    }

    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    private func grow(to needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let p = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        p.update(from: base, count: count)
        base.deallocate()
        base = p
        capacity = newCapacity
    }
}
