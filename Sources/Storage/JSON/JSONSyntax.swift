/// Which form of JSON a `JSONParser` accepts.
///
/// Input scripts, captures and settings are `strict` (RFC 8259). Hand-written files where
/// comfort matters more than strictness (Black Hole's layouts) may be `relaxed`: JSON5
/// (spec.json5.org), namely strings and keys in single or double quotes, keys as bare
/// identifiers in any script (`x`, `colour`, `_a$1`, `ключ`), a trailing comma before `]`
/// or `}`, `//` and `/* */` comments, JSON5's numbers (`0x1F`, `.5`, `5.`, `+1`,
/// `Infinity`, `NaN`), its escapes and line continuations, and its white space and line
/// ends (see `JSONParser+JSON5.swift`).
public enum JSONSyntax: Sendable {
    /// RFC 8259 JSON and nothing else. The default.
    case strict
    /// JSON5: JSON plus its quotes, bare keys, trailing commas, comments, numbers, escapes
    /// and white space.
    case relaxed
}
