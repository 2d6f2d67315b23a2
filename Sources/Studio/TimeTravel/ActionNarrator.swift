import Animation
import Geometry

/// Tells what the user did in a captured session, as actions on named targets: "double-tap
/// on canvas → circle appears", "drag circle from (300, 300) to (480, 380)", "press
/// start-button", "tab: Color Timer", "8-Ball answer 'Signs point to yes' after 0.41 s".
///
/// The capture's inputs are grouped into actions by the recognizers' own thresholds
/// (`ActionPlan`); the replay is played along, and at each action's start the press is
/// hit-tested in the presentation tree the user saw, naming the layer it landed on
/// (`ActionTarget`). What the action changed is read from the tree: the named layers that
/// show just before it and a moment after it (`settle`, or when the next action starts,
/// whichever is first), compared (`LayerCensus`). A change of the tab showing is told as
/// the tab's title (`StudioContent.shownTitle`), and an answer from outside in the
/// content's words (`StudioContent.describe(answerFrom:result:)`), with how long after its
/// request it came.
public enum ActionNarrator {
    /// How long after an action ends its changes are looked for, unless the next action
    /// starts sooner: 0.5 s, long enough for the tabs' appear and disappear animations
    /// (0.25 s) to have set their end values.
    public static let settle = 0.5
    /// How far before an action the tree is read: a microsecond, so its own first input
    /// has not been handled yet.
    static let justBefore = 1e-6

    /// The actions of `capture`, in time order, read while `replay` (built from it, not yet
    /// played) plays it to the end.
    public static func actions(of capture: Capture, replay: CaptureReplay) -> [SessionAction] {
        let plan = ActionPlan(capture).actions
        var walk = ReplayWalk(replay: replay)
        var out: [SessionAction] = []
        for (i, a) in plan.enumerated() {
            walk.advance(to: a.start - justBefore)
            var content = replay.scene.content
            let title = content.shownTitle
            let before = a.isInput ? LayerCensus(content) : nil
            let target = a.point.flatMap { ActionTarget.at($0, in: content.rootLayer, shown: content.shownLayer) }
            var until = a.end + settle
            if i + 1 < plan.count { until = min(until, plan[i + 1].start - justBefore) }
            walk.advance(to: max(until, a.end))
            content = replay.scene.content
            if a.isInput, content.shownTitle != title {
                out.append(SessionAction(time: a.start, end: a.end, text: "tab: \(content.shownTitle)", kind: .tab))
                continue
            }
            var (text, kind) = words(for: a, target: target, content: content, workStarts: walk.workStarts)
            if let before, kind == .pointer || kind == .key {
                let changes = before.changes(to: LayerCensus(content))
                if !changes.isEmpty { text += " → " + changes }
            }
            out.append(SessionAction(time: a.start, end: a.end, text: text, kind: kind))
        }
        walk.finish()
        return out
    }
}
