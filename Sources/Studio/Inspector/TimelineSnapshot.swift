import Animation
import Foundation

/// The timeline's model at one moment, as `motionlab screenshot --animations` writes it:
/// the groups, each with its animations described at that moment, and the stretches of
/// stepped motion a seek cannot show.
public struct TimelineSnapshot: Codable, Equatable, Sendable {
    /// One group of animations added together.
    public struct Group: Codable, Equatable, Sendable {
        /// The media time its animations were added at.
        public var addedAt: Double
        /// Its start and length on the tab's clock, in seconds.
        public var start: Double?
        public var duration: Double
        public var animations: [AnimationDescription]
    }

    /// A stretch of stepped motion on the tab's clock, and what a seek does not show.
    public struct Stepped: Codable, Equatable, Sendable {
        public var start: Double
        public var end: Double
        public var note: String
    }

    /// Text set between frames, per layer, and what a seek does not show.
    public struct ModelChange: Codable, Equatable, Sendable {
        public var layer: String
        public var start: Double
        public var end: Double
        public var changes: Int
        public var note: String
    }

    /// The media time described, and the tab's clock then.
    public var time: Double
    public var tabTime: Double
    public var groups: [Group]
    public var stepped: [Stepped]
    public var modelChanges: [ModelChange]

    /// As pretty, key-sorted JSON; an endless repeat count is written "inf".
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }
}

extension AnimationTimeline {
    /// The model now: every group, each animation described at the tab's clock now.
    public func snapshot() -> TimelineSnapshot {
        settlePending()
        let t = tabTime
        return TimelineSnapshot(
            time: host.currentTime.seconds, tabTime: t,
            groups: groups.map { g in
                TimelineSnapshot.Group(addedAt: g.addedAt.seconds, start: g.start, duration: g.duration,
                                       animations: g.animations.map { $0.description(atTab: t) })
            },
            stepped: stepped.map { TimelineSnapshot.Stepped(start: $0.start, end: $0.end, note: SteppedSpan.note) },
            modelChanges: modelChanges.map {
                TimelineSnapshot.ModelChange(layer: $0.path, start: $0.start, end: $0.end, changes: $0.changes, note: ModelChangeSpan.note)
            })
    }
}
