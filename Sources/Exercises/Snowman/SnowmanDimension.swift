import Foundation

/// Each number a snowman setting holds, with what Settings needs to edit it: its name,
/// its range and step (the stepper's), how its value reads, and its section.
public enum SnowmanDimension: String, CaseIterable, Sendable {
    case widthScale, heightScale, offsetX, offsetY, flipsX, flipsY, turnsZ, opacity, duration, repeatCount

    /// The Settings table's sections, in order.
    public enum Section: String, CaseIterable, Sendable {
        case size = "Size", position = "Position", rotation = "Rotation", appearance = "Appearance", timing = "Timing"
    }

    public var section: Section {
        switch self {
        case .widthScale, .heightScale: .size
        case .offsetX, .offsetY: .position
        case .flipsX, .flipsY, .turnsZ: .rotation
        case .opacity: .appearance
        case .duration, .repeatCount: .timing
        }
    }

    /// The dimensions of a section, in order.
    public static func inSection(_ s: Section) -> [SnowmanDimension] { allCases.filter { $0.section == s } }

    public var title: String {
        switch self {
        case .widthScale: "Width"
        case .heightScale: "Height"
        case .offsetX: "Horizontal offset"
        case .offsetY: "Vertical offset"
        case .flipsX: "Flips about X"
        case .flipsY: "Flips about Y"
        case .turnsZ: "Turns about Z"
        case .opacity: "Opacity"
        case .duration: "Duration"
        case .repeatCount: "Repeat count"
        }
    }

    public var range: ClosedRange<Double> {
        switch self {
        case .widthScale, .heightScale: 0.2...3
        case .offsetX, .offsetY: -200...200
        case .flipsX, .flipsY, .turnsZ: 0...10
        case .opacity: 0...1
        case .duration: 0.5...10
        case .repeatCount: 0...SnowmanSetting.forever
        }
    }

    public var step: Double {
        switch self {
        case .widthScale, .heightScale, .opacity: 0.1
        case .offsetX, .offsetY: 20
        case .flipsX, .flipsY, .turnsZ, .repeatCount: 1
        case .duration: 0.5
        }
    }

    var keyPath: WritableKeyPath<SnowmanSetting, Double> {
        switch self {
        case .widthScale: \.widthScale
        case .heightScale: \.heightScale
        case .offsetX: \.offsetX
        case .offsetY: \.offsetY
        case .flipsX: \.flipsX
        case .flipsY: \.flipsY
        case .turnsZ: \.turnsZ
        case .opacity: \.opacity
        case .duration: \.duration
        case .repeatCount: \.repeatCount
        }
    }

    /// `v` in range and on a step from the range's start.
    public func clamp(_ v: Double) -> Double {
        let stepped = range.lowerBound + ((v - range.lowerBound) / step).rounded() * step
        // Rounded to the step's decimals, so 0.1 steps give 1.3, not 1.3000000000000003.
        let snapped = (stepped * 1000).rounded() / 1000
        return min(range.upperBound, max(range.lowerBound, snapped))
    }

    /// How a value reads in Settings: "× 1.5", "+40 pt", "2", "0.8", "2.5 s", "∞".
    public func format(_ v: Double) -> String {
        func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(format: "%.1f", x) }
        switch self {
        case .widthScale, .heightScale: return "× \(number(v))"
        case .offsetX, .offsetY: return v == 0 ? "0 pt" : "\(v > 0 ? "+" : "−")\(number(abs(v))) pt"
        case .flipsX, .flipsY, .turnsZ: return number(v)
        case .opacity: return number(v)
        case .duration: return "\(number(v)) s"
        case .repeatCount: return v >= SnowmanSetting.forever ? "∞" : number(v)
        }
    }
}
