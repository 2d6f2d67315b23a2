import Animation
import Foundation
import Geometry

/// A timed list of input events, replayed through the same pipeline a user drives, on the
/// virtual clock. The JSON format is documented in docs/cli-guide.md ("Input scripts").
public struct InputScript: Equatable, Sendable {
    /// Window size the script was written for, in points, if it says.
    public var size: Size?
    /// Events in time order (stable for equal times).
    public var events: [InputEvent]
    /// Things in the file that were read anyway, one line each (text that is not UTF-8),
    /// for the front end to print. `load` starts each with the file's name.
    public var warnings: [String] = []

    public init(size: Size? = nil, events: [InputEvent]) {
        self.size = size
        // Scripts are nearly always in order already: sort (stably) only when not.
        if zip(events, events.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
            self.events = events
        } else {
            self.events = events.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
            }.map(\.element)
        }
    }

    /// The time of the last event, or 0 for none: how long the script runs.
    public var duration: MediaTime { events.last?.time ?? .zero }

    /// Reads and parses a script file. Errors name the file and say what to do.
    public static func load(contentsOf url: URL) throws(InputScriptError) -> InputScript {
        let path = url.path
        let data = try readFile(url)
        do {
            var script = try InputScript(json: data)
            script.warnings = script.warnings.map { "script \(path): \($0)" }
            return script
        } catch {
            var e = error
            e.file = path
            throw e
        }
    }

    /// Reads a script's bytes: a regular file of at most `InputLimits.scriptBytes`. Errors
    /// name the file and say what to do.
    public static func readFile(_ url: URL, limit: Int = InputLimits.scriptBytes, what: String = "a script") throws(InputScriptError) -> Data {
        let path = url.path
        var s = stat()
        guard stat(path, &s) == 0 else {
            throw InputScriptError(file: path, message: errno == ENOENT ? "no such file; check the path" : "cannot read it (\(String(cString: strerror(errno)).lowercased()))")
        }
        switch s.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputScriptError(file: path, message: "it is a folder; give a script file")
        case S_IFIFO: throw InputScriptError(file: path, message: "it is a pipe (FIFO), not a file; save the script to a file")
        case S_IFCHR, S_IFBLK: throw InputScriptError(file: path, message: "it is a device, not a file; give a script file")
        default: throw InputScriptError(file: path, message: "it is not a regular file; give a script file")
        }
        guard Int(s.st_size) <= limit else {
            throw InputScriptError(file: path, message: "it is \(Int(s.st_size) >> 20) MiB; \(what) may be at most \(limit >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputScriptError(file: path, message: "cannot read it (\(access(path, R_OK) == 0 ? "read error" : "permission denied"))")
        }
        return data
    }
}

/// Why a script could not be used: the file, where in it, and what to do.
public struct InputScriptError: Error, Equatable, CustomStringConvertible {
    public var file: String?
    public var message: String

    public init(file: String? = nil, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "script \(file ?? "<data>"): \(message)" }
}
