import Foundation

/// One way `motionlab test` reports a run, as `--reporter` names it (Playwright's
/// `--reporter list,junit,html`): the list on the terminal, or a file or folder to write.
/// Defaults to `[.list]` when `--reporter` is not given.
public enum Reporter: Equatable, Sendable {
    /// A line per capture on standard output, failures spelled out.
    case list
    /// JUnit XML for CI (`junit=FILE.xml`).
    case junit(String)
    /// The whole report as JSON, what `merge-reports` reads (`json=FILE.json`).
    case json(String)
    /// A self-contained HTML report in a folder (`html=DIR`).
    case html(String)

    /// What `--reporter` means when it is not given.
    public static let defaults: [Reporter] = [.list]

    /// The reporter's name as `--reporter` spells it.
    public var name: String {
        switch self {
        case .list: "list"
        case .junit: "junit"
        case .json: "json"
        case .html: "html"
        }
    }

    /// Reads `--reporter`'s value: reporters separated by commas, each `list` or
    /// `NAME=PATH` (a path cannot hold a comma). Each reporter may be given once.
    public static func parse(_ text: String) throws(ReporterError) -> [Reporter] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw .empty }
        var reporters: [Reporter] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard !item.isEmpty else { throw .emptyItem(text) }
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).lowercased()
            let path = parts.count > 1 ? String(parts[1]) : nil
            let reporter: Reporter
            switch name {
            case "list":
                guard path == nil else { throw .unexpectedValue(item) }
                reporter = .list
            case "junit", "json", "html":
                guard let path, !path.isEmpty else { throw .missingPath(name) }
                reporter = name == "junit" ? .junit(path) : name == "json" ? .json(path) : .html(path)
            default:
                throw .unknown(String(parts[0]))
            }
            guard !reporters.contains(where: { $0.name == reporter.name }) else { throw .duplicate(reporter.name) }
            reporters.append(reporter)
        }
        return reporters
    }

    /// Reads every `--reporter` option given (ArgumentParser's repeated option) as one
    /// list; none given means `defaults`.
    public static func parse(_ texts: [String]) throws(ReporterError) -> [Reporter] {
        guard !texts.isEmpty else { return defaults }
        return try parse(texts.joined(separator: ","))
    }
}
