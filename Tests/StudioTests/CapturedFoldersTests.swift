import Foundation
import Services
import Studio
import Testing
import TestSupport

/// What of the user's folders a capture holds.
@Suite("Captured folders")
struct CapturedFoldersTests {
    @Test("the user's files are held, the captures and an install's own files (a ~/.local install) are not")
    func installedFilesAreLeftOut() throws {
        let home = makeTemporaryDirectory("motionlab-captured")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config"), data = home.appendingPathComponent("data")
        func write(_ text: String, _ path: String, in folder: URL) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("{}", "color-timer.json", in: config)
        try write("{}", "answers.json", in: data)
        try write("{}", "captures/capture.json", in: data)
        try write("png", "Images/snowman.png", in: data)
        try write("{}", "Layouts/example.json", in: data)
        // A layout of the user's own beside the installed one stays theirs.
        try write("{}", "Layouts/mine.json", in: data)
        let manifest = ["# motionlab-install-manifest 2: kind, SHA-256 (files), path",
                        "file\t0123abcd\t\(data.path)/Images/snowman.png", "file\t4567ef01\t\(data.path)/Layouts/example.json",
                        "file\t\t\(data.path)/install-manifest.txt", "dir\t\t\(data.path)/Images"].joined(separator: "\n") + "\n"
        try write(manifest, "install-manifest.txt", in: data)

        let files = CapturedFolders.snapshot(of: AppFolders(config: config, data: data)).files
        #expect(Set(files.keys) == ["config/color-timer.json", "data/answers.json", "data/Layouts/mine.json"])

        // With no manifest, every file is the user's.
        try FileManager.default.removeItem(at: data.appendingPathComponent("install-manifest.txt"))
        let all = CapturedFolders.snapshot(of: AppFolders(config: config, data: data)).files
        #expect(all.keys.contains("data/Images/snowman.png"))
    }
}
