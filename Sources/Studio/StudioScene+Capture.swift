import Animation
import Foundation

/// Capture: Ctrl+R and `run --capture`, F12's marks, and what reaches the loop from off it.
extension StudioScene {
    /// Whether a capture is recording.
    public var isCapturing: Bool { session != nil }

    /// Starts recording to `url`: the header holds the window, the content's launch
    /// state, and the user's files taken at the start (with a line for each left out).
    func begin(to url: URL, files: (files: [String: Data], skipped: [String]), launch: any LaunchState,
               started: CaptureHeader.Start, at time: MediaTime) throws(CaptureError) {
        let header = CaptureHeader(size: content.size, scale: context.pixelScale, launch: launch, started: started,
                                   platform: context.platform, files: files.files)
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
        // The content closes as a window would (saving what it holds back), so the files
        // taken are what the restarted one reads.
        content.windowWillClose(at: toContent(time))
        let files = CapturedFolders.snapshot(of: baseWorld.folders)
        let launch = content.launchState()
        // The old content's work still to come is dropped, and the new one numbers its
        // work from 0, as its replay will.
        inbox.startOver()
        (content, network, pasteboard) = Self.build(launch, factory: factory, world: baseWorld, size: content.size, inbox: inbox)
        attach()
        // The inspector follows the content it inspects: a seek held on the old content
        // goes with it.
        if inspector.isOpen {
            inspector.close(at: time)
            inspector.open(content)
        }
        offset = time.seconds
        contentTime = .zero
        lastFrame = .zero
        do {
            try begin(to: url, files: files, launch: launch, started: .restart, at: time)
            let scene = launch.sceneName.prefix(1).uppercased() + launch.sceneName.dropFirst()
            showMessage("Recording. \(scene) restarted from its launch state, so the capture replays exactly. Ctrl+R stops.", at: time)
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
            let url = try s.writer.finish(at: s.lastTime)
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

    /// The window is closing: the content hears it, and a capture recording is saved.
    /// Returns the capture's file, if one was recording.
    @discardableResult
    public func windowWillClose(at time: MediaTime) -> URL? {
        content.windowWillClose(at: toContent(time))
        return finishCapture(at: time, reason: nil)
    }

    /// Off-loop work `work` delivered its result: a capture records what it fetched, each
    /// request in order, or that it fetched nothing.
    func delivered(_ work: Int) {
        let exchanges = network.take(work: work)
        guard let session else { return }
        for x in exchanges {
            session.record(.network(CapturedExchange(work: work, time: contentTime, url: x.url, result: x.result)))
        }
        if exchanges.isEmpty { session.record(.delivery(work: work, time: contentTime)) }
    }
}
