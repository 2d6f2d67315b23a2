#if canImport(Glibc)
import Glibc
#endif

/// Runs work with file descriptor 2 pointed at /dev/null, for C libraries that print
/// their own complaints (libpng's "libpng error: …") beside the one line MotionLab
/// prints. Only for a command's own thread with nothing else to say meanwhile: the whole
/// process's standard error is silenced while it runs.
enum StandardErrorSilencer {
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, 2)
        close(null)
        defer {
            dup2(saved, 2)
            close(saved)
        }
        return try body()
    }
}
