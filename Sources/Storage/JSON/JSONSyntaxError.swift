/// JSON that does not parse: where (line and column, counted in characters from 1) and
/// what was wrong, in words.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let problem: String

    public init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// "malformed JSON at line 2, column 7: expected ',' or '}'".
    public var description: String { "malformed JSON at line \(line), column \(column): \(problem)" }
}
