import Foundation
import Geometry
import Gestures
import SDLFront
import Storage

/// A failure the user can act on: one line, and the exit code that goes with it
/// (2 for bad input, 1 for an environment that cannot run the command).
struct CLIError: Error {
    let message: String
    let code: Int32

    static func badInput(_ message: String) -> CLIError { CLIError(message: message, code: 2) }
    static func environment(_ message: String) -> CLIError { CLIError(message: message, code: 1) }
}

extension CLIError {
    /// A refused target is the user's to fix (2); a full disk is the machine's (1).
    init(_ e: SafeFileError) {
        self.init(message: e.description, code: e.kind == .badTarget ? 2 : 1)
    }

    /// The fonts every drawing command needs; none found is an environment problem.
    static func loadFonts() throws -> FontLibrary {
        do { return try FontLibrary() } catch { throw CLIError.environment("\(error)") }
    }

    /// Writes to standard output; a closed or full one is an environment problem.
    static func writeToStandardOutput(_ text: String) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw CLIError.environment("cannot write to stdout (\(Self.reason(error))); check where the output goes")
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let u = ns.userInfo[NSUnderlyingErrorKey] as? NSError, u.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(u.code))).lowercased()
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))).lowercased() }
        return ns.localizedDescription
    }

    /// Saves a canvas as PNG through SafeFile, with the right exit code for each failure.
    static func savePNG(_ canvas: OffscreenCanvas, to path: String, inputs: [String]) throws {
        do {
            try canvas.savePNG(to: path, inputs: inputs)
        } catch let e as SafeFileError {
            throw CLIError(e)
        } catch {
            throw CLIError.environment("cannot write \(path): \(error)")
        }
    }

    /// Checks an output path before any work, with the right exit code.
    static func checkWritable(_ path: String, option: String, inputs: [String]) throws {
        do {
            try SafeFile.checkWritable(path, inputs: inputs)
        } catch {
            throw CLIError(message: "\(option): \(error)", code: error.kind == .badTarget ? 2 : 1)
        }
    }
}

/// The surface a headless render needs, checked against the limits before any memory is
/// spent on it.
enum Surface {
    static func pixels(for size: Size, scale: Double) throws -> (width: Int, height: Int) {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        let side = Double(InputLimits.surfaceSide)
        guard w >= 1, h >= 1 else {
            throw CLIError.badInput("\(Int(size.width))x\(Int(size.height)) points at scale \(scale) is under a pixel; use a larger --scale or --size")
        }
        guard w <= side, h <= side, w * h <= Double(InputLimits.surfacePixels) else {
            throw CLIError.badInput("\(Int(size.width))x\(Int(size.height)) points at scale \(scale) would be \(Int(w))x\(Int(h)) pixels; "
                                    + "the limit is \(InputLimits.surfaceSide) a side and \(InputLimits.surfacePixels >> 20) megapixels in all")
        }
        return (Int(w), Int(h))
    }

    /// A headless canvas of that many pixels; one SDL cannot make is the machine's problem
    /// (exit 1).
    static func canvas(_ pixels: (width: Int, height: Int), scale: Double = 1, fonts: FontLibrary) throws -> OffscreenCanvas {
        do {
            return try OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, pixelScale: scale, fonts: fonts)
        } catch {
            throw CLIError.environment("\(error)")
        }
    }
}
