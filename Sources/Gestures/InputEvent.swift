import Animation
import Geometry

/// A platform-neutral input event stamped with media-clock seconds. The front end makes
/// these from SDL events; scripts and tests make them directly.
public struct InputEvent: Equatable, Sendable {
    /// Media-clock time of the event, in seconds.
    public var time: MediaTime
    public var kind: Kind

    public init(time: MediaTime, _ kind: Kind) {
        self.time = time
        self.kind = kind
    }

    public enum Kind: Equatable, Sendable {
        case pointer(PointerEvent)
        case wheel(WheelEvent)
        case key(KeyEvent)
        /// Text typed, after keyboard layout and input method.
        case text(String)
        /// An input method's composition in progress (SDL_TEXTEDITING): shown underlined
        /// at the caret until it is committed as `text` or cleared.
        case composition(TextComposition)
        case window(WindowEvent)
    }
}

/// Identifies one pointer for as long as it is down: the mouse is 0, touches count from 1.
public typealias PointerID = Int

/// One step of a mouse or touch pointer.
public struct PointerEvent: Equatable, Sendable {
    public enum Phase: String, Equatable, Sendable { case down, move, up, cancel }
    public enum Button: String, Equatable, Sendable { case none, left, middle, right }
    public enum Source: String, Equatable, Sendable { case mouse, touch }

    public var id: PointerID
    public var phase: Phase
    /// Window coordinates, in points.
    public var location: Point
    public var button: Button
    public var modifiers: KeyModifiers
    public var source: Source

    public init(id: PointerID = 0, phase: Phase, location: Point, button: Button = .left,
                modifiers: KeyModifiers = [], source: Source = .mouse) {
        self.id = id
        self.phase = phase
        self.location = location
        self.button = button
        self.modifiers = modifiers
        self.source = source
    }
}

/// A scroll-wheel or trackpad scroll at a location; positive dy scrolls up (SDL's sign).
public struct WheelEvent: Equatable, Sendable {
    public var location: Point
    public var dx: Double
    public var dy: Double
    public var modifiers: KeyModifiers

    public init(location: Point, dx: Double = 0, dy: Double, modifiers: KeyModifiers = []) {
        self.location = location
        self.dx = dx
        self.dy = dy
        self.modifiers = modifiers
    }
}

/// A key going down (with auto-repeats) or up.
public struct KeyEvent: Equatable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    public var isDown: Bool
    public var isRepeat: Bool

    public init(key: Key, modifiers: KeyModifiers = [], isDown: Bool = true, isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isDown = isDown
        self.isRepeat = isRepeat
    }

    /// Whether this is a press of `key` with exactly `modifiers` held.
    public func isPress(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        isDown && self.key == key && self.modifiers == modifiers
    }
}

/// Text typed into whatever takes it: committed characters, or a composition in progress.
public enum TextInput: Equatable, Sendable {
    case commit(String)
    case composition(TextComposition)
}

/// The text an input method is composing (UITextInput's marked text), with the caret and
/// selection inside it, counted in characters. An empty text ends the composition.
public struct TextComposition: Equatable, Sendable {
    public var text: String
    public var cursor: Int
    public var selectionLength: Int

    public init(text: String, cursor: Int = 0, selectionLength: Int = 0) {
        self.text = text
        self.cursor = cursor
        self.selectionLength = selectionLength
    }
}

/// What happened to the window.
public enum WindowEvent: Equatable, Sendable {
    /// The window moved by a displacement in screen points (the shake detector's input).
    case moved(dx: Double, dy: Double)
    /// The drawable area changed size, in points.
    case resized(Size)
    case focusGained
    case focusLost
}
