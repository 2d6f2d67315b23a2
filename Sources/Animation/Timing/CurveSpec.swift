import Dynamics
import Geometry
import Foundation

/// A curve named on the command line: one of Core Animation's timing functions, a custom
/// cubic Bézier, or a spring. `motionlab plot` samples it.
public enum CurveSpec: Equatable, Sendable, CustomStringConvertible {
    case timing(TimingFunction)
    /// A spring released from 0 toward 1 with CA's initial velocity (distance per second).
    case spring(Spring, velocity: Double)

    /// Parses "easeIn", "cubic-bezier(0.25,0.1,0.25,1)" or
    /// "spring(mass=1,stiffness=100,damping=10,velocity=0)" (parameters optional, any order).
    public init(parsing text: String) throws {
        let s = text.replacingOccurrences(of: " ", with: "")
        if let named = TimingFunction.named.first(where: { $0.name.lowercased() == s.lowercased() }) {
            self = .timing(named.function)
            return
        }
        if let args = Self.arguments(of: s, function: "cubic-bezier") {
            let numbers = args.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else {
                throw CurveSpecError(input: text, reason: "cubic-bezier takes four numbers, x1,y1,x2,y2")
            }
            let v = numbers.map { $0! }
            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                throw CurveSpecError(input: text, reason: "x1 and x2 must lie in 0...1")
            }
            guard abs(v[1]) <= 1e6, abs(v[3]) <= 1e6 else {
                throw CurveSpecError(input: text, reason: "y1 and y2 must lie in -1000000...1000000")
            }
            self = .timing(TimingFunction(v[0], v[1], v[2], v[3]))
            return
        }
        if let args = Self.arguments(of: s, function: "spring") {
            var values = ["mass": 1.0, "stiffness": 100.0, "damping": 10.0, "velocity": 0.0]
            var given = Set<String>()
            for pair in args.split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard kv.count == 2, values[kv[0]] != nil, let n = Double(kv[1]), n.isFinite else {
                    throw CurveSpecError(input: text, reason: "spring takes mass=, stiffness=, damping= and velocity= with numbers")
                }
                guard given.insert(kv[0]).inserted else {
                    throw CurveSpecError(input: text, reason: "\(kv[0]) is given twice")
                }
                values[kv[0]] = n
            }
            // Outside these the closed forms overflow: a curve of NaNs is no curve.
            let limits: [String: ClosedRange<Double>] = ["mass": 1e-6...1e6, "stiffness": 1e-6...1e9, "damping": 0...1e9, "velocity": -1e6...1e6]
            for (name, range) in limits.sorted(by: { $0.key < $1.key }) where !range.contains(values[name]!) {
                throw CurveSpecError(input: text, reason: "\(name) must lie in \(range.lowerBound)...\(range.upperBound)")
            }
            self = .spring(Spring(mass: values["mass"]!, stiffness: values["stiffness"]!, damping: values["damping"]!),
                           velocity: values["velocity"]!)
            return
        }
        throw CurveSpecError(input: text, reason: "not a known curve")
    }

    private static func arguments(of s: String, function: String) -> String? {
        guard s.lowercased().hasPrefix(function + "("), s.hasSuffix(")") else { return nil }
        return String(s.dropFirst(function.count + 1).dropLast())
    }

    public var description: String {
        switch self {
        case .timing(let f): f.description
        case .spring(let s, let v): "spring(mass=\(s.mass.compactDescription), stiffness=\(s.stiffness.compactDescription), damping=\(s.damping.compactDescription), velocity=\(v.compactDescription))"
        }
    }

    /// Whether the horizontal axis is seconds (springs) rather than progress 0...1.
    public var isTimed: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The natural length of the horizontal axis: 1 for timing functions, the settling
    /// time for springs.
    public var naturalDuration: Double {
        switch self {
        case .timing: 1
        case .spring(let s, let v): s.motion(displacement: -1, velocity: v).settlingTime()
        }
    }

    /// The value at `t` (progress for timing functions, seconds for springs).
    public func value(at t: Double) -> Double {
        switch self {
        case .timing(let f): f.value(at: t)
        case .spring(let s, let v): 1 + s.motion(displacement: -1, velocity: v).displacement(at: t)
        }
    }

    /// `count` evenly spaced samples over 0...duration.
    public func samples(count: Int, duration: Double) -> [(t: Double, value: Double)] {
        precondition(count >= 2, "a curve needs at least two samples")
        return (0..<count).map { i in
            let t = Double(i) / Double(count - 1) * duration
            return (t, value(at: t))
        }
    }

    /// All known names, for help text.
    public static let syntax = "linear|easeIn|easeOut|easeInEaseOut|default|cubic-bezier(x1,y1,x2,y2)|spring(mass=1,stiffness=100,damping=10,velocity=0)"
}

/// A curve that could not be parsed, naming it and what is wrong.
public struct CurveSpecError: Error, CustomStringConvertible {
    public let input: String
    public let reason: String
    public var description: String { shortDescription(.max) }

    /// The message with the curve cut to `length` characters (a curve can be huge).
    public func shortDescription(_ length: Int) -> String {
        let shown = input.count > length ? input.prefix(length) + "…" : Substring(input)
        return "invalid curve \"\(shown)\": \(reason); use \(CurveSpec.syntax)"
    }
}
