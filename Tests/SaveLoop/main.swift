// A test tool, not part of MotionLab: saves a file over and over through the same code the
// app uses, so a test can kill it at random moments and check what is left on disk.
//
//   motionlab-save-loop png FILE COUNT     PNG images of alternating sizes (SafeFile)
//   motionlab-save-loop state FOLDER COUNT  the app's state.json, alternating tabs
//   motionlab-save-loop load-state FOLDER   loads state.json and prints the warnings
//   motionlab-save-loop answers FOLDER COUNT the 8-Ball's answers.json, alternating lists
//   motionlab-save-loop snowman FOLDER COUNT a snowman setting saved over and over, alternating
import Exercises
import Foundation
import Services
import Storage

let args = CommandLine.arguments
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("save-loop: \(message)\n".utf8))
    exit(2)
}
guard args.count >= 3 else { fail("usage: png FILE COUNT | state FOLDER COUNT | load-state FOLDER") }

/// A valid PNG of width×1 grey pixels, built by hand so no SDL is needed.
func png(width: Int) -> Data {
    func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~c
    }
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let t = Array(type.utf8)
        return be(UInt32(body.count)) + t + body + be(crc(t + body))
    }
    // One row: filter byte 0, then grey pixels; stored (uncompressed) deflate blocks.
    let row = [UInt8(0)] + [UInt8](repeating: 0x80, count: width)
    var deflate: [UInt8] = [0x78, 0x01]
    var rest = row[...]
    while !rest.isEmpty {
        let n = min(65_535, rest.count)
        let last: UInt8 = rest.count == n ? 1 : 0
        deflate += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + rest.prefix(n)
        rest = rest.dropFirst(n)
    }
    var a: UInt32 = 1, b: UInt32 = 0
    for x in row { a = (a + UInt32(x)) % 65_521; b = (b + a) % 65_521 }
    deflate += be(b << 16 | a)
    let header = be(UInt32(width)) + be(1) + [8, 0, 0, 0, 0]
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", []))
}

/// Tells a waiting test that the saves begin now, so its kill lands among them.
func announceSaving() {
    FileHandle.standardOutput.write(Data("saving\n".utf8))
}

switch args[1] {
case "png":
    guard args.count == 4, let count = Int(args[3]) else { fail("png FILE COUNT") }
    // Built once, so nearly all the time goes to saving, where a kill is meant to land.
    let images = [png(width: 300_000), png(width: 200_000)]
    announceSaving()
    for i in 0..<count {
        do { try SafeFile.write(images[i % 2], to: args[2]) } catch { fail("\(error)") }
    }
case "state":
    guard args.count == 4, let count = Int(args[3]) else { fail("state FOLDER COUNT") }
    let store = AppStateStore(directory: URL(fileURLWithPath: args[2]), now: Date.init)
    announceSaving()
    for i in 0..<count {
        store.save(AppState(lastTab: i % 2 == 0 ? .blackHole : .snowman))
        for w in store.takeWarnings() { fail(w) }
    }
case "load-state":
    let store = AppStateStore(directory: URL(fileURLWithPath: args[2]), now: Date.init)
    print(store.load().lastTab?.rawValue ?? "none")
    store.save(AppState(lastTab: .circles))
    for w in store.takeWarnings() { print("warning: \(w)") }
case "answers":
    guard args.count == 4, let count = Int(args[3]) else { fail("answers FOLDER COUNT") }
    let store = AnswerStore(folders: AppFolders(config: nil, data: URL(fileURLWithPath: args[2])), now: Date.init) { fail($0.joined(separator: "; ")) }
    // The classics, and a shorter list of its own, so a mix of the two would show.
    let lists = [Answer.classics, [Answer("Just do it!", .affirmative), Answer("Change your mind", .contrary)]]
    announceSaving()
    for i in 0..<count {
        if let problem = store.set(lists[i % 2]) { fail(problem) }
    }
case "snowman":
    guard args.count == 4, let count = Int(args[3]) else { fail("snowman FOLDER COUNT") }
    let library = SnowmanLibrary(folders: AppFolders(config: nil, data: URL(fileURLWithPath: args[2]))) { fail($0.joined(separator: "; ")) }
    var tall = SnowmanSetting.default
    tall.heightScale = 3
    tall.flipsX = 7
    announceSaving()
    for i in 0..<count {
        if let problem = library.save(i % 2 == 0 ? .default : tall, as: "Bounce") { fail(problem) }
    }
default:
    fail("unknown mode \(args[1])")
}
