import CSDL2
import Gestures

/// The desktop's clipboard, through SDL (X11's CLIPBOARD selection, or Wayland's).
public final class SDLPasteboard: Pasteboard {
    public init() {}

    public var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            let text = String(cString: raw)
            return text.isEmpty ? nil : text
        }
        set {
            _ = SDL_SetClipboardText(newValue ?? "")
        }
    }
}
