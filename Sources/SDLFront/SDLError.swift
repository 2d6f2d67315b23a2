import CSDL2

/// A failure reported by SDL or one of its companion libraries, with SDL's own words.
public struct SDLError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable { case noDisplay, failed }

    public let kind: Kind
    public let what: String
    public let detail: String

    init(_ what: String, kind: Kind = .failed) {
        self.what = what
        self.kind = kind
        self.detail = String(cString: SDL_GetError())
    }

    init(_ what: String, detail: String, kind: Kind = .failed) {
        self.what = what
        self.kind = kind
        self.detail = detail
    }

    public var description: String { detail.isEmpty ? what : "\(what): \(detail)" }
}
