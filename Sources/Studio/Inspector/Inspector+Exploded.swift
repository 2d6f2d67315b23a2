import Animation
import Foundation
import Geometry
import Gestures

extension Inspector {
    /// Radians of turn per point dragged.
    static let orbitRate = 0.01
    /// Zoom per wheel notch.
    static let zoomStep = 1.1
    /// How far a press may move and still be a click that selects.
    static let clickSlop = 4.0

    /// Turns the 3D exploded view of the tab on or off.
    public func setExploded(_ on: Bool) {
        guard on != isExploded else { return }
        isExploded = on
        panel.showExploded(on)
        if on {
            exploded.source = content?.contentLayer
            exploded.area = content?.contentLayer.frameInWindow ?? .zero
            overlay.attachments.add(exploded, as: ExplodedView.self)
        } else {
            overlay.attachments.remove(exploded)
            orbit = nil
        }
        overlay.setNeedsDisplay()
        refresh()
    }

    /// While the 3D view shows, takes the pointers on it (not on the panel): a drag orbits,
    /// a click selects the plane under it. Returns whether it took the event.
    func explodedTakes(_ p: PointerEvent, at time: MediaTime) -> Bool {
        // The press's sequence is the view's in the dispatcher until it lifts, also when
        // the view closed under it.
        let held = dispatcher.isClaimed(p.id, by: exploded)
        if held { follow(p, heldBy: exploded, at: time) }
        guard isExploded else { return false }
        if let o = orbit, held {
            switch p.phase {
            case .move:
                let dx = p.location.x - o.start.x, dy = p.location.y - o.start.y
                if abs(dx) > Self.clickSlop || abs(dy) > Self.clickSlop { orbit?.moved = true }
                exploded.yaw = o.yaw + dx * Self.orbitRate
                exploded.pitch = min(max(o.pitch - dy * Self.orbitRate, -1.4), 1.4)
            case .up:
                if !o.moved, let picked = exploded.pick(p.location) {
                    select(picked)
                    if !panel.showsLayers { panel.page.select(1, animated: false); layout(in: panelWindowSize) }
                }
                orbit = nil
            case .cancel:
                orbit = nil
            case .down:
                break
            }
            overlay.setNeedsDisplay()
            return true
        }
        guard !contains(p.location), exploded.area.contains(p.location) else { return false }
        if p.phase == .down {
            dispatcher.hold(p, at: time, for: exploded)
            orbit = (p.location, exploded.yaw, exploded.pitch, false)
            hasFocus = true
        }
        return true
    }

    /// The wheel over the 3D view zooms it; over the panel it is the panel's. Returns
    /// whether it took the event.
    public func handleWheel(_ w: WheelEvent) -> Bool {
        if contains(w.location) {
            // Over the rows, the wheel scrolls them (a notch a row; positive dy is up).
            scrollRows(by: -Int(w.dy.rounded()))
            return true
        }
        guard isExploded, exploded.area.contains(w.location) else { return false }
        exploded.zoom = min(max(exploded.zoom * pow(Self.zoomStep, w.dy), 0.1), 5)
        overlay.setNeedsDisplay()
        return true
    }

    /// Keeps the view over the tab as the window changes, and redraws it each frame.
    func refreshExploded() {
        guard isExploded else { return }
        exploded.source = content?.contentLayer
        exploded.area = content?.contentLayer.frameInWindow ?? .zero
    }
}
