import Foundation

/// The one rule for the names settings are saved under, wherever a prompt asks for one (the
/// Snowman's Save, the gallery's "Save settings as…"):
///
/// - Names are trimmed of spaces, then compared ignoring case: "tall HOP" is "Tall hop",
///   as the 8-Ball's answers are.
/// - "Default", in any case, is built in and refused.
/// - A name that matches a saved or built-in setting replaces it, and the user is asked
///   first.
/// - Empty, longer than `maximumLength` characters, or holding control characters: refused.
enum SettingName {
    /// The built-in setting every list starts with; it cannot be saved over or deleted.
    static let builtIn = "Default"
    /// The most characters a name may have: 80.
    static let maximumLength = 80

    /// What saving under a name would do.
    enum Check: Equatable {
        /// A new name.
        case fine
        /// It would replace the setting of this name (as it is spelt in the list).
        case replaces(String)
        /// It cannot be used, and why, in a line for the user.
        case refused(String)
    }

    /// The name as saved: without the spaces and newlines around it.
    static func trimmed(_ name: String) -> String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Whether two names are the same setting's: equal once trimmed, ignoring case.
    static func same(_ a: String, _ b: String) -> Bool {
        trimmed(a).compare(trimmed(b), options: .caseInsensitive) == .orderedSame
    }

    /// The entry of `names` that `name` is, if any.
    static func match(_ name: String, in names: [String]) -> String? { names.first { same($0, name) } }

    /// Why `name` can never be saved, or nil when it can.
    static func problem(with name: String) -> String? {
        let n = trimmed(name)
        if n.isEmpty { return "A name is required." }
        if n.count > maximumLength { return "A name is at most \(maximumLength) characters." }
        if same(n, builtIn) { return "“\(builtIn)” is built in; choose another name." }
        if n.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "A name cannot hold control characters." }
        return nil
    }

    /// What saving `name` would do, given the names already taken (saved and built in).
    static func check(_ name: String, existing: [String]) -> Check {
        if let p = problem(with: name) { return .refused(p) }
        return match(name, in: existing).map(Check.replaces) ?? .fine
    }

    /// The question a prompt asks before replacing `existing`.
    static func replaceQuestion(_ existing: String) -> String { "“\(existing)” exists. Replace it?" }
}
