import Foundation
import Services
import Storage

/// The snowman's saved settings: one file each in `$XDG_DATA_HOME/motionlab/snowman/`,
/// `<slug>.json` holding `{"version": 1, "name": "Wide sway", "setting": {…}}`, written
/// atomically (`SafeFile`). The built-in "Default" is not a file and always comes first.
///
/// A number out of its dimension's range is brought into it, with a warning naming the
/// file and the value. A file that cannot be used (bad JSON, another version, a number that
/// is not finite, not a regular file, too large) is listed as unreadable with a message,
/// and left exactly as it is: it is never rewritten, and a new setting never takes its name. With no data
/// folder, settings last for the run only.
public final class SnowmanLibrary {
    static let version = 1
    public static let defaultName = SettingName.builtIn
    /// The largest settings file read, in bytes.
    static let maximumSize = 64 * 1024

    /// A saved setting, or a file in the folder that is not one.
    enum Entry: Equatable {
        case saved(name: String, file: String, setting: SnowmanSetting)
        case unreadable(file: String, reason: String)
    }

    private struct File: Codable {
        var version: Int
        var name: String
        var setting: SnowmanSetting
    }

    let folder: URL?
    private let warn: ([String]) -> Void
    /// Settings kept for the run when there is no folder.
    private var memory: [String: SnowmanSetting] = [:]
    /// The saved settings by name, then the unreadable files.
    private(set) var entries: [Entry] = []
    /// Unreadable files already reported, so each is said once.
    private var reported = Set<String>()

    public init(folders: AppFolders, warn: @escaping ([String]) -> Void) {
        folder = folders.data?.appendingPathComponent("snowman", isDirectory: true)
        self.warn = warn
        reload()
    }

    /// Every setting the picker offers: "Default", then the saved ones by name.
    public var names: [String] {
        [Self.defaultName] + entries.compactMap { if case .saved(let n, _, _) = $0 { n } else { nil } }
    }

    /// The setting called `name`, if there is one.
    public func setting(named name: String) -> SnowmanSetting? {
        if name == Self.defaultName { return .default }
        for case .saved(let n, _, let s) in entries where n == name { return s }
        return nil
    }

    /// Reads the folder again.
    func reload() {
        guard let folder else {
            entries = memory.keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
                .map { .saved(name: $0, file: SettingSlug.make($0) + ".json", setting: memory[$0]!) }
            return
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var saved: [Entry] = [], bad: [Entry] = [], problems: [String] = []
        for f in files {
            switch read(folder.appendingPathComponent(f)) {
            case .success(let (file, clamped)):
                saved.append(.saved(name: file.name, file: f, setting: file.setting))
                if !clamped.isEmpty, reported.insert("clamped " + f).inserted {
                    problems += clamped.map { "\(folder.appendingPathComponent(f).path): \($0)" }
                }
            case .failure(let e):
                let reason = e.reason
                bad.append(.unreadable(file: f, reason: reason))
                if reported.insert(f).inserted { problems.append("\(folder.appendingPathComponent(f).path): \(reason); it is listed as unreadable and left as it is") }
            }
        }
        saved.sort { a, b in
            guard case .saved(let x, _, _) = a, case .saved(let y, _, _) = b else { return false }
            return x.localizedStandardCompare(y) == .orderedAscending
        }
        entries = saved + bad
        if !problems.isEmpty { warn(problems) }
    }

    /// The file's setting, brought into range, with a line for each number that was not
    /// in its dimension's range ("\"duration\" -5 is outside 0.5…10; it is taken as 0.5").
    private func read(_ url: URL) -> Result<(File, [String]), ReasonError> {
        var s = stat()
        guard lstat(url.path, &s) == 0, s.st_mode & S_IFMT == S_IFREG else { return .failure(ReasonError("not a regular file")) }
        guard Int(s.st_size) <= Self.maximumSize else { return .failure(ReasonError("larger than \(Self.maximumSize / 1024) KB")) }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(ReasonError("cannot be read")) }
        struct Versioned: Decodable { var version: Int }
        guard let v = try? JSONDecoder().decode(Versioned.self, from: data) else { return .failure(ReasonError("not a snowman setting")) }
        guard v.version == Self.version else { return .failure(ReasonError("version \(v.version), this build reads \(Self.version)")) }
        guard let file = try? JSONDecoder().decode(File.self, from: data) else { return .failure(ReasonError("not a snowman setting")) }
        let name = file.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, !SettingName.same(name, Self.defaultName), let setting = file.setting.validated() else {
            return .failure(ReasonError("not a usable snowman setting"))
        }
        let clamped = SnowmanDimension.allCases.filter { !$0.range.contains(file.setting[$0]) }.map { d in
            "\"\(d.rawValue)\" \(file.setting[d].formatted()) is outside \(d.range.lowerBound.formatted())…\(d.range.upperBound.formatted()); "
                + "it is taken as \(setting[d].formatted())"
        }
        return .success((File(version: file.version, name: name, setting: setting), clamped))
    }

    private struct ReasonError: Error {
        let reason: String
        init(_ r: String) { reason = r }
    }

    // MARK: Saving

    /// Why `name` cannot be saved, or nil when it can (it may replace a saved one): the
    /// rule of `SettingName`.
    static func problem(with name: String) -> String? { SettingName.problem(with: name) }

    /// Whether a saved setting has this name (ignoring case), so saving replaces it.
    func exists(_ name: String) -> Bool { SettingName.match(name, in: Array(names.dropFirst())) != nil }

    /// Saves `setting` as `name`: over the saved setting of that name, else in a new file.
    /// Returns why not, in a line for the user, if it could not.
    @discardableResult
    public func save(_ setting: SnowmanSetting, as rawName: String) -> String? {
        if let p = Self.problem(with: rawName) { return p }
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let folder else {
            if let old = SettingName.match(name, in: Array(memory.keys)) { memory[old] = nil }
            memory[name] = setting
            reload()
            return nil
        }
        let file = fileName(for: name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(File(version: Self.version, name: name, setting: setting))
            try SafeFile.write(data, to: folder.appendingPathComponent(file).path)
        } catch {
            return "cannot save “\(name)” to \(folder.path): \(error)"
        }
        reload()
        return nil
    }

    /// The file a name is saved in: that of the saved setting with the name, else a slug no
    /// other file uses (a different name with the same slug, or an unreadable file, keeps
    /// its own).
    private func fileName(for name: String) -> String {
        for case .saved(let n, let f, _) in entries where SettingName.same(n, name) { return f }
        let taken = Set(entries.map { e -> String in
            switch e {
            case .saved(_, let f, _), .unreadable(let f, _): f
            }
        })
        let slug = SettingSlug.make(name)
        var candidate = slug + ".json", n = 2
        while taken.contains(candidate) {
            candidate = "\(slug)-\(n).json"
            n += 1
        }
        return candidate
    }

    /// Deletes the saved setting `name` (never "Default", never an unreadable file).
    /// Returns why not, if it could not.
    @discardableResult
    func delete(_ name: String) -> String? {
        guard name != Self.defaultName else { return "“\(Self.defaultName)” is built in and always stays." }
        guard let folder else {
            memory[name] = nil
            reload()
            return nil
        }
        for case .saved(let n, let f, _) in entries where n == name {
            let path = folder.appendingPathComponent(f).path
            // Gone already (deleted by hand) is as good as deleted.
            if unlink(path) != 0 && errno != ENOENT {
                let why = String(cString: strerror(errno)).lowercased()
                reload()
                return "cannot delete \(path) (\(why)); check the folder's permissions"
            }
            reload()
            return nil
        }
        return nil
    }
}
