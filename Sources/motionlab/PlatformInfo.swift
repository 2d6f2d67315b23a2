import Foundation
import Physics
import SDLFront

/// The machine and the libraries that shape motion, as a capture's header records them:
/// a replay on another warns that results may drift, since floating-point contraction
/// differs across architectures and physics across Chipmunk versions.
enum PlatformInfo {
    static var current: [String: String] {
        var u = utsname()
        uname(&u)
        let arch = withUnsafeBytes(of: &u.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return ["arch": arch, "sdl": SDLLibrary.version, "chipmunk": ChipmunkVersion.string]
    }
}
