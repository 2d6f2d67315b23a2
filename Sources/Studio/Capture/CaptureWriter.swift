import Foundation
import Gestures
import Storage

/// Writes a capture file as it is recorded: the header first, then each entry, buffered
/// and flushed to a partial file beside the destination every 64 KiB, so recording costs
/// a frame next to nothing and a crash loses at most the last moments. `finish` closes the
/// JSON and renames the file into place in one step, so the destination is only ever a
/// whole, valid capture.
public final class CaptureWriter {
    /// Where the finished capture goes.
    public let destination: URL
    /// Where it is written until then: a hidden file in the same folder.
    public let partial: URL
    private let handle: FileHandle
    private var buffer = Data()
    private var held = InputScript.HeldButtons()
    private var first = true
    /// Bytes of the file so far (written and buffered), closing included.
    public private(set) var bytes = 0
    /// Entries written so far.
    public private(set) var entries = 0
    private static let closing = "\n]}\n"
    private static let flushSize = 64 << 10

    /// Opens the partial file and writes the header. Throws a one-line error naming the
    /// folder when it cannot be written.
    public init(destination: URL, header: CaptureHeader) throws(CaptureError) {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        partial = folder.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CaptureError(file: destination.path, message: "cannot make its folder \(folder.path) (\(error.localizedDescription))")
        }
        guard FileManager.default.createFile(atPath: partial.path, contents: nil), let h = FileHandle(forWritingAtPath: partial.path) else {
            throw CaptureError(file: destination.path, message: "cannot write in \(folder.path) (\(String(cString: strerror(errno)).lowercased())); "
                               + "choose a folder you can write to")
        }
        handle = h
        let head = "{" + header.jsonMembers().map { "\(JSONText.string($0.0)):\($0.1)" }.joined(separator: ",\n") + ",\n\"events\":["
        // A header past what a capture may hold would make a file no replay reads.
        guard head.utf8.count + Self.closing.utf8.count <= CaptureLimits.bytes / 2 else {
            h.closeFile()
            unlink(partial.path)
            throw CaptureError(file: destination.path, message: "the settings files to take with it come to \(head.utf8.count >> 20) MiB, more than "
                               + "half of what a capture may hold (\(CaptureLimits.bytes >> 20) MiB); move large files out of the MotionLab folders")
        }
        append(text: head)
        bytes += Self.closing.utf8.count
    }

    /// An entry made into text, ready to append: how many bytes it adds tells whether it
    /// still fits a limit.
    public struct Line {
        let text: String
        let held: InputScript.HeldButtons
        public var byteCount: Int { text.utf8.count }
    }

    /// Makes `entry` into the text that would follow what is written.
    public func line(for entry: CaptureEntry) -> Line {
        var h = held
        let text = (first ? "\n" : ",\n") + entry.json(held: &h)
        return Line(text: text, held: h)
    }

    /// Adds a line made by `line(for:)` for the entry that comes next.
    public func append(_ line: Line) {
        held = line.held
        first = false
        entries += 1
        append(text: line.text)
    }

    private func append(text: String) {
        buffer.append(contentsOf: text.utf8)
        bytes += text.utf8.count
        if buffer.count >= Self.flushSize { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Closes the JSON, syncs it to disk and moves it into place. Returns the destination.
    @discardableResult
    public func finish() throws(CaptureError) -> URL {
        buffer.append(contentsOf: Self.closing.utf8)
        flush()
        handle.synchronizeFile()
        handle.closeFile()
        guard rename(partial.path, destination.path) == 0 else {
            throw CaptureError(file: destination.path, message: "cannot move the capture into place (\(String(cString: strerror(errno)).lowercased())); "
                               + "it is kept as \(partial.path)")
        }
        return destination
    }
}
