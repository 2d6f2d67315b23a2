import Animation
import Geometry

/// Pictures of a mark for the session window, from the front end's renderer: the
/// replay's picture of the moment, and its difference from the window's picture saved at
/// the mark. Paths are PNG files an image layer can show by name.
public protocol MarkPictures: AnyObject {
    /// Renders `root` (sized `size`, in points) to a new PNG file; returns its path.
    func picture(of root: Layer, size: Size) throws -> String
    /// Compares the window's picture at `window` with the replay's at `replay`, with the
    /// antialiasing tolerance `replay --diff` uses. Returns a one-line summary and, when
    /// they differ beyond it, the path of a difference picture (the window's faded, with
    /// what differs in magenta).
    func compare(window: String, replay: String) throws -> (summary: String, difference: String?)
}
