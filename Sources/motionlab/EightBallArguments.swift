import ArgumentParser
import Exercises
import Foundation

/// The 8-Ball's options, shared by `run`, `screenshot` and `record`: the server to ask, or none.
struct EightBallArguments: ParsableArguments {
    /// The environment variable that replaces the endpoint when `--endpoint` is not given.
    static let environmentKey = "MOTIONLAB_8BALL_URL"

    @Option(name: .long, help: ArgumentHelp("The 8-Ball's server: the question is added to this URL as one path segment "
                                            + "(default: $\(EightBallArguments.environmentKey), else \(RemoteAnswerProvider.defaultBase.absoluteString)).",
                                            valueName: "URL"))
    var endpoint: String?

    @Flag(name: .long, help: "The 8-Ball asks no server and gives only its saved answers.")
    var offline = false

    func validate() throws {
        if offline && endpoint != nil { throw ValidationError("--offline asks no server, so --endpoint has nothing to do; give one or the other") }
        if let endpoint { _ = try Self.parse(endpoint, source: "--endpoint") }
    }

    /// An http or https URL with a host, or a one-line reason naming where it came from.
    static func parse(_ raw: String, source: String) throws -> URL {
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else {
            throw ValidationError("\(source) must be an http:// or https:// URL such as \(RemoteAnswerProvider.defaultBase.absoluteString); got '\(raw.prefix(80))'")
        }
        // The question is added to the path, so a query or fragment would swallow it.
        guard url.query == nil, url.fragment == nil else {
            throw ValidationError("\(source) must not have a query (?…) or fragment (#…): the question goes on the end of its path; got '\(raw.prefix(80))'")
        }
        return url
    }

    /// The tab's options: offline, else the flag's server, else the environment's, else
    /// the default server.
    func options(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> EightBallOptions {
        // Offline asks no server, so a server set in the environment does not matter.
        if offline { return EightBallOptions(offline: true) }
        if let endpoint { return EightBallOptions(endpoint: try Self.parse(endpoint, source: "--endpoint")) }
        if let raw = environment[Self.environmentKey], !raw.isEmpty {
            do {
                return EightBallOptions(endpoint: try Self.parse(raw, source: Self.environmentKey))
            } catch let e as ValidationError {
                throw CLIError.badInput(e.message)
            }
        }
        return EightBallOptions()
    }
}
