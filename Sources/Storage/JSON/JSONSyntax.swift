/// Which form of JSON a `JSONParser` accepts.
///
/// Input scripts and settings are `strict` (RFC 8259). Hand-written files where comfort
/// matters more than strictness (Black Hole's layouts) may be `relaxed`: JSON5's easier
/// spelling, namely strings and keys in single or double quotes, keys as bare identifiers
/// (`x`, `colour`, `_a$1`), a trailing comma before `]` or `}`, and `//` and `/* */`
/// comments. Numbers stay JSON's: finite, decimal, no `NaN`, `Infinity`, hex or leading `+`.
public enum JSONSyntax: Sendable {
    /// RFC 8259 JSON and nothing else. The default.
    case strict
    /// JSON plus JSON5's quotes, bare keys, trailing commas and comments.
    case relaxed
}
