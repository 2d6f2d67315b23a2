/// A PNG refused from its header or chunk layout, before decoding: the file and why, in
/// one line ("b.png: it is cut off: …").
public struct PNGHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
