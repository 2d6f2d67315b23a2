import Foundation

/// A user's settings in one JSON file (the remembered tab, saved answers, swatches): read
/// once, written whole through `SafeFile`, and never written over when it could not be
/// read.
///
/// - Absent: the caller's defaults, and saving creates it.
/// - Not a regular file (a folder), or unreadable (no permission): the defaults, a warning,
///   and nothing is saved this run, so whatever is there stays.
/// - Readable but not valid: it is set aside as `name.unreadable-<timestamp>` (earlier
///   copies are kept), with a warning that names the copy; saving starts a fresh file.
public final class JSONFileStore<Value: Codable> {
    public let file: URL
    /// What the file holds, for messages ("MotionLab's state").
    public let contents: String
    /// The largest file read, in bytes; a larger one counts as not valid.
    public static var maximumSize: Int { 1 << 20 }

    private let now: () -> Date
    /// Problems met while loading or saving, one line each, for the front end to print.
    public private(set) var warnings: [String] = []
    /// Whether `save` writes: false once the file turned out unreadable or not a file.
    public private(set) var canSave = true
    /// Whether `load` has looked at the file; `save` looks first if not, so a file nobody
    /// read is never written over unchecked.
    private var checked = false

    /// `now` is asked for the time only to stamp a set-aside copy.
    public init(file: URL, contents: String, now: @escaping () -> Date) {
        self.file = file
        self.contents = contents
        self.now = now
    }

    /// The stored value, or nil (absent or unusable, with a warning when unusable).
    public func load() -> Value? {
        checked = true
        let path = file.path
        var s = stat()
        guard stat(path, &s) == 0 else {
            if errno != ENOENT {
                refuse("cannot read \(path) (\(String(cString: strerror(errno)).lowercased()))")
            }
            return nil
        }
        guard s.st_mode & S_IFMT == S_IFREG else {
            refuse("\(path) is \(s.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"), not \(contents)")
            return nil
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            refuse("cannot read \(path) (\(String(cString: strerror(errno)).lowercased()))")
            return nil
        }
        close(fd)
        guard Int(s.st_size) <= Self.maximumSize, let data = FileManager.default.contents(atPath: path),
              let value = try? JSONDecoder().decode(Value.self, from: data) else {
            setAside("\(path) is not valid \(contents)")
            return nil
        }
        return value
    }

    /// Writes the value whole, atomically; a warning if it cannot.
    public func save(_ value: Value) {
        if !checked { _ = load() }
        guard canSave else { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            warnings.append("cannot create the folder \(file.deletingLastPathComponent().path); \(contents) is not saved")
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(value)
            try SafeFile.write(data, to: file.path)
        } catch let e as SafeFileError {
            warnings.append("\(e); \(contents) is not saved")
        } catch {
            warnings.append("cannot save \(contents) to \(file.path) (\(error)); it is not saved")
        }
    }

    /// Returns and clears the pending warnings.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    /// The file is there but cannot be used or replaced: keep it, save nothing this run.
    private func refuse(_ problem: String) {
        canSave = false
        warnings.append("\(problem); starting with defaults, and changes are not saved this time so it stays as it is")
    }

    private func setAside(_ problem: String) {
        if let aside = UnreadableFile.setAside(file.path, at: now()) {
            warnings.append("\(problem); starting with defaults (the old file is kept as \((aside as NSString).lastPathComponent))")
        } else {
            refuse("\(problem), and it cannot be moved aside")
        }
    }
}
