import Foundation
import Testing
import TestSupport
import Storage

/// A user's settings file: read once, saved whole, and never written over when it could
/// not be read, on real files with a fixed clock.
@Suite("Settings files")
struct JSONFileStoreTests {
    struct Settings: Codable, Equatable {
        var name: String
    }

    let dir = makeTemporaryDirectory("motionlab-store")
    var file: URL { dir.appendingPathComponent("settings.json") }

    private func store(at seconds: Double = 1_800_000_000) -> JSONFileStore<Settings> {
        JSONFileStore(file: file, contents: "the settings", now: { Date(timeIntervalSince1970: seconds) })
    }

    private func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test("absent: defaults and no warning; saving creates it, and the next load reads it back")
    func roundTrip() {
        let s = store()
        #expect(s.load() == nil && s.takeWarnings().isEmpty)
        s.save(Settings(name: "a"))
        #expect(s.takeWarnings().isEmpty)
        #expect(store().load() == Settings(name: "a"))
    }

    @Test("a corrupt file is set aside each time, and a second corruption keeps the first copy")
    func corruptTwice() throws {
        try Data("{ first".utf8).write(to: file)
        let one = store(at: 1_800_000_000)
        #expect(one.load() == nil)
        let w1 = one.takeWarnings()
        #expect(w1.count == 1 && w1[0].contains("settings.json.unreadable-20270115T080000Z"), "\(w1)")
        one.save(Settings(name: "fresh"))

        try Data("[ second".utf8).write(to: file)
        let two = store(at: 1_800_000_000) // the same second: the copy gets a counter, not the old name
        #expect(two.load() == nil)
        let w2 = two.takeWarnings()
        #expect(w2.count == 1 && w2[0].contains("settings.json.unreadable-20270115T080000Z-2"), "\(w2)")
        let first = try String(contentsOf: dir.appendingPathComponent("settings.json.unreadable-20270115T080000Z"), encoding: .utf8)
        let second = try String(contentsOf: dir.appendingPathComponent("settings.json.unreadable-20270115T080000Z-2"), encoding: .utf8)
        #expect(first == "{ first" && second == "[ second")
    }

    @Test("a folder where the file should be is named in words and never touched")
    func folderInsteadOfFile() throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let s = store()
        #expect(s.load() == nil)
        s.save(Settings(name: "x"))
        let w = s.takeWarnings()
        #expect(w.count == 1 && w[0].contains("is a folder, not the settings") && !w[0].contains("NSCocoaErrorDomain"), "\(w)")
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDir) && isDir.boolValue)
        #expect(names() == ["settings.json"])
    }

    @Test("a file the user cannot read is kept as it is: nothing is saved this run")
    func unreadable() throws {
        guard getuid() != 0 else {
            // Root reads any file; the unprivileged case runs through the binary as `nobody`.
            print("skipped: root can read a mode-000 file")
            return
        }
        try Data(#"{"name":"mine"}"#.utf8).write(to: file)
        chmod(file.path, 0)
        defer { chmod(file.path, 0o600) }
        let s = store()
        #expect(s.load() == nil)
        s.save(Settings(name: "other"))
        #expect(s.takeWarnings().first?.contains("changes are not saved") == true)
        chmod(file.path, 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == #"{"name":"mine"}"#)
    }

    @Test("a save that cannot happen leaves a warning, not a crash, and the old file stays")
    func readOnlyFile() throws {
        try Data(#"{"name":"kept"}"#.utf8).write(to: file)
        chmod(file.path, 0o444)
        let s = store()
        #expect(s.load() == Settings(name: "kept"))
        s.save(Settings(name: "new"))
        let w = s.takeWarnings()
        #expect(w.count == 1 && w[0].contains("read-only") && w[0].contains("not saved"), "\(w)")
        #expect(store().load() == Settings(name: "kept"))
    }

    @Test("a save with no load before it still checks the file first, and never writes over a corrupt one")
    func saveWithoutLoad() throws {
        try Data("{ mine".utf8).write(to: file)
        let s = store()
        s.save(Settings(name: "new"))
        #expect(try String(contentsOf: dir.appendingPathComponent("settings.json.unreadable-20270115T080000Z"), encoding: .utf8) == "{ mine")
        #expect(store().load() == Settings(name: "new"))
    }
}
