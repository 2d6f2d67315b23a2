/// Why a file could not be written, in words for a user: the path, the problem, and
/// whether it is the user's input at fault (exit code 2) or the machine's (exit code 1).
public struct SafeFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The path names something that must not be written over: a folder, a device, a
        /// read-only file, an input of the same command, a missing folder.
        case badTarget
        /// The machine said no: a full disk, an I/O error, no permission on the folder.
        case environment
    }

    public let path: String
    public let problem: String
    public let kind: Kind

    public init(path: String, problem: String, kind: Kind) {
        self.path = path
        self.problem = problem
        self.kind = kind
    }

    /// "cannot write out.png: the disk is full; nothing was changed".
    public var description: String { "cannot write \(path): \(problem)" }
}
