import CSDL2
import Foundation

/// Two images compared pixel by pixel, for visual regression checks (`motionlab compare`,
/// the golden tests): how many pixels differ by more than a tolerance on some channel, the
/// largest channel difference, and the box around the change.
public struct ImageDifference: Equatable, Sendable {
    public var differingPixels: Int
    /// The largest difference on one channel, 0…255.
    public var largestChannelDifference: Int
    /// The smallest rectangle holding every differing pixel, or nil for none.
    public var box: (x: Int, y: Int, width: Int, height: Int)?

    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.differingPixels == b.differingPixels && a.largestChannelDifference == b.largestChannelDifference
            && a.box?.x == b.box?.x && a.box?.y == b.box?.y && a.box?.width == b.box?.width && a.box?.height == b.box?.height
    }
}

/// An image's pixels as 0xAARRGGBB words, row by row.
public struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a \(width)x\(height) image has \(width * height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG (or any image SDL2_image reads). Throws a message naming the file.
    /// `quietly` keeps libpng's own complaints off standard error, so the thrown message is
    /// the only word of a bad file. Defaults to false.
    public static func load(_ path: String, quietly: Bool = false) throws -> PixelImage {
        try SDLLibrary.start()
        guard FileManager.default.isReadableFile(atPath: path) else { throw SDLError("cannot read \(path)", detail: "no such readable file") }
        let decoded = quietly ? StandardErrorSilencer.run { IMG_Load(path) } : IMG_Load(path)
        guard let loaded = decoded else { throw SDLError("cannot read \(path) as an image", detail: String(cString: SDL_GetError())) }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("cannot read \(path) as an image", detail: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h)
        var out = [UInt32](repeating: 0, count: w * h)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).copyMemory(from: s.pointee.pixels + y * Int(s.pointee.pitch), byteCount: w * 4)
            }
        }
        return PixelImage(width: w, height: h, pixels: out)
    }

    /// The image as PNG bytes.
    public func pngData() throws -> Data {
        var copy = pixels
        return try copy.withUnsafeMutableBytes { bytes in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                                                             SDL_PIXELFORMAT_ARGB8888.rawValue) else { throw SDLError("cannot encode the PNG") }
            defer { SDL_FreeSurface(s) }
            return try PNGFile.data(of: s)
        }
    }

    /// How `other` differs from this image (they must be the same size). A pixel differs
    /// when some channel differs by more than `tolerance`.
    public func difference(to other: PixelImage, tolerance: Int = 0) -> ImageDifference {
        precondition(width == other.width && height == other.height, "compare images of one size")
        var count = 0, largest = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let a = pixels[y * width + x], b = other.pixels[y * width + x]
                if a == b { continue }
                let d = Self.channelDifference(a, b)
                largest = max(largest, d)
                guard d > tolerance else { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let box = count > 0 ? (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ImageDifference(differingPixels: count, largestChannelDifference: largest, box: box)
    }

    /// How `other` differs from this image beyond antialiasing: a pixel differs when some
    /// channel differs by more than `tolerance`, unless each image's pixel there could be
    /// a blend of the other's around it (every channel within the range, widened by
    /// `tolerance`, that the other image's 3x3 block about the pixel spans), or the two 3x3
    /// blocks hold the same ink (their means within twice `tolerance`: a line spread over
    /// two rows at half strength); and specks of fewer than `smallestDifference` touching
    /// pixels are left out. Two renderers that put an edge a pixel apart, or blend an edge
    /// pixel differently, then agree; a layer moved by two pixels or more, or drawn in
    /// another colour, does not, since inside it the blocks are of one colour.
    public func differenceBeyondEdges(to other: PixelImage, tolerance: Int) -> ImageDifference {
        let mask = pixelsBeyondEdges(to: other, tolerance: tolerance)
        var count = 0, largest = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for i in mask.indices where mask[i] {
            let (x, y) = (i % width, i / width)
            largest = max(largest, Self.channelDifference(pixels[i], other.pixels[i]))
            count += 1
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        let box = count > 0 ? (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ImageDifference(differingPixels: count, largestChannelDifference: largest, box: box)
    }

    /// The smallest group of touching pixels (eight ways) that differs beyond
    /// antialiasing: fewer are the specks two renderers leave at a small rounded corner or
    /// an image's edge.
    public static let smallestDifference = 5

    /// Which pixels differ beyond antialiasing (see `differenceBeyondEdges`), row by row.
    public func pixelsBeyondEdges(to other: PixelImage, tolerance: Int) -> [Bool] {
        precondition(width == other.width && height == other.height, "compare images of one size")
        var mask = [Bool](repeating: false, count: pixels.count)
        for i in pixels.indices {
            let (a, b) = (pixels[i], other.pixels[i])
            guard a != b, Self.channelDifference(a, b) > tolerance else { continue }
            mask[i] = !isEdgeBlend(x: i % width, y: i / width, against: other, tolerance: tolerance)
        }
        // Specks go: groups of touching pixels smaller than `smallestDifference`.
        var seen = [Bool](repeating: false, count: pixels.count)
        for start in mask.indices where mask[start] && !seen[start] {
            var group = [start], next = 0
            seen[start] = true
            while next < group.count {
                let (x, y) = (group[next] % width, group[next] / width)
                next += 1
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) {
                        let j = ny * width + nx
                        if mask[j] && !seen[j] { seen[j] = true; group.append(j) }
                    }
                }
            }
            if group.count < Self.smallestDifference { for j in group { mask[j] = false } }
        }
        return mask
    }

    /// Whether this image's pixel at (x, y) and `other`'s could each be a blend of the
    /// other image's 3x3 block about it (see `differenceBeyondEdges`).
    func isEdgeBlend(x: Int, y: Int, against other: PixelImage, tolerance: Int) -> Bool {
        if other.spans(pixels[y * width + x], aboutX: x, y: y, tolerance: tolerance)
            && spans(other.pixels[y * width + x], aboutX: x, y: y, tolerance: tolerance) { return true }
        // A line a renderer spreads over two rows at half strength, where the other draws
        // one row at full: the 3x3 blocks hold the same ink.
        return blockMeanDifference(x: x, y: y, against: other) <= 2 * tolerance
    }

    /// The largest difference, on one channel, between the means of the two images' 3x3
    /// blocks about (x, y).
    func blockMeanDifference(x: Int, y: Int, against other: PixelImage) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            var a = 0, b = 0, n = 0
            for ny in max(0, y - 1)...min(height - 1, y + 1) {
                for nx in max(0, x - 1)...min(width - 1, x + 1) {
                    a += Int((pixels[ny * width + nx] >> shift) & 0xFF)
                    b += Int((other.pixels[ny * width + nx] >> shift) & 0xFF)
                    n += 1
                }
            }
            largest = max(largest, abs(a - b) / n)
        }
        return largest
    }

    /// Whether every channel of `colour` lies within the range the 3x3 block about (x, y)
    /// spans on that channel, widened by `tolerance`.
    func spans(_ color: UInt32, aboutX x: Int, y: Int, tolerance: Int) -> Bool {
        for shift: UInt32 in [0, 8, 16, 24] {
            let c = Int((color >> shift) & 0xFF)
            var low = 255, high = 0
            for ny in max(0, y - 1)...min(height - 1, y + 1) {
                for nx in max(0, x - 1)...min(width - 1, x + 1) {
                    let v = Int((pixels[ny * width + nx] >> shift) & 0xFF)
                    low = min(low, v)
                    high = max(high, v)
                }
            }
            if c < low - tolerance || c > high + tolerance { return false }
        }
        return true
    }

    /// The largest difference between two pixels on one channel (alpha, red, green, blue).
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var d = 0
        for shift: UInt32 in [0, 8, 16, 24] { d = max(d, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
        return d
    }

    /// This image faded toward white, with every pixel that differs from `other` by more
    /// than `tolerance` in magenta: where the change is, at a glance.
    public func diffImage(against other: PixelImage, tolerance: Int = 0) -> PixelImage {
        diffImage(against: other) { x, y in
            let (a, b) = (pixels[y * width + x], other.pixels[y * width + x])
            return a != b && Self.channelDifference(a, b) > tolerance
        }
    }

    /// This image faded toward white, with the pixels `differs` picks in magenta.
    public func diffImage(against other: PixelImage, differs: (_ x: Int, _ y: Int) -> Bool) -> PixelImage {
        var out = pixels
        for i in out.indices {
            let a = pixels[i]
            if differs(i % width, i / width) {
                out[i] = 0xFFFF_00FF
            } else {
                func fade(_ c: UInt32) -> UInt32 { (c * 3 + 255 * 7) / 10 }
                out[i] = 0xFF00_0000 | fade((a >> 16) & 0xFF) << 16 | fade((a >> 8) & 0xFF) << 8 | fade(a & 0xFF)
            }
        }
        return PixelImage(width: width, height: height, pixels: out)
    }
}
