import Animation
import Foundation

/// A capture being recorded: entries go to its writer until it is stopped, or until the
/// next one would pass a limit (eight hours, 256 MiB, four million events), where it stops
/// with a reason and the file stays valid.
final class CaptureSession {
    let writer: CaptureWriter
    /// The media time the capture started at (for the REC badge's clock).
    let startedAt: MediaTime
    /// Why it stopped by itself; nil while it records.
    private(set) var limitReached: String?
    private(set) var marks = 0
    /// Marks whose tree was too large to store.
    private(set) var droppedTrees = 0
    /// The capture's time of its last entry.
    private(set) var lastTime = MediaTime.zero
    /// Whether the user asked for this recording (`run --capture`, Ctrl+R): the REC badge
    /// shows. A session recorded always, from launch, shows nothing.
    let isExplicit: Bool
    /// While Ctrl+R's capture runs on an always-on session: where it is saved when it
    /// stops (the session goes on). Nil otherwise.
    var captureTo: URL?

    init(writer: CaptureWriter, startedAt: MediaTime, isExplicit: Bool) {
        self.writer = writer
        self.startedAt = startedAt
        self.isExplicit = isExplicit
    }

    /// Whether the REC badge shows.
    var showsBadge: Bool { isExplicit || captureTo != nil }

    var isRecording: Bool { limitReached == nil }

    /// Writes `entry`, unless a limit stops the capture first.
    func record(_ entry: CaptureEntry) {
        guard isRecording else { return }
        if entry.time.seconds > CaptureLimits.span {
            limitReached = "it reached its eight-hour limit"
            return
        }
        guard writer.entries < CaptureLimits.entries else {
            limitReached = "it reached its limit of \(CaptureLimits.entries) events"
            return
        }
        var entry = entry
        var line = writer.line(for: entry)
        // A tree past what a mark may hold is left out (the mark and its picture stay), so
        // the file stays one a replay reads. The line is made once: encoding a tree is most
        // of what a mark costs.
        if case .mark(var m) = entry, m.dump != nil, line.byteCount > CaptureLimits.markDumpBytes - 2048 {
            m.dump = nil
            entry = .mark(m)
            line = writer.line(for: entry)
            droppedTrees += 1
        }
        guard writer.bytes + line.byteCount + CaptureWriter.endReserve <= CaptureLimits.bytes else {
            limitReached = "it reached its limit of \(CaptureLimits.bytes >> 20) MiB"
            return
        }
        var isMark = false
        if case .mark = entry { isMark = true }
        writer.append(line, urgent: isMark)
        lastTime = max(lastTime, entry.time)
        if isMark { marks += 1 }
    }
}
