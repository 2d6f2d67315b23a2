import Foundation
import Storage

/// The HTML reporter (`--reporter html=DIR`), after Playwright's: `DIR/index.html`, one
/// self-contained page (its CSS and script inline, nothing fetched, it works from
/// `file://`), and `DIR/data/*.png`, the pictures of the failed marks. Failures and
/// errors come first, then the passed, each by path; buttons filter by status and a box
/// by path or summary. Each capture shows its summary, where it was recorded, its error,
/// its actions, and mark by mark what differs, with the expected, actual and difference
/// pictures side by side, a slider and a blink to compare them.
///
/// Test ids for browser tests: `data-testid="capture"` (with `data-status`), `"mark"`,
/// `"diff"` (a difference picture), `"filter"`, `"search"`. Text that changes from run to
/// run (durations, the start) is in elements with `data-volatile`, holding text only.
public enum HTMLReport {
    /// The page's `<meta name="generator">`, by which a later write knows the folder is a
    /// report it may write over.
    static let generator = "motionlab test"

    /// Writes the report into `folder`: made if missing; a folder that holds files but no
    /// report of ours is refused, and nothing in it is touched. Pictures a previous report
    /// left in `data` that this one does not show are removed. The page is written last,
    /// each file whole or not at all.
    public static func write(_ report: SuiteReport, to folder: URL) throws(SuiteReportError) {
        let fm = FileManager.default
        let path = folder.path
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw SuiteReportError("html=\(path): it is a file; give a folder for the report") }
            let entries = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            guard entries.isEmpty || isReport(folder) else {
                throw SuiteReportError("html=\(path): the folder holds files but no MotionLab report; give an empty or new folder (nothing in it was changed)")
            }
        }
        let data = folder.appendingPathComponent(ReportPictures.folder)
        do {
            try fm.createDirectory(at: data, withIntermediateDirectories: true)
        } catch {
            throw SuiteReportError("html=\(path): cannot make the folder (\(error.localizedDescription)); check the path and its permissions", kind: .environment)
        }
        let pictures = ReportPictures(report)
        let names = Set(pictures.files.map(\.name))
        for old in (try? fm.contentsOfDirectory(atPath: data.path)) ?? [] where old.hasSuffix(".png") && !names.contains(old) {
            try? fm.removeItem(at: data.appendingPathComponent(old))
        }
        do {
            for file in pictures.files { try SafeFile.write(file.data, to: data.appendingPathComponent(file.name).path) }
            try SafeFile.write(html(report), to: folder.appendingPathComponent("index.html").path)
        } catch {
            throw SuiteReportError(error)
        }
    }

    /// Whether `folder` holds a report this reporter wrote.
    static func isReport(_ folder: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent("index.html").path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 2048)) ?? Data(), as: UTF8.self)
        return head.contains("<meta name=\"generator\" content=\"\(generator)\">")
    }
}
