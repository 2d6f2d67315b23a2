import Animation
import Foundation
import Gestures
import Storage

/// Writes a capture file as it is recorded, one JSON value a line: the header, then one
/// line an entry, then an `end` line when it finishes cleanly. Every prefix of the file
/// that ends at a line's end is a capture a replay reads, so a crash, a kill or a power cut
/// loses at most the last second: a thread of the writer's own writes what the loop hands
/// it at least once a second and at every mark, and syncs the file to disk each second.
/// The frame loop only formats lines and hands them over; it never waits on the disk.
public final class CaptureWriter {
    /// Where the capture goes.
    public let destination: URL
    /// Where it is written while it records: the destination itself, or, when a file is
    /// there already (`run --capture` over an old capture), a hidden file beside it that is
    /// moved into place when it finishes, so the old file is never lost to a capture that
    /// did not finish.
    public let recordingFile: URL
    private let sink: LineSink
    private var held = InputScript.HeldButtons()
    /// Bytes of the file so far (handed to the writer's thread, if not yet on disk); once
    /// finished, the `end` line included.
    public private(set) var bytes = 0
    /// Room kept for the `end` line under a limit.
    public static let endReserve = 64
    /// Entries written so far.
    public private(set) var entries = 0
    private var finished = false

    /// Opens the file and starts writing: the header first. Throws a one-line error naming
    /// the folder when it cannot be written.
    /// `locks`: hold an exclusive `flock` on the file while it is written, so a later
    /// launch can tell a session still running in another window from one that crashed.
    public init(destination: URL, header: CaptureHeader, locks: Bool = false) throws(CaptureError) {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CaptureError(file: destination.path, message: "cannot make its folder \(folder.path) (\(error.localizedDescription))")
        }
        let head = JSONText.object(header.jsonMembers()) + "\n"
        // A header past what a capture may hold would make a file no replay reads.
        guard head.utf8.count <= CaptureLimits.headerBytes else {
            throw CaptureError(file: destination.path, message: "the settings files to take with it come to \(head.utf8.count >> 20) MiB, more than "
                               + "half of what a capture may hold (\(CaptureLimits.bytes >> 20) MiB); move large files out of the MotionLab folders")
        }
        // A regular file already there (an older capture) is kept until this one is whole.
        var st = stat()
        let replacesAFile = stat(destination.path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
        recordingFile = replacesAFile ? folder.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())") : destination
        let fd = open(recordingFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CaptureError(file: destination.path, message: "cannot write in \(folder.path) (\(String(cString: strerror(errno)).lowercased())); "
                               + "choose a folder you can write to")
        }
        if locks { _ = flock(fd, LOCK_EX | LOCK_NB) }
        sink = LineSink(fd: fd)
        bytes = head.utf8.count
        sink.append(head, urgent: true)
    }

    deinit {
        if !finished { sink.close(with: nil) }
    }

    /// An entry made into text, ready to append: how many bytes it adds tells whether it
    /// still fits a limit.
    public struct Line {
        let text: String
        let held: InputScript.HeldButtons
        public var byteCount: Int { text.utf8.count }
    }

    /// Makes `entry` into the line that would follow what is written.
    public func line(for entry: CaptureEntry) -> Line {
        var h = held
        let text = entry.json(held: &h) + "\n"
        return Line(text: text, held: h)
    }

    /// Adds a line made by `line(for:)` for the entry that comes next; a mark's line is
    /// written at once.
    public func append(_ line: Line, urgent: Bool = false) {
        held = line.held
        entries += 1
        bytes += line.byteCount
        sink.append(line.text, urgent: urgent)
    }

    /// Writes the `end` line at `time`, syncs the file to disk and closes it; waits for the
    /// writer's thread. Returns the destination; throws if the disk refused a write.
    @discardableResult
    public func finish(at time: MediaTime) throws(CaptureError) -> URL {
        finished = true
        let end = Self.endLine(at: time)
        bytes += end.utf8.count
        if let failure = sink.close(with: end) {
            throw CaptureError(file: recordingFile.path, message: "the capture could not be written whole (\(failure)); "
                               + "what was written before still replays")
        }
        guard recordingFile == destination || rename(recordingFile.path, destination.path) == 0 else {
            throw CaptureError(file: destination.path, message: "cannot move the capture into place (\(String(cString: strerror(errno)).lowercased())); "
                               + "it is kept as \(recordingFile.path)")
        }
        return destination
    }

    /// Saves what is written so far, with an `end` line at `time`, as a capture of its own
    /// at `url` (atomically): a session kept as a capture while it goes on recording.
    public func copy(to url: URL, endingAt time: MediaTime) throws(CaptureError) {
        sink.flush()
        if let failure = sink.failure {
            throw CaptureError(file: url.path, message: "the session could not be written (\(failure)); nothing was saved")
        }
        guard var data = FileManager.default.contents(atPath: recordingFile.path) else {
            throw CaptureError(file: url.path, message: "cannot read the session back from \(recordingFile.path)")
        }
        data.append(contentsOf: Self.endLine(at: time).utf8)
        do {
            try SafeFile.write(data, to: url.path)
        } catch {
            throw CaptureError(file: url.path, message: "\(error)")
        }
    }

    /// Why writing stopped, if the disk refused a write (it is full, or gone).
    public var failure: String? { sink.failure }

    static func endLine(at time: MediaTime) -> String {
        JSONText.object([("t", JSONText.number(time.seconds)), ("type", JSONText.string("end"))]) + "\n"
    }
}
