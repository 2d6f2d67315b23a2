import Animation

/// The marks a recording takes: by itself (a tab switched to, every `markEvery` seconds)
/// with the tree alone, and with F12's picture.
extension StudioScene {
    /// Marks a recording takes by itself, at the frame just drawn: at the first frame of a
    /// tab switched to, and every `markEvery` seconds. They store the tree alone.
    func takeAutomaticMarks() {
        let shown = ObjectIdentifier(content.shownLayer)
        defer { shownAtLastFrame = shown }
        guard session != nil else { return }
        if let last = shownAtLastFrame, last != shown {
            markTree()
        } else if let every = context.markEvery, (contentTime - lastAutoMark) >= every {
            markTree()
        }
    }

    /// Records a mark of the tree as it stands, with no picture.
    func markTree() {
        guard let s = session, s.isRecording else { return }
        lastAutoMark = contentTime
        s.record(.mark(CaptureMark(time: lastFrame, picture: nil, dump: content.rootLayer.sceneDump())))
    }

    /// F12: while a capture or a session records, the picture also makes a mark, with the
    /// tree it shows.
    public func screenshotSaved(to path: String, at time: MediaTime) {
        guard let s = session, s.isRecording else {
            showMessage("Saved \(path)", at: time)
            return
        }
        let dropped = s.droppedTrees
        s.record(.mark(CaptureMark(time: lastFrame, picture: path, dump: content.rootLayer.sceneDump())))
        let note = s.droppedTrees > dropped ? " (its layer tree was too large to keep, so replay cannot check it)" : ""
        showMessage("Saved \(path) · mark \(s.marks) of the \(s.showsBadge ? "capture" : "session")\(note)", at: time)
    }
}
