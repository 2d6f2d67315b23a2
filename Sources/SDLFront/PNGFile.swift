import CSDL2
import Foundation

/// Saving surfaces as PNG with SDL2_image, atomically: written next to the target, then
/// renamed over it, so a failed save never leaves half a file.
enum PNGFile {
    static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw SDLError("cannot write \(path)", detail: "the folder \(dir) does not exist")
        }
        let temp = dir + "/.\(url.lastPathComponent).\(getpid()).tmp"
        guard IMG_SavePNG(surface, temp) == 0 else {
            let reason = String(cString: SDL_GetError())
            unlink(temp)
            throw SDLError("cannot write \(path)", detail: reason.isEmpty ? "the folder is not writable" : reason)
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw SDLError("cannot write \(path)", detail: reason)
        }
    }
}
