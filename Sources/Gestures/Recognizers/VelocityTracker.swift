import Animation
import Geometry

/// Estimates a pointer's velocity from timestamped samples: a least-squares line through
/// the samples of the last 100 ms, stopping at any gap over 40 ms (a pause means it
/// stopped), clamped to the maximum fling speed. It never reads a clock.
public struct VelocityTracker: Sendable {
    private var samples: [(time: MediaTime, point: Point)] = []

    public init() {}

    /// Adds a sample. A sample at the same time as the last replaces it: events that share
    /// a timestamp (a mouse move and its mirrored twin) are one moment, not a step of zero
    /// duration.
    public mutating func add(_ point: Point, at time: MediaTime) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1] = (time, point)
            return
        }
        samples.append((time, point))
        if samples.count > GestureDefaults.velocitySamples { samples.removeFirst(samples.count - GestureDefaults.velocitySamples) }
    }

    public mutating func reset() { samples.removeAll() }

    /// Velocity in points per second at `time` (the newest sample's time if nil). Zero when
    /// the pointer has rested longer than the stop gap.
    public func velocity(at time: MediaTime? = nil) -> Vector {
        guard let newest = samples.last else { return .zero }
        if let t = time, t - newest.time > GestureDefaults.velocityStopGap { return .zero }
        var used: [(time: MediaTime, point: Point)] = [newest]
        for s in samples.dropLast().reversed() {
            guard newest.time - s.time <= GestureDefaults.velocityHorizon,
                  used.last!.time - s.time <= GestureDefaults.velocityStopGap else { break }
            used.append(s)
        }
        guard used.count >= 2 else { return .zero }
        // Least-squares slope of x(t) and y(t), with t relative to the newest sample.
        let n = Double(used.count)
        let ts = used.map { $0.time - newest.time }
        let meanT = ts.reduce(0, +) / n
        let meanX = used.reduce(0) { $0 + $1.point.x } / n
        let meanY = used.reduce(0) { $0 + $1.point.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for (i, s) in used.enumerated() {
            let dt = ts[i] - meanT
            stt += dt * dt
            stx += dt * (s.point.x - meanX)
            sty += dt * (s.point.y - meanY)
        }
        guard stt > 0 else { return .zero }
        let v = Vector(dx: stx / stt, dy: sty / stt)
        let speed = v.length
        return speed > GestureDefaults.maximumVelocity ? v * (GestureDefaults.maximumVelocity / speed) : v
    }
}
