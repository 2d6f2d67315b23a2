import ArgumentParser
import Exercises
import Geometry

extension ExerciseKind: ExpressibleByArgument {}

/// A window size written WIDTHxHEIGHT ("1024x768").
struct WindowSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (16...8192).contains(w), (16...8192).contains(h) else { return nil }
        size = Size(width: Double(w), height: Double(h))
    }

    static var defaultValueDescription: String { "WIDTHxHEIGHT" }
}
