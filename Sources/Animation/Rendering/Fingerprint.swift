/// A 64-bit running hash of what a layer drew, cheap enough to take over every vertex of
/// every layer each frame. Two equal fingerprints mean the same drawing for damage
/// tracking (a collision, about one in 2^64, would leave one stale frame).
///
/// Unlike Swift's `Hasher` it is the same from run to run, so tests can pin it.
public struct Fingerprint: Hashable, Sendable {
    public private(set) var value: UInt64

    /// An empty fingerprint, or one seeded with `seed`. Defaults to a fixed seed.
    public init(_ seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { value = seed }

    /// Mixes in one word.
    @inline(__always)
    public mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
        value ^= value >> 29
    }

    @inline(__always)
    public mutating func mix(_ d: Double) { mix(d.bitPattern) }

    public mutating func mix(_ r: PixelRect) {
        mix(UInt64(UInt32(bitPattern: r.x)) << 32 | UInt64(UInt32(bitPattern: r.y)))
        mix(UInt64(UInt32(bitPattern: r.width)) << 32 | UInt64(UInt32(bitPattern: r.height)))
    }

    /// Mixes in raw memory, eight bytes at a time (the tail byte by byte). Long runs go
    /// through four independent lanes, folded in at the end, so the multiplications do
    /// not wait on each other (a frame fingerprints every vertex of every layer).
    public mutating func mix(bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let words = bytes.count / 8
        var i = 0
        if words >= 8 {
            var lanes = (Fingerprint(value ^ 1), Fingerprint(value ^ 2), Fingerprint(value ^ 3), Fingerprint(value ^ 4))
            while i + 4 <= words {
                lanes.0.mix(base.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                lanes.1.mix(base.loadUnaligned(fromByteOffset: i * 8 + 8, as: UInt64.self))
                lanes.2.mix(base.loadUnaligned(fromByteOffset: i * 8 + 16, as: UInt64.self))
                lanes.3.mix(base.loadUnaligned(fromByteOffset: i * 8 + 24, as: UInt64.self))
                i += 4
            }
            mix(lanes.0.value)
            mix(lanes.1.value)
            mix(lanes.2.value)
            mix(lanes.3.value)
        }
        while i < words {
            mix(base.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            i += 1
        }
        for i in (words * 8)..<bytes.count { mix(UInt64(bytes[i])) }
        mix(UInt64(bytes.count))
    }
}
