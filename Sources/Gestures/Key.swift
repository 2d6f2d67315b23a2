/// A key by name, independent of platform: a single lower-case character for printable
/// keys ("a", "2", ".", ","), a word for the others ("tab", "return", "escape", "space",
/// "backspace", "delete", "left", "right", "up", "down", "home", "end", "f1" ... "f12").
public struct Key: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) { self.name = name.lowercased() }
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { name }

    public static let tab = Key("tab")
    public static let `return` = Key("return")
    public static let escape = Key("escape")
    public static let space = Key("space")
    public static let backspace = Key("backspace")
    public static let delete = Key("delete")
    public static let left = Key("left")
    public static let right = Key("right")
    public static let up = Key("up")
    public static let down = Key("down")
    public static let f12 = Key("f12")

    /// The names of the keys that are not printable characters.
    public static let namedKeys: Set<String> = Set(["tab", "return", "escape", "space", "backspace", "delete", "left", "right", "up",
                                                     "down", "home", "end", "pageup", "pagedown"] + (1...12).map { "f\($0)" })

    /// Whether it names a key there is: one printable character, or a named key.
    public var isKnown: Bool {
        if Self.namedKeys.contains(name) { return true }
        guard name.count == 1, let scalar = name.unicodeScalars.first else { return false }
        return scalar.value > 32 && scalar.value < 127
    }
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)

    /// Modifier names as scripts write them, in that order.
    static let names: [(String, KeyModifiers)] = [("ctrl", .control), ("alt", .alt), ("shift", .shift), ("meta", .meta)]

    public var description: String { Self.names.filter { contains($0.1) }.map(\.0).joined(separator: "+") }
}

/// A key with modifiers, parsed from the "ctrl+shift+tab" form scripts and docs use.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Parses "ctrl+2", "alt+shift+tab", "f12", "ctrl++". Nil for an empty or unknown key,
    /// or an unknown modifier.
    public init?(parsing text: String) {
        if text == "+" {
            self.init(key: Key("+"))
            return
        }
        var parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") { parts.removeLast(2); parts.append("+") }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var mods: KeyModifiers = []
        for p in parts {
            switch p {
            case "ctrl", "control": mods.insert(.control)
            case "alt", "option": mods.insert(.alt)
            case "shift": mods.insert(.shift)
            case "meta", "super", "cmd", "win": mods.insert(.meta)
            default: return nil
            }
        }
        guard Key(last).isKnown else { return nil }
        self.init(key: Key(last), modifiers: mods)
    }

    public var description: String { modifiers.isEmpty ? key.name : "\(modifiers)+\(key.name)" }
}
