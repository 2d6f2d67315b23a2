import ArgumentParser
import Exercises
import Geometry
import Gestures

extension ExerciseKind: ExpressibleByArgument {}
extension GalleryPage: ExpressibleByArgument {}

/// A window size written WIDTHxHEIGHT ("1024x768"), each side within
/// `InputLimits.windowSide`. Anything else is refused with the range in the message.
struct WindowSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              InputLimits.windowSide.contains(w), InputLimits.windowSide.contains(h) else { return nil }
        size = Size(width: w.rounded(), height: h.rounded())
    }

    static var defaultValueDescription: String { "WIDTHxHEIGHT" }

    /// The message for a size that did not parse.
    static let rule = "WIDTHxHEIGHT, each side a whole number of points from 1 to \(Int(InputLimits.windowSide.upperBound)), such as 1024x768"
}

extension WindowSize {
    /// ArgumentParser's own message does not say what a size looks like: this one does.
    static func check(_ raw: String?, option: String) throws {
        guard let raw else { return }
        guard WindowSize(argument: raw) != nil else {
            throw ValidationError("\(option) must be \(rule); got '\(raw.prefix(40))'")
        }
    }
}
