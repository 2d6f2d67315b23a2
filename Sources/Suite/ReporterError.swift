/// Why `--reporter`'s value cannot be read, as one line that says what to write instead.
public enum ReporterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--reporter ''`.
    case empty
    /// Two commas with nothing between them, in the whole value given.
    case emptyItem(String)
    /// A name that is no reporter.
    case unknown(String)
    /// `junit`, `json` or `html` with no `=PATH`.
    case missingPath(String)
    /// `list=…`: the list reporter writes no file.
    case unexpectedValue(String)
    /// The same reporter twice.
    case duplicate(String)

    static let usage = "use list, junit=FILE.xml, json=FILE.json or html=DIR"

    public var description: String {
        switch self {
        case .empty: "--reporter: no reporter given; \(Self.usage)"
        case .emptyItem(let text): "--reporter: an empty reporter between commas in '\(text)'; \(Self.usage)"
        case .unknown(let name): "--reporter: unknown reporter '\(name)'; \(Self.usage)"
        case .missingPath(let name): "--reporter: \(name) needs \(Self.placeholder(name)) to write; give \(name)=\(Self.placeholder(name))"
        case .unexpectedValue(let item): "--reporter: '\(item)': list prints to the terminal and takes no file; write list"
        case .duplicate(let name): "--reporter: \(name) is given twice; give each reporter once"
        }
    }

    private static func placeholder(_ name: String) -> String {
        switch name {
        case "junit": "FILE.xml"
        case "json": "FILE.json"
        default: "DIR"
        }
    }
}
