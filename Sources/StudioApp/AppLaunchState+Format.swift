import Exercises
import Storage
import Studio

extension AppLaunchState {
    /// How the app's launch state is read back from a capture's header: "tab" (or the
    /// gallery's page) and "seed" here, each tab's options by its own part.
    public static let format = LaunchFormat(keys: ["tab"] + GalleryOptions.captureKeys + ["seed"] + BlackHoleOptions.captureKeys
                                                + EightBallOptions.captureKeys) { fields throws(CaptureError) in
        let gallery = try GalleryOptions.captured(from: fields)
        var tab = ExerciseKind.circles
        switch (fields["tab"], gallery) {
        case (.string(let name)?, nil):
            guard let t = ExerciseKind(rawValue: name) else {
                throw CaptureError(message: "the header's \"tab\" \(HeaderValue.quoted(name, 40)) is no tab; use one of "
                                   + ExerciseKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            tab = t
        case (nil, .some): break
        case (nil, nil): throw CaptureError(message: "the header names no \"tab\" (or \"gallery\" page)")
        case (.some(.string), .some): throw CaptureError(message: "the header names a \"tab\" and a \"gallery\" page; a capture shows one")
        default: throw CaptureError(message: "the header's \"tab\" (or \"gallery\") must be a string")
        }
        let options = LaunchOptions(eightBall: try EightBallOptions(capture: fields), gallery: gallery)
        return AppLaunchState(tab: tab, seed: try seed(fields["seed"]), options: options,
                              layout: .some(try BlackHoleOptions.capturedLayout(from: fields)))
    }

    static func seed(_ raw: JSONValue?) throws(CaptureError) -> UInt64 {
        let bad = CaptureError(message: "the header's \"seed\" must be a whole number from 0")
        switch raw {
        case .number(let n)?:
            guard n >= 0, n == n.rounded(), n <= 9_007_199_254_740_992 else { throw bad }
            return UInt64(n)
        case .string(let s)?:
            guard let n = UInt64(s) else { throw bad }
            return n
        case nil: throw CaptureError(message: "the header has no \"seed\"")
        default: throw bad
        }
    }
}
