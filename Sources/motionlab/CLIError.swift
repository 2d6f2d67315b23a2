import SDLFront

/// A failure the user can act on: one line, and the exit code that goes with it
/// (2 for bad input, 1 for an environment that cannot run the command).
struct CLIError: Error {
    let message: String
    let code: Int32

    static func badInput(_ message: String) -> CLIError { CLIError(message: message, code: 2) }
    static func environment(_ message: String) -> CLIError { CLIError(message: message, code: 1) }
}

extension CLIError {
    /// The fonts every drawing command needs; none found is an environment problem.
    static func loadFonts() throws -> FontLibrary {
        do { return try FontLibrary() } catch { throw CLIError.environment("\(error)") }
    }
}
