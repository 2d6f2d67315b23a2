import Foundation

/// The pictures of an HTML report's failed marks, as files in its `data` folder, named
/// from the capture's path and the mark alone ("circles-lift-drag-json-1f3a9c2e07-mark2-
/// difference.png"), so a merged report names them as one run of the whole suite does.
struct ReportPictures {
    /// Which of a failed mark's three pictures.
    enum Kind: String, CaseIterable {
        case expected, actual, difference
    }

    /// The folder's name, inside the report's.
    static let folder = "data"

    /// Every picture the report shows: its name in `data` and its PNG bytes.
    let files: [(name: String, data: Data)]

    init(_ report: SuiteReport) {
        var files: [(name: String, data: Data)] = []
        for capture in report.captures {
            for mark in capture.marks {
                for kind in Kind.allCases {
                    if let data = Self.data(mark, kind) { files.append((Self.name(capture.path, mark: mark.number, kind), data)) }
                }
            }
        }
        self.files = files
    }

    static func data(_ mark: MarkResult, _ kind: Kind) -> Data? {
        switch kind {
        case .expected: mark.expected
        case .actual: mark.actual
        case .difference: mark.difference
        }
    }

    /// The file's name: a readable slug of the path, a hash of it (two paths can share a
    /// slug), the mark and the kind.
    static func name(_ path: String, mark: Int, _ kind: Kind) -> String {
        var slug = ""
        for c in path.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(c) || ("0"..."9").contains(c)
            if keep { slug.unicodeScalars.append(c) } else if !slug.isEmpty && !slug.hasSuffix("-") { slug += "-" }
        }
        slug = String(slug.suffix(48)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return (slug.isEmpty ? "capture" : slug) + "-" + hash(path) + "-mark\(mark)-\(kind.rawValue).png"
    }

    /// FNV-1a of the path's UTF-8, as ten hex digits: the same on every machine and run.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(10))
    }
}
