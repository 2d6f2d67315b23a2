import Animation
import CSDL2
import Foundation
import Geometry

/// A grid of an animation's frames on one PNG, each labelled with its time in
/// milliseconds, to see a motion at a glance. The frames come already drawn at the cell's
/// size (`cellScale(frameWidth:columns:)` says how much smaller, so the sheet is at most
/// `maximumWidth` pixels wide) and are copied in as they come, so none is held.
public final class ContactSheet {
    public let columns: Int
    public let cellWidth: Int
    public let cellHeight: Int
    static let labelHeight = 22
    static let gap = 8
    /// The widest sheet made, in pixels.
    public static let maximumWidth = 2400
    private let sheet: UnsafeMutablePointer<SDL_Surface>
    private let fonts: FontLibrary
    private var added = 0

    /// How much smaller than a frame of `frameWidth` pixels a cell is, at most 1.
    public static func cellScale(frameWidth: Int, columns: Int) -> Double {
        let room = (maximumWidth - gap * (columns + 1)) / max(1, columns)
        return min(1, Double(room) / Double(frameWidth))
    }

    public init(cellWidth: Int, cellHeight: Int, count: Int, columns: Int, fonts: FontLibrary) throws {
        try SDLLibrary.start()
        self.columns = max(1, min(columns, count))
        self.fonts = fonts
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        let rows = (count + self.columns - 1) / self.columns
        let w = Self.gap + self.columns * (cellWidth + Self.gap)
        let h = Self.gap + rows * (cellHeight + Self.labelHeight + Self.gap)
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot make a \(w)x\(h) contact sheet")
        }
        sheet = s
        SDL_FillRect(s, nil, SDL_MapRGBA(s.pointee.format, 0xF2, 0xF2, 0xF7, 0xFF))
    }

    deinit { SDL_FreeSurface(sheet) }

    /// The place of the `index`th cell's frame, in sheet pixels.
    public func frameRect(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let col = index % columns, row = index / columns
        return (Self.gap + col * (cellWidth + Self.gap), Self.gap + row * (cellHeight + Self.labelHeight + Self.gap), cellWidth, cellHeight)
    }

    /// Adds the next frame (0xAARRGGBB, row by row, `cellWidth` by `cellHeight`) with its label.
    public func add(_ argb: [UInt32], label: String) throws {
        precondition(argb.count == cellWidth * cellHeight, "a contact sheet frame is \(cellWidth)x\(cellHeight)")
        let r = frameRect(added)
        added += 1
        try copy(argb, width: r.width, height: r.height, to: (r.x, r.y))
        // The label: its own small canvas, drawn by MotionLab's renderer and copied under the frame.
        let canvas = try OffscreenCanvas(pixelWidth: r.width, pixelHeight: Self.labelHeight, fonts: fonts)
        let root = Layer(name: "label")
        root.setFrame(Rect(x: 0, y: 0, width: Double(r.width), height: Double(Self.labelHeight)))
        let text = TextLayer(name: "label.text", string: label, fontSize: 13, textColor: Color(r8: 0x3C, g8: 0x3C, b8: 0x43), alignment: .center)
        text.setFrame(root.bounds)
        root.addSublayer(text)
        canvas.render(root, background: Color(r8: 0xF2, g8: 0xF2, b8: 0xF7))
        try copy(canvas.argbPixels(), width: r.width, height: Self.labelHeight, to: (r.x, r.y + r.height))
    }

    private func copy(_ argb: [UInt32], width: Int, height: Int, to p: (Int, Int)) throws {
        var pixels = argb
        try pixels.withUnsafeMutableBytes { bytes in
            guard let src = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32,
                                                               Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw SDLError("cannot copy onto the contact sheet")
            }
            defer { SDL_FreeSurface(src) }
            SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_NONE)
            var dst = SDL_Rect(x: Int32(p.0), y: Int32(p.1), w: Int32(width), h: Int32(height))
            SDL_UpperBlit(src, nil, sheet, &dst)
        }
    }

    /// The sheet as PNG bytes.
    public func pngData() throws -> Data { try PNGFile.data(of: sheet) }
}
