import Animation
import CSDL2
import Geometry
import Gestures

/// Turns SDL events into platform-neutral input events stamped with media-clock seconds.
/// Touch fingers become pointers 1, 2, ... in the order they land; the mouse is pointer 0.
final class InputPump {
    private let clock: SystemClock
    private var fingers: [SDL_FingerID: PointerID] = [:]
    private var lastWindowPosition: Point?
    private var lastTime = MediaTime.zero
    /// Set when the user closes the window, or by `requestQuit` (Ctrl+Q).
    private(set) var quitRequested = false

    /// Ends the loop after this turn, as closing the window does.
    func requestQuit() { quitRequested = true }

    init(clock: SystemClock, windowPosition: Point) {
        self.clock = clock
        lastWindowPosition = windowPosition
    }

    /// Converts one SDL event; nil for events MotionLab does not use.
    func convert(_ e: SDL_Event, windowSize: Size) -> InputEvent? {
        let now = clock.now
        var time = clock.time(fromTicks: e.common.timestamp, referenceTicks: SDL_GetTicks(), referenceNow: now)
        time = min(now, max(lastTime, time))
        lastTime = time
        guard let kind = kind(of: e, windowSize: windowSize) else { return nil }
        return InputEvent(time: time, kind)
    }

    private var modifiers: KeyModifiers { Self.modifiers(SDL_GetModState()) }

    static func modifiers(_ m: SDL_Keymod) -> KeyModifiers {
        var out: KeyModifiers = []
        let raw = m.rawValue
        if raw & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { out.insert(.alt) }
        if raw & KMOD_GUI.rawValue != 0 { out.insert(.meta) }
        return out
    }

    private func kind(of e: SDL_Event, windowSize: Size) -> InputEvent.Kind? {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            quitRequested = true
            return nil
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard e.button.which != Self.touchMouseID else { return nil }
            let phase: PointerEvent.Phase = e.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return .pointer(PointerEvent(id: 0, phase: phase, location: Point(x: Double(e.button.x), y: Double(e.button.y)),
                                         button: Self.button(e.button.button), modifiers: modifiers))
        case SDL_MOUSEMOTION:
            guard e.motion.which != Self.touchMouseID else { return nil }
            let held = e.motion.state & 1 != 0 ? PointerEvent.Button.left : e.motion.state & 4 != 0 ? .right : e.motion.state & 2 != 0 ? .middle : .none
            return .pointer(PointerEvent(id: 0, phase: .move, location: Point(x: Double(e.motion.x), y: Double(e.motion.y)),
                                         button: held, modifiers: modifiers))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Float = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(WheelEvent(location: Point(x: Double(x), y: Double(y)),
                                     dx: Double(e.wheel.preciseX * flip), dy: Double(e.wheel.preciseY * flip), modifiers: modifiers))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = e.tfinger
            let location = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
            let phase: PointerEvent.Phase
            switch SDL_EventType(e.type) {
            case SDL_FINGERDOWN:
                phase = .down
                // Touches take the lowest free id in 1…63; a 64th finger at once is ignored.
                guard fingers[f.fingerId] == nil,
                      let free = InputLimits.pointerIDs.dropFirst().first(where: { id in !fingers.values.contains(id) }) else { return nil }
                fingers[f.fingerId] = free
            case SDL_FINGERUP: phase = .up
            default: phase = .move
            }
            guard let id = fingers[f.fingerId] else { return nil }
            if phase == .up { fingers[f.fingerId] = nil }
            return .pointer(PointerEvent(id: id, phase: phase, location: location, button: .left, modifiers: modifiers, source: .touch))
        case SDL_KEYDOWN, SDL_KEYUP:
            let down = e.type == SDL_KEYDOWN.rawValue
            let mods = Self.modifiers(SDL_Keymod(UInt32(e.key.keysym.mod)))
            guard let key = Self.key(e.key.keysym.sym) else { return nil }
            return .key(KeyEvent(key: key, modifiers: mods, isDown: down, isRepeat: e.key.repeat != 0))
        case SDL_TEXTINPUT:
            var text = e.text.text
            return .text(Self.string(fromCBytes: &text))
        case SDL_TEXTEDITING:
            var text = e.edit.text
            return .composition(TextComposition(text: Self.string(fromCBytes: &text),
                                                cursor: Int(e.edit.start), selectionLength: Int(e.edit.length)))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_MOVED:
                let p = Point(x: Double(e.window.data1), y: Double(e.window.data2))
                defer { lastWindowPosition = p }
                guard let last = lastWindowPosition else { return nil }
                return .window(.moved(dx: p.x - last.x, dy: p.y - last.y))
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .window(.resized(windowSize))
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                return .window(.focusGained)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .window(.focusLost)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A NUL-terminated UTF-8 string held in a fixed C array (SDL's text events).
    static func string<T>(fromCBytes tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// SDL_TOUCH_MOUSEID, ((Uint32)-1): mouse events SDL synthesised from touches.
    static let touchMouseID = UInt32.max

    static func button(_ b: UInt8) -> PointerEvent.Button {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: .none
        }
    }

    /// Names for the keys that are not printable characters.
    static let namedKeys: [Int32: String] = [
        Int32(bitPattern: SDLK_TAB.rawValue): "tab", Int32(bitPattern: SDLK_RETURN.rawValue): "return", Int32(bitPattern: SDLK_KP_ENTER.rawValue): "return",
        Int32(bitPattern: SDLK_ESCAPE.rawValue): "escape", Int32(bitPattern: SDLK_SPACE.rawValue): "space", Int32(bitPattern: SDLK_BACKSPACE.rawValue): "backspace",
        Int32(bitPattern: SDLK_DELETE.rawValue): "delete", Int32(bitPattern: SDLK_LEFT.rawValue): "left", Int32(bitPattern: SDLK_RIGHT.rawValue): "right",
        Int32(bitPattern: SDLK_UP.rawValue): "up", Int32(bitPattern: SDLK_DOWN.rawValue): "down", Int32(bitPattern: SDLK_HOME.rawValue): "home", Int32(bitPattern: SDLK_END.rawValue): "end",
        Int32(bitPattern: SDLK_PAGEUP.rawValue): "pageup", Int32(bitPattern: SDLK_PAGEDOWN.rawValue): "pagedown",
        Int32(bitPattern: SDLK_F1.rawValue): "f1", Int32(bitPattern: SDLK_F2.rawValue): "f2", Int32(bitPattern: SDLK_F3.rawValue): "f3", Int32(bitPattern: SDLK_F4.rawValue): "f4",
        Int32(bitPattern: SDLK_F5.rawValue): "f5", Int32(bitPattern: SDLK_F6.rawValue): "f6", Int32(bitPattern: SDLK_F7.rawValue): "f7", Int32(bitPattern: SDLK_F8.rawValue): "f8",
        Int32(bitPattern: SDLK_F9.rawValue): "f9", Int32(bitPattern: SDLK_F10.rawValue): "f10", Int32(bitPattern: SDLK_F11.rawValue): "f11", Int32(bitPattern: SDLK_F12.rawValue): "f12",
    ]

    static func key(_ sym: SDL_Keycode) -> Key? {
        if let name = namedKeys[sym] { return Key(name) }
        if sym > 32 && sym < 127, let scalar = UnicodeScalar(UInt32(sym)) { return Key(String(Character(scalar))) }
        return nil
    }
}
