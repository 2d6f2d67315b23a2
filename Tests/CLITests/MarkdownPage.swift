import Foundation

/// A Markdown page of the docs, read as GitHub reads it for what the docs tests check:
/// its links and pictures. Code (fenced blocks and inline spans) holds none.
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
}
