import Foundation

/// A Markdown page of the docs, read as GitHub reads it for what the docs tests check:
/// its links and pictures, and the anchors its headings make. Code (fenced blocks and
/// inline spans) holds neither.
struct MarkdownPage {
    /// A link or picture: `[text](target)` or `![alt](target)`.
    struct Link: Equatable {
        var target: String
        var isPicture: Bool
    }

    let url: URL
    let text: String

    init(_ url: URL) throws {
        self.url = url
        text = try String(contentsOf: url, encoding: .utf8)
    }

    /// The lines outside fenced code blocks.
    var prose: [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// Every link and picture outside code, in order.
    var links: [Link] {
        // Inline code spans go first: `a](b)` in one is text, not a link.
        let withoutCode = prose.joined(separator: "\n")
            .replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"(!?)\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
        let ns = withoutCode as NSString
        return pattern.matches(in: withoutCode, range: NSRange(location: 0, length: ns.length)).map {
            Link(target: ns.substring(with: $0.range(at: 2)), isPicture: $0.range(at: 1).length > 0)
        }
    }

    /// The anchors of the page's headings, as GitHub makes them: the heading's text in
    /// lowercase, with everything but letters, digits, spaces, `-` and `_` dropped and
    /// spaces turned to `-`; a repeated one gets `-1`, `-2`, ….
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var result = Set<String>()
        for line in prose where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = Self.slug(String(title))
            let n = seen[slug, default: 0]
            seen[slug] = n + 1
            result.insert(n == 0 ? slug : "\(slug)-\(n)")
        }
        return result
    }

    static func slug(_ heading: String) -> String {
        let kept = heading.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.filter {
            CharacterSet.letters.contains($0) || CharacterSet.decimalDigits.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }
}
