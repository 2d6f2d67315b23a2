import Foundation

/// What a PNG file says about itself before a pixel is decoded: its size, from the IHDR
/// chunk that must come first, and whether its chunks run whole to IEND.
///
/// `motionlab compare` reads it to refuse an image too large to hold, or a file cut off
/// part way, before libpng spends memory on it or prints its own complaint.
public struct PNGHeader: Equatable, Sendable {
    /// Width in pixels, as IHDR gives it (up to 2³¹ − 1).
    public let width: Int
    /// Height in pixels, as IHDR gives it.
    public let height: Int

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads the signature and the IHDR chunk of the file at `path`: nil when the file is
    /// not a PNG at all (another format SDL2_image may still read); throws when it starts as
    /// a PNG but its header is cut off or malformed.
    public static func read(_ path: String) throws(PNGHeaderError) -> PNGHeader? {
        let head = try bytes(of: path, from: 0, count: 33)
        guard head.starts(with: signature) else { return nil }
        guard head.count == 33 else { throw PNGHeaderError(path: path, problem: "it is cut off inside its PNG header") }
        guard Array(head[12..<16]) == Array("IHDR".utf8), bigEndian(head, at: 8) == 13 else {
            throw PNGHeaderError(path: path, problem: "its PNG header (IHDR) is malformed")
        }
        let width = bigEndian(head, at: 16), height = bigEndian(head, at: 20)
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
            throw PNGHeaderError(path: path, problem: "its PNG header gives a size of \(width)x\(height), which no image has")
        }
        return PNGHeader(width: width, height: height)
    }

    /// Walks the chunks of a PNG, reading only their 8-byte headers, and throws unless they
    /// run whole to an IEND chunk: a file cut off part way is found here, not by libpng.
    public static func checkChunks(_ path: String) throws(PNGHeaderError) {
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path)) } catch {
            throw PNGHeaderError(path: path, problem: "it cannot be read")
        }
        defer { try? handle.close() }
        let size: UInt64
        do { size = try handle.seekToEnd() } catch { throw PNGHeaderError(path: path, problem: "it cannot be read") }
        var offset = UInt64(signature.count)
        while true {
            guard offset + 12 <= size else { break }
            let chunk: Data
            do {
                try handle.seek(toOffset: offset)
                chunk = try handle.read(upToCount: 8) ?? Data()
            } catch {
                throw PNGHeaderError(path: path, problem: "it cannot be read")
            }
            let b = [UInt8](chunk)
            guard b.count == 8 else { break }
            let end = offset + 12 + UInt64(bigEndian(b, at: 0))
            guard end <= size else { break }
            if Array(b[4..<8]) == Array("IEND".utf8) { return }
            offset = end
        }
        throw PNGHeaderError(path: path, problem: "it is cut off: its PNG data ends before the final IEND chunk; export or copy it again")
    }

    /// Up to `count` bytes of the file from `offset`.
    private static func bytes(of path: String, from offset: UInt64, count: Int) throws(PNGHeaderError) -> [UInt8] {
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seek(toOffset: offset)
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        } catch {
            throw PNGHeaderError(path: path, problem: "it cannot be read")
        }
    }

    /// The unsigned 32-bit big-endian number at `index`.
    private static func bigEndian(_ b: [UInt8], at index: Int) -> Int {
        b[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
