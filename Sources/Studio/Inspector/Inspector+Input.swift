import Animation
import Geometry
import Gestures
import Widgets

/// The inspector's input: the pointers it takes (pressed on the panel, a pick's, an
/// orbit's), claimed or held in the studio's dispatcher, and its keys while it has focus.
extension Inspector {
    /// Whether a window point is on the open panel.
    public func contains(_ p: Point) -> Bool {
        isOpen && !panel.layer.isHidden && panel.layer.frameInWindow.contains(p)
    }

    /// Takes a pointer event on the panel (or one that pressed there); returns whether it
    /// took it. A press elsewhere gives focus back to the scene and is not taken.
    public func handlePointer(_ p: PointerEvent, at time: MediaTime) -> Bool {
        guard isOpen else { return false }
        if pickTakes(p, at: time) || explodedTakes(p, at: time) {
            refresh()
            return true
        }
        switch p.phase {
        case .down:
            tip.show(nil, near: p.location, in: panelWindowSize)
            guard contains(p.location) else {
                hasFocus = false
                panel.showFocus(false)
                return false
            }
            hasFocus = true
            // Pressed on the panel: the inspector's until it lifts.
            dispatcher.handle(p, at: time, claimedBy: self)
        case .move:
            if dispatcher.isClaimed(p.id, by: self) { dispatcher.handle(p, at: time); return true }
            guard p.button == .none else { return false }
            // Hover: the panel's buttons light up under the mouse; the scene's do not. A
            // timeline row's layer is outlined. (A pointer another tool claimed is its own.)
            if dispatcher.sequences[p.id] == nil { dispatcher.handle(p, at: time) }
            let over = contains(p.location)
            hoverRow(at: over ? p.location : nil)
            tip.show(over ? panel.fullText(at: p.location) : nil, near: p.location, in: panelWindowSize)
            return over
        case .up, .cancel:
            guard dispatcher.isClaimed(p.id, by: self) else { return false }
            dispatcher.handle(p, at: time)
        }
        refresh()
        return true
    }

    /// Hands the dispatcher a later event of a press that `owner` holds (a pick, an orbit):
    /// a press of the same button again (its release was lost) is held afresh.
    func follow(_ p: PointerEvent, heldBy owner: AnyObject, at time: MediaTime) {
        if p.phase == .down { dispatcher.hold(p, at: time, for: owner) } else { dispatcher.handle(p, at: time) }
    }

    /// Takes a key while the panel has focus; returns whether it used it.
    public func handleKey(_ k: KeyEvent) -> Bool {
        if isOpen, isExploded, k.isPress(.escape) {
            setExploded(false)
            return true
        }
        guard isOpen, hasFocus else { return false }
        // The panel's own focus chain: Tab moves, and a focused control sees keys first.
        keyboard.setControls(panel.keyboardControls)
        if k.key == .tab {
            if k.isDown { _ = keyboard.handleKey(k) }
            return true
        }
        if keyboard.focused != nil {
            if k.isPress(.escape) {
                keyboard.clearFocus()
                return true
            }
            if keyboard.handleKey(k) {
                refresh()
                return true
            }
        }
        let shift = k.modifiers == .shift
        guard k.modifiers.isEmpty || (shift && (k.key == .left || k.key == .right)) else { return false }
        let used: ((AnimationTimeline) -> Void)? = switch k.key.name {
        case "left": { $0.step(by: -(shift ? Self.longStep : Self.frameStep)) }
        case "right": { $0.step(by: shift ? Self.longStep : Self.frameStep) }
        case "home": { $0.seek(to: 0) }
        case "end": { $0.seek(to: $0.selected?.duration ?? 0) }
        default: nil
        }
        if let used {
            if k.isDown { ifSeeking(used) }
            return true
        }
        if k.key == .up || k.key == .down {
            if k.isDown { scrollRows(by: k.key == .down ? 1 : -1) }
            return true
        }
        if k.key == .space {
            if k.isDown && !k.isRepeat { togglePlay() }
            return true
        }
        if k.key == .escape {
            if k.isDown && isPicking {
                setPicking(false)
            } else if k.isDown {
                hasFocus = false
                panel.showFocus(false)
            }
            return true
        }
        return false
    }
}
