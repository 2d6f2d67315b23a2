/// JSON that does not parse: where (line and column, counted in characters from 1) and
/// what was wrong, in words.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let problem: String
    /// Whether the JSON is well formed as far as it was read, only nested deeper than
    /// `JSONParser.maximumDepth`.
    public let isTooDeep: Bool

    public init(line: Int, column: Int, isTooDeep: Bool = false, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
        self.isTooDeep = isTooDeep
    }

    /// "malformed JSON at line 2, column 7: expected ',' or '}'", or for nesting alone,
    /// "JSON nested too deep at line 1, column 66: …".
    public var description: String {
        "\(isTooDeep ? "JSON nested too deep" : "malformed JSON") at line \(line), column \(column): \(problem)"
    }
}
