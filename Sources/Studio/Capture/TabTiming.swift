import Animation

/// The timing the inspector set on what shows (its content layer, and the layer it lifts
/// into): a seek pauses and offsets them (QA1673), a rate changes their speed. A capture
/// records each change, and a replay sets the same timing at the same moment, so a session
/// in which the tester seeks replays exactly.
public struct TabTiming: Equatable, Sendable {
    /// The content's time it was set at.
    public var time: MediaTime
    /// beginTime, speed and timeOffset of the content layer, and of the lifted layer.
    public var content: [Double]
    public var lifted: [Double]

    public init(time: MediaTime, content: [Double], lifted: [Double]) {
        self.time = time
        self.content = content
        self.lifted = lifted
    }

    /// A layer's clock: beginTime, speed and timeOffset.
    static func clock(of layer: Layer) -> [Double] {
        [layer.timing.beginTime, layer.timing.speed, layer.timing.timeOffset]
    }

    /// Sets a layer's beginTime, speed and timeOffset.
    static func set(_ clock: [Double], on layer: Layer) {
        guard clock.count == 3 else { return }
        var t = layer.timing
        (t.beginTime, t.speed, t.timeOffset) = (clock[0], clock[1], clock[2])
        if t != layer.timing { layer.timing = t }
    }
}
