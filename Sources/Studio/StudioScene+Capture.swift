import Animation
import Exercises
import Foundation

/// Capture: Ctrl+R and `run --capture`, F12's marks, and what reaches the loop from off it.
extension StudioScene {
    /// What a capture takes at its start: the user's files (and a line for each left
    /// out), and Black Hole's layout file.
    typealias StartingFiles = (files: [String: Data], skipped: [String], layout: CapturedFile?)

    static func snapshot(_ c: AppShell.Configuration) -> StartingFiles {
        let (files, skipped) = CapturedFolders.snapshot(of: c.folders)
        let layout = c.options.blackHole.layout.flatMap { url in
            FileManager.default.contents(atPath: url.path).map { CapturedFile(path: url.path, contents: $0) }
        }
        return (files, skipped, layout)
    }

    /// Whether a capture is recording.
    public var isCapturing: Bool { session != nil }

    func begin(to url: URL, files: StartingFiles, started: CaptureHeader.Start, at time: MediaTime) throws(CaptureError) {
        let c = shell.configuration
        let header = CaptureHeader(
            size: shell.size, scale: context.pixelScale, tab: c.options.gallery == nil ? shell.selected : nil,
            gallery: c.options.gallery?.page, seed: c.seed, started: started, platform: context.platform, layout: files.layout,
            eightBallOffline: c.options.eightBall.offline,
            eightBallEndpoint: c.options.eightBall.offline ? nil : c.options.eightBall.endpoint.absoluteString, files: files.files)
        session = CaptureSession(writer: try CaptureWriter(destination: url, header: header), startedAt: time)
        for line in files.skipped { onLog?("motionlab: \(line)") }
        badge.show(elapsed: 0)
    }

    /// Ctrl+R: starts a capture into the captures folder, restarting the content, or
    /// stops the one recording.
    func toggleCapture(at time: MediaTime) {
        if session != nil {
            finishCapture(at: time, reason: nil)
            return
        }
        guard let folder = context.capturesFolder else { return }
        let name = Self.fileName(for: context.date())
        let url = folder.appendingPathComponent(name)
        // A folder the capture cannot be written to is found before the content restarts,
        // so a refused capture costs the user nothing.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard access(folder.path, W_OK) == 0 else {
            showMessage("Cannot capture: \(folder.path) cannot be written to (\(String(cString: strerror(errno)).lowercased())); "
                        + "set XDG_DATA_HOME to a folder you can write to", at: time)
            onLog?("motionlab: cannot capture: \(folder.path) cannot be written to")
            return
        }
        // The shell closes as a window would (saving what it holds back), so the files
        // taken are what the restarted one reads.
        shell.windowWillClose(at: toShell(time))
        let files = Self.snapshot(shell.configuration)
        var c = shell.configuration
        c.size = shell.size
        c.initialTab = shell.selected
        let waker = shell.inbox.queue.currentWaker
        shell.inbox.queue.setWaker(nil)
        let made = Self.build(c, network: baseNetwork, pasteboard: basePasteboard)
        (shell, network) = (made.shell, made.network)
        attach(made.shell, made.pasteboard)
        shell.inbox.queue.setWaker(waker)
        // The inspector follows the content it inspects: a seek held on the old shell
        // goes with it.
        if inspector.isOpen {
            inspector.close(at: time)
            inspector.open(shell)
        }
        offset = time.seconds
        shellTime = .zero
        lastFrame = .zero
        do {
            try begin(to: url, files: files, started: .restart, at: time)
            showMessage("Recording. \(shell.configuration.options.gallery == nil ? shell.selected.title : "The gallery") restarted from its "
                        + "launch state, so the capture replays exactly. Ctrl+R stops.", at: time)
        } catch {
            showMessage("Cannot capture: \(error)", at: time)
            onLog?("motionlab: \(error)")
        }
    }

    /// "capture 2026-11-26 at 21.42.12.345.json", to the millisecond in local time.
    static func fileName(for date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss.SSS"
        return "capture \(f.string(from: date)).json"
    }

    /// Stops the capture and moves its file into place; says where, and why it stopped if
    /// a limit stopped it. Returns the file.
    @discardableResult
    func finishCapture(at time: MediaTime, reason: String?) -> URL? {
        guard let s = session else { return nil }
        session = nil
        badge.show(elapsed: nil)
        do {
            let url = try s.writer.finish()
            let seconds = String(format: "%.1f", s.lastTime.seconds)
            let what = "\(seconds) s, \(s.marks) mark\(s.marks == 1 ? "" : "s")"
            showMessage("\(reason.map { "\($0) " } ?? "")Capture saved: \(url.path) (\(what))", at: time)
            onLog?("motionlab: \(reason.map { "\($0) " } ?? "")capture saved to \(url.path) (\(what))")
            return url
        } catch {
            showMessage("The capture could not be saved: \(error)", at: time)
            onLog?("motionlab: \(error)")
            return nil
        }
    }

    /// The window is closing: the shell hears it, and a capture recording is saved.
    /// Returns the capture's file, if one was recording.
    @discardableResult
    public func windowWillClose(at time: MediaTime) -> URL? {
        shell.windowWillClose(at: toShell(time))
        return finishCapture(at: time, reason: nil)
    }

    func delivered(_ work: Int) {
        let exchange = network.take(work: work)
        guard let session else { return }
        if let x = exchange {
            session.record(.network(CapturedExchange(work: work, time: shellTime, url: x.url, result: x.result)))
        } else {
            session.record(.delivery(work: work, time: shellTime))
        }
    }
}
