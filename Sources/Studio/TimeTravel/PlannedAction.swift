import Animation
import Geometry
import Gestures

/// One action read from a capture's entries alone, before a replay names what it acted on
/// and what it changed: the narrator's plan (see `ActionPlan`).
struct PlannedAction {
    /// What the user did, with the points a replay hit-tests.
    enum What {
        /// One or more taps in about one place (a click, a double-click), the first at `at`.
        case taps(count: Int, at: Point, button: PointerEvent.Button)
        /// A press held in place past the long-press duration.
        case longPress(at: Point)
        /// A press that moved: held still first for a long press (`held`), or not. `shook`
        /// when it went back and forth as a shake does.
        case drag(from: Point, to: Point, held: Bool, shook: Bool)
        /// Two pointers down together: where each was when both were down, and at the end.
        case twoPointers(start: (Point, Point), end: (Point, Point))
        /// Wheel notches in a run, summed.
        case wheel(at: Point, dx: Double, dy: Double, modifiers: KeyModifiers)
        /// A key press that is no typing (a command, Esc, Return).
        case key(KeyEvent)
        /// Text typed in a run, with backspaces applied.
        case typing(String)
        /// The clipboard was read: its text, or nil when it held none.
        case paste(String?)
        /// The window moved in a run of moves, by the sum; `shook` when the run shook it.
        case windowMove(dx: Double, dy: Double, shook: Bool)
        case resize(Size)
        /// An answer from outside reached the scene.
        case network(CapturedExchange)
        /// Mark `number` (from 1).
        case mark(number: Int, CaptureMark)
        case timing(TabTiming)
    }

    var start: MediaTime
    var end: MediaTime
    var what: What

    /// Where a replay hit-tests to name the target, if the action has one.
    var point: Point? {
        switch what {
        case .taps(_, let p, _), .longPress(let p), .wheel(let p, _, _, _): p
        case .drag(let p, _, _, _): p
        case .twoPointers(let s, _): Point(x: (s.0.x + s.1.x) / 2, y: (s.0.y + s.1.y) / 2)
        default: nil
        }
    }

    /// Whether the action is the user's input (what a tab switch or a change can follow
    /// from), not a mark, an answer or the inspector.
    var isInput: Bool {
        switch what {
        case .network, .mark, .timing: false
        default: true
        }
    }
}
