import Animation
import Foundation

/// A mark at the playhead: its pictures side by side, and the properties that differ.
extension TimeTravelScene {
    /// Shows mark `number`; its pictures are made once the replay stands there.
    func showMark(_ number: Int) {
        shownMark = number
        pendingPictures = number
        comparison.show(title: title(of: number), window: nil, replay: nil, difference: nil, note: "Replaying to the mark…", properties: [])
    }

    func hideMark() {
        shownMark = nil
        pendingPictures = nil
        comparison.hide()
    }

    private func title(of number: Int) -> String {
        let m = timeline.marks[number - 1]
        let verdict = m.dump == nil ? "keeps no tree to check" : verdicts[number] == true ? "the replay agrees" : "the replay differs"
        return "Mark \(number) of \(timeline.marks.count) at \(String(format: "%.2f", m.time.seconds)) s: \(verdict)"
    }

    /// Once the replay stands on the mark shown: the replay's picture, the window's (when
    /// it can be read here) and their comparison.
    func makePicturesIfDue() {
        guard let number = pendingPictures, !cursor.isSeeking else { return }
        pendingPictures = nil
        let m = timeline.marks[number - 1]
        let lines = (differences[number] ?? []).map(\.description)
        var note: String
        var replay: String?
        var window = m.picture.flatMap { FileManager.default.isReadableFile(atPath: $0) ? $0 : nil }
        // Where the window's picture is not here (another machine's), the baseline kept
        // beside the capture (`motionlab test --update`) stands in for it.
        let baseline = (setup.source as NSString).deletingPathExtension + ".marks/mark-\(number).png"
        let usesBaseline = window == nil && FileManager.default.isReadableFile(atPath: baseline)
        if usesBaseline { window = baseline }
        comparison.expectedLabel = usesBaseline ? "The baseline picture (the window's is not on this machine)" : "The window's picture"
        var difference: String?
        if let pictures = setup.pictures {
            do {
                replay = try pictures.picture(of: content.rootLayer, size: contentSize)
                if let w = window, let r = replay {
                    let c = try pictures.compare(window: w, replay: r)
                    difference = c.difference
                    note = "Pictures\(usesBaseline ? " (the baseline and the replay's)" : ""): \(c.summary)"
                } else {
                    note = m.picture == nil ? "The window saved no picture at this mark (the recording took it by itself); the trees are compared."
                        : "The window's picture \(m.picture!) is not on this machine; the trees are compared."
                }
            } catch {
                window = nil
                note = "The pictures could not be made: \(error)"
            }
        } else {
            note = "Pictures are drawn by the window; the trees are compared."
        }
        comparison.show(title: title(of: number), window: window, replay: replay, difference: difference, note: note, properties: lines)
    }
}
