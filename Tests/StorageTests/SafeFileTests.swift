import Foundation
import Testing
import TestSupport
@testable import Storage

/// The one writer every file goes through, on real files in a temporary folder.
@Suite("Safe file writes")
struct SafeFileTests {
    let dir = makeTemporaryDirectory("motionlab-safefile")

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    private func contents(_ p: String) -> String? { try? String(contentsOfFile: p, encoding: .utf8) }
    private func mode(_ p: String) -> mode_t {
        var s = stat()
        stat(p, &s)
        return s.st_mode & 0o7777
    }
    private func leftovers() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.filter { $0.hasSuffix(SafeFile.tempSuffix) } ?? []
    }

    @Test("a new file is written whole, and an old one replaced whole, keeping its permissions")
    func writesAndReplaces() throws {
        let p = path("a.txt")
        let mask = umask(0o027)
        defer { umask(mask) }
        try SafeFile.write("one", to: p)
        // A new file gets what any program would create under the umask, not the private 0600.
        #expect(contents(p) == "one" && mode(p) == 0o640)
        chmod(p, 0o604)
        try SafeFile.write("two", to: p)
        #expect(contents(p) == "two" && mode(p) == 0o604)
        #expect(leftovers().isEmpty)
    }

    @Test("a write that fails part-way leaves the old file untouched and no temporary file")
    func failedWriteKeepsOld() throws {
        let p = path("keep.png")
        try SafeFile.write("the good picture", to: p)
        var calls = 0
        #expect(throws: SafeFileError(path: p, problem: "the disk is full; nothing was changed", kind: .environment)) {
            try SafeFile.write(Data(repeating: 1, count: 10_000), to: p, write: { fd, buf, n in
                calls += 1
                if calls == 1 { return Glibc.write(fd, buf, min(n, 4096)) }
                errno = ENOSPC
                return -1
            })
        }
        #expect(contents(p) == "the good picture")
        #expect(leftovers().isEmpty)
    }

    @Test("the temporary file is private (0600), next to the target, and never at a predictable name")
    func temporaryFile() throws {
        let p = path("t.bin")
        var seen: [(name: String, mode: mode_t)] = []
        for _ in 0..<2 {
            try SafeFile.write(Data("x".utf8), to: p, write: { fd, buf, n in
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                for e in entries where e.hasSuffix(SafeFile.tempSuffix) { seen.append((e, mode(path(e)))) }
                return Glibc.write(fd, buf, n)
            })
        }
        #expect(seen.count == 2 && seen.allSatisfy { $0.mode == 0o600 && $0.name.hasPrefix(".t.bin.") })
        #expect(seen[0].name != seen[1].name)
    }

    @Test("folders, devices, pipes and read-only files are refused and left as they are", arguments: ["folder", "device", "fifo", "readonly"])
    func refusesTargets(kind: String) throws {
        let p = path("target-\(kind)")
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        case "device": if mknod(p, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) != 0 { return } // /dev/null's numbers; needs root
        case "fifo": mkfifo(p, 0o644)
        default:
            try SafeFile.write("protected", to: p)
            chmod(p, 0o444)
        }
        var before = stat()
        lstat(p, &before)
        let error = #expect(throws: SafeFileError.self) { try SafeFile.write("new", to: p) }
        #expect(error?.kind == .badTarget)
        var after = stat()
        lstat(p, &after)
        #expect(before.st_mode == after.st_mode && before.st_ino == after.st_ino)
        if kind == "readonly" { #expect(contents(p) == "protected") }
    }

    @Test("a symbolic link is followed: its target is written and the link stays a link")
    func followsLinks() throws {
        let target = path("real.txt"), link = path("link.txt")
        try SafeFile.write("old", to: target)
        symlink(target, link)
        try SafeFile.write("new", to: link)
        #expect(contents(target) == "new")
        var s = stat()
        lstat(link, &s)
        #expect(s.st_mode & S_IFMT == S_IFLNK)
    }

    @Test("an input of the same command is never written over, by path or by another name for it")
    func refusesInputs() throws {
        let script = path("script.json")
        try SafeFile.write("{\"events\": []}", to: script)
        link(script, path("hard.json"))
        for target in [script, path("./script.json"), path("hard.json")] {
            let e = #expect(throws: SafeFileError.self) { try SafeFile.write("png", to: target, inputs: [script]) }
            #expect(e?.kind == .badTarget && e?.problem.contains("this command reads") == true)
        }
        #expect(contents(script) == "{\"events\": []}")
    }

    @Test("a missing folder, and a file where the folder should be, are named as such")
    func folders() {
        #expect(throws: SafeFileError(path: "/nonexistent-x/a.png", problem: "the folder /nonexistent-x does not exist", kind: .badTarget)) {
            try SafeFile.write("x", to: "/nonexistent-x/a.png")
        }
        #expect(throws: SafeFileError(path: "/etc/passwd/a.png", problem: "/etc/passwd is not a folder", kind: .badTarget)) {
            try SafeFile.write("x", to: "/etc/passwd/a.png")
        }
    }

    @Test("temporary files left by a killed process are cleared by the next save to the same file")
    func staleTemporaries() throws {
        let p = path("s.txt")
        // The pid of no running process.
        let dead = (3_000_000..<4_000_000).first { kill(Int32($0), 0) != 0 && errno == ESRCH }!
        let stale = path(".s.txt.\(dead)-abc" + SafeFile.tempSuffix)
        FileManager.default.createFile(atPath: stale, contents: Data("half".utf8))
        // Files that only look alike are left: another file's temporaries, a user's own file.
        let other = path(".s.txt.bak.\(dead)-abc" + SafeFile.tempSuffix)
        let mine = path(".s.txt.\(dead)-notes" + SafeFile.tempSuffix)
        for f in [other, mine] { FileManager.default.createFile(atPath: f, contents: Data("keep".utf8)) }
        try SafeFile.write("whole", to: p)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: other) && FileManager.default.fileExists(atPath: mine))
    }

    @Test("a name near the 255-byte limit saves: the temporary file's name is cut to fit")
    func longName() throws {
        let name = String(repeating: "é", count: 120) + ".png" // 244 bytes
        try SafeFile.write("whole", to: path(name))
        #expect(try String(contentsOfFile: path(name), encoding: .utf8) == "whole")
    }

    @Test("an unreadable file is set aside under a timestamp, and a second one never removes the first")
    func setAside() throws {
        let p = path("state.json")
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        try SafeFile.write("{ broken", to: p)
        let first = try #require(UnreadableFile.setAside(p, at: when))
        try SafeFile.write("{ broken again", to: p)
        let second = try #require(UnreadableFile.setAside(p, at: when))
        #expect(first.hasSuffix("state.json.unreadable-20270115T080000Z"))
        #expect(second.hasSuffix("state.json.unreadable-20270115T080000Z-2"))
        #expect(contents(first) == "{ broken" && contents(second) == "{ broken again")
        #expect(!FileManager.default.fileExists(atPath: p))
    }

    @Test("screenshot names are unique to the millisecond, with a counter when even that collides")
    func screenshotNames() throws {
        let when = Date(timeIntervalSince1970: 1_800_000_000.25)
        let a = UniqueFileName.screenshot(in: dir, at: when)
        #expect(a.lastPathComponent.hasPrefix("MotionLab ") && a.lastPathComponent.hasSuffix(".250.png"))
        FileManager.default.createFile(atPath: a.path, contents: Data())
        let b = UniqueFileName.screenshot(in: dir, at: when)
        #expect(b.lastPathComponent == a.deletingPathExtension().lastPathComponent + " 2.png")
    }
}
