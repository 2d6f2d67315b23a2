import Foundation

/// The files a suite runs, found under the paths given: every `.json` and `.jsonl` file
/// (each must be a capture or a script; one that is neither is an error, not a skip),
/// in folders walked deeply, sorted by path. Other files (a README beside the captures)
/// are left out.
public enum SuiteDiscovery {
    /// The extensions a test file has.
    public static let extensions: Set<String> = ["json", "jsonl"]

    /// The test files under `paths` (files or folders), as paths relative to how they were
    /// given, sorted and without repeats; throws for a path that does not exist.
    public static func files(under paths: [String], fileManager: FileManager = .default) throws(SuiteError) -> [String] {
        var out = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SuiteError("\(path) does not exist; give a capture, a script or a folder of them")
            }
            guard isDirectory.boolValue else {
                out.insert(path)
                continue
            }
            guard let walker = fileManager.enumerator(atPath: path) else {
                throw SuiteError("\(path) cannot be read; check its permissions")
            }
            for case let relative as String in walker {
                let name = (relative as NSString).lastPathComponent
                // A capture's baseline pictures live in NAME.marks/; hidden folders are not tests.
                if name.hasPrefix(".") || name.hasSuffix(".marks") {
                    walker.skipDescendants()
                    continue
                }
                guard extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
                out.insert((path as NSString).appendingPathComponent(relative))
            }
        }
        return out.sorted()
    }

    /// The files whose path contains `text` (`--grep`); all of them for nil.
    public static func matching(_ files: [String], grep text: String?) -> [String] {
        guard let text, !text.isEmpty else { return files }
        return files.filter { $0.localizedCaseInsensitiveContains(text) }
    }
}

/// A suite that cannot run as asked: a path that does not exist, a bad shard.
public struct SuiteError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
