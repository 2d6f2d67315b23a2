import CSDL2
import Foundation
import Storage

/// PNG images of surfaces, made in memory with SDL2_image, so the bytes can go to disk
/// through `SafeFile` (never half a file, never over something that must not be touched).
enum PNGFile {
    /// The PNG encoding of a surface.
    static func data(of surface: UnsafeMutablePointer<SDL_Surface>) throws -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw SDLError("cannot encode the PNG", detail: "out of memory")
        }
        guard let rw = SDL_RWFromFP(stream, SDL_FALSE) else {
            fclose(stream)
            free(buffer)
            throw SDLError("cannot encode the PNG")
        }
        let saved = IMG_SavePNG_RW(surface, rw, 1)
        fclose(stream)
        defer { free(buffer) }
        guard saved == 0, let bytes = buffer else { throw SDLError("cannot encode the PNG") }
        return Data(bytes: bytes, count: size)
    }

    /// Encodes a surface and writes it to `path` through `SafeFile`.
    static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String, inputs: [String] = []) throws {
        try SafeFile.write(data(of: surface), to: path, inputs: inputs)
    }
}
