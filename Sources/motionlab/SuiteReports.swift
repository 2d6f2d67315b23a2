import Foundation
import Suite

/// The reporters `test` and `merge-reports` share: their outputs checked before any
/// work, and written from one report.
enum SuiteReports {
    /// The `--reporter` options read, and their files checked writable (none may be one of
    /// `inputs`).
    static func reporters(_ options: [String], inputs: [String]) throws -> [Reporter] {
        let reporters: [Reporter]
        do {
            reporters = try Reporter.parse(options)
        } catch {
            throw CLIError.badInput(error.description)
        }
        // A CI job names files in a results folder of its own: it is made if missing.
        for case let (name, path) in reporters.compactMap({ r -> (String, String)? in
            switch r {
            case .junit(let p): ("junit", p)
            case .json(let p): ("json", p)
            case .list, .html: nil
            }
        }) {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty { try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
            try CLIError.checkWritable(path, option: "--reporter \(name)", inputs: inputs)
        }
        return reporters
    }

    /// Writes `report` with every reporter but `list`, which the command prints its own way.
    static func write(_ report: SuiteReport, to reporters: [Reporter]) throws {
        for reporter in reporters {
            do {
                switch reporter {
                case .list: break
                case .junit(let path): try JUnitReport.write(report, to: path)
                case .json(let path): try report.write(toJSON: path)
                case .html(let path): try HTMLReport.write(report, to: URL(fileURLWithPath: path))
                }
            } catch {
                throw CLIError(error)
            }
        }
    }
}
