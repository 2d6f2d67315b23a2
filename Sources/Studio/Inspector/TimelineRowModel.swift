import Animation

/// What one row of the timeline shows (DevTools' AnimationUI, as data): a name, a key path,
/// a bar from its begin to its end in the group's time, its cycles, its curve, and what a
/// seek does not show.
struct TimelineRowModel {
    enum Tint: Equatable { case basic, keyframe, spring, group, trajectory, stepped }

    /// The layer's name and the key path ("snowman-image", "transform.rotation.x").
    var name: String
    var keyPath: String
    /// Seconds after the group's start that the bar begins, and its length (infinite for
    /// an endless repeat).
    var begin: Double
    var length: Double
    /// One cycle's length (a bar is ticked at each), and whether each cycle goes back.
    var cycle: Double
    var autoreverses: Bool
    /// The curve or spring, and repeats, written on the bar ("easeInEaseOut ×3 ⇄").
    var label: String
    var tint: Tint
    /// Nested under a group row.
    var isChild: Bool
    /// Said in the row when a seek cannot show it.
    var note: String?
    /// The layer it animates, to outline when the row is hovered.
    var target: Layer?

    /// The rows of a group: each animation, a group's children under it, then the stepped
    /// motion that overlaps it.
    static func rows(of group: TimelineGroup, stepped: [SteppedSpan], modelChanges: [ModelChangeSpan] = []) -> [TimelineRowModel] {
        guard let start = group.start else { return [] }
        var rows: [TimelineRowModel] = []
        for c in group.animations {
            guard let b = c.begin?.tab else { continue }
            let name = c.path.split(separator: "/").last.map(String.init) ?? c.path
            rows.append(row(c.animation, name: name, keyPath: (c.animation as? PropertyAnimation)?.property.rawValue ?? c.key,
                            begin: b - start, rate: 1, isChild: false, target: c.layer))
            if let g = c.animation as? AnimationGroup {
                let speed = max(abs(g.timing.speed), 1e-9)
                for child in g.animations {
                    var r = row(child, name: "  " + name, keyPath: (child as? PropertyAnimation)?.property.rawValue ?? "group",
                                begin: b - start + child.timing.beginTime / speed, rate: speed, isChild: true, target: c.layer)
                    r.length = min(r.length, g.timing.duration / speed)
                    rows.append(r)
                }
            }
        }
        let end = start + max(group.duration, 0.1) * 1.1
        for s in stepped where s.end >= start && s.start <= end {
            rows.append(TimelineRowModel(name: "stepped motion", keyPath: "", begin: s.start - start, length: max(s.end - s.start, 1.0 / 60),
                                         cycle: 0, autoreverses: false, label: "", tint: .stepped, isChild: false, note: SteppedSpan.note, target: nil))
        }
        for m in modelChanges where m.end >= start && m.start <= end {
            let name = m.path.split(separator: "/").last.map(String.init) ?? m.path
            rows.append(TimelineRowModel(name: name, keyPath: "text ×\(m.changes)", begin: m.start - start, length: max(m.end - m.start, 1.0 / 60),
                                         cycle: 0, autoreverses: false, label: "", tint: .stepped, isChild: false,
                                         note: ModelChangeSpan.note, target: nil))
        }
        return rows
    }

    private static func row(_ a: LayerAnimation, name: String, keyPath: String, begin: Double, rate: Double, isChild: Bool,
                            target: Layer) -> TimelineRowModel {
        let t = a.timing
        let speed = max(abs(t.speed), 1e-9) * rate
        let kind = AnimationDescription.kind(of: a)
        let curve = a is SpringAnimation ? "spring" : a is TrajectoryAnimation ? "trajectory" : kind == .group ? "group" : a.timingFunction.description
        var label = curve
        if t.repeatCount.isInfinite { label += " ×∞" } else if t.repeatCount > 1 { label += " ×\(Self.number(t.repeatCount))" }
        if t.autoreverses { label += " ⇄" }
        let tint: Tint = switch kind {
        case .spring: .spring
        case .keyframe: .keyframe
        case .group: .group
        case .trajectory: .trajectory
        case .basic, .other: .basic
        }
        return TimelineRowModel(name: name, keyPath: keyPath, begin: begin, length: t.activeDuration / speed, cycle: t.cycleDuration / speed,
                                autoreverses: t.autoreverses, label: label, tint: tint, isChild: isChild,
                                note: nil, target: target)
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() ? "\(Int(v))" : "\(v)"
    }
}
