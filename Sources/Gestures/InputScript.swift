import Foundation
import Geometry

/// A timed list of input events, replayed through the same pipeline a user drives, on the
/// virtual clock. The JSON format is documented in the README ("Input scripts").
public struct InputScript: Equatable, Sendable {
    /// Window size the script was written for, in points, if it says.
    public var size: Size?
    /// Events in time order (stable for equal times).
    public var events: [InputEvent]

    public init(size: Size? = nil, events: [InputEvent]) {
        self.size = size
        self.events = events.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The time of the last event, or 0 for none.
    public var duration: Double { events.last?.time ?? 0 }

    /// Reads and parses a script file. Errors name the file.
    public static func load(contentsOf url: URL) throws -> InputScript {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputScriptError(file: url.path, message: "cannot read it (\(Self.reason(error))); check the path")
        }
        do {
            return try InputScript(json: data)
        } catch var e as InputScriptError {
            e.file = url.path
            throw e
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoSuchFileError { return "no such file" }
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoPermissionError { return "permission denied" }
        return ns.localizedDescription
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
