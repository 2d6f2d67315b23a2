import Storage

/// Why a report could not be read, merged or written: one line that names the file and
/// says what to do, and whose fault it is: the user's input (exit code 2) or the machine's
/// (exit code 1), as `SafeFileError` tells them apart.
public struct SuiteReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whose fault it is.
    public enum Kind: Equatable, Sendable {
        /// A file or value the user gave: missing, not a report, a duplicate, a bad target.
        case badInput
        /// The machine said no: a full disk, no permission.
        case environment
    }

    public let message: String
    public let kind: Kind

    public init(_ message: String, kind: Kind = .badInput) {
        self.message = message
        self.kind = kind
    }

    /// A write that `SafeFile` refused, with its kind.
    public init(_ error: SafeFileError) {
        self.init(error.description, kind: error.kind == .badTarget ? .badInput : .environment)
    }

    public var description: String { message }
}
