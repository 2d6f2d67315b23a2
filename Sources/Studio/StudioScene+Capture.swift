import Animation
import Foundation

/// Capture: Ctrl+R and `run --capture`, F12's marks, and what reaches the loop from off it.
extension StudioScene {
    /// Whether a capture the user asked for is recording (`run --capture`, Ctrl+R).
    public var isCapturing: Bool { session?.showsBadge ?? false }

    /// Whether anything records, an always-on session included.
    public var isRecording: Bool { session != nil }

    /// The file being recorded into, if any.
    public var recordingFile: URL? { session?.writer.recordingFile }

    /// Starts recording to `url`: the header holds the window, the content's launch
    /// state, and the user's files taken at the start (with a line for each left out).
    /// `explicit`: the user asked for it, and the REC badge shows.
    func begin(to url: URL, files: (files: [String: Data], skipped: [String]), launch: any LaunchState,
               started: CaptureHeader.Start, at time: MediaTime, explicit: Bool, locks: Bool = false) throws(CaptureError) {
        let header = CaptureHeader(size: content.size, scale: context.pixelScale, launch: launch, started: started,
                                   platform: context.platform, files: files.files)
        session = CaptureSession(writer: try CaptureWriter(destination: url, header: header, locks: locks), startedAt: time, isExplicit: explicit)
        for line in files.skipped { onLog?("motionlab: \(line)") }
        if explicit { badge.show(elapsed: 0) }
    }

    /// Starts the always-on session in the sessions folder, making room there first. A
    /// folder that cannot be written stops nothing: it is said once, and the window goes
    /// on without recording.
    func beginSession(files: (files: [String: Data], skipped: [String]), launch: any LaunchState, started: CaptureHeader.Start,
                      at time: MediaTime) {
        guard let folder = context.sessionsFolder.map(SessionFolder.init) else { return }
        folder.makeRoom()
        do {
            try begin(to: folder.newSession(at: context.date()), files: files, launch: launch, started: started, at: time,
                      explicit: false, locks: true)
        } catch {
            showMessage("This session is not recorded: \(error.message)", at: time)
            onLog?("motionlab: this session is not recorded: \(error)")
        }
    }

    /// Ctrl+R: starts a capture, restarting the content from its launch state, or stops
    /// the one recording. With always-on sessions, the restart starts a new session and the
    /// capture is that session, saved into the captures folder when Ctrl+R stops it; the
    /// session goes on.
    func toggleCapture(at time: MediaTime) {
        if let s = session, let target = s.captureTo {
            s.captureTo = nil
            badge.show(elapsed: nil)
            saveCopy(of: s, to: target, at: time, reason: nil)
            return
        }
        if let s = session, s.isExplicit {
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
        // The session so far ends here; a new one starts with the restart.
        finishSession(at: time)
        let files = CapturedFolders.snapshot(of: baseWorld.folders)
        let launch = content.launchState()
        // The old content's work still to come is dropped, and the new one numbers its
        // work from 0, as its replay will.
        inbox.startOver()
        // The new content's clock starts now: what it reports as it starts shows now.
        offset = time.seconds
        (content, network, pasteboard) = Self.build(launch, factory: factory, world: baseWorld, size: content.size, inbox: inbox,
                                                    focusChain: focusChain, pointers: pointers, messages: contentMessages)
        attach()
        // The inspector follows the content it inspects: a seek held on the old content
        // goes with it.
        if inspector.isOpen {
            inspector.close(at: time)
            inspector.open(content)
        }
        contentTime = .zero
        lastFrame = .zero
        lastAutoMark = .zero
        shownAtLastFrame = nil
        recordedTiming = TabTiming(time: .zero, content: TabTiming.clock(of: content.contentLayer),
                                   lifted: TabTiming.clock(of: content.liftedLayer))
        // With always-on sessions the capture is the new session, saved at the second
        // Ctrl+R; where the sessions folder cannot be written, it is recorded straight
        // into the captures folder, as with --no-record.
        if context.sessionsFolder != nil {
            beginSession(files: files, launch: launch, started: .restart, at: time)
            session?.captureTo = url
            if session != nil { badge.show(elapsed: 0) }
        }
        if session == nil {
            do {
                try begin(to: url, files: files, launch: launch, started: .restart, at: time, explicit: true)
            } catch {
                showMessage("Cannot capture: \(error)", at: time)
                onLog?("motionlab: \(error)")
                return
            }
        }
        let scene = launch.sceneName.prefix(1).uppercased() + launch.sceneName.dropFirst()
        showMessage("Recording. \(scene) restarted from its launch state, so the capture replays exactly. Ctrl+R stops.", at: time)
    }

    /// Saves the session so far as a capture at `url`, and says where.
    @discardableResult
    func saveCopy(of s: CaptureSession, to url: URL, at time: MediaTime, reason: String?) -> URL? {
        do {
            try s.writer.copy(to: url, endingAt: s.lastTime)
            let what = "\(String(format: "%.1f", s.lastTime.seconds)) s, \(s.marks) mark\(s.marks == 1 ? "" : "s")"
            showMessage("\(reason.map { "\($0) " } ?? "")Capture saved: \(url.path) (\(what))", at: time)
            onLog?("motionlab: \(reason.map { "\($0) " } ?? "")capture saved to \(url.path) (\(what))")
            return url
        } catch {
            showMessage("\(reason.map { "\($0) " } ?? "")The capture could not be saved whole: \(error.message)", at: time)
            onLog?("motionlab: \(reason.map { "\($0) " } ?? "")\(error)")
            return nil
        }
    }

    /// Ends the always-on session quietly (its file stays, with its end line).
    func finishSession(at time: MediaTime) {
        guard let s = session, !s.isExplicit else { return }
        session = nil
        _ = try? s.writer.finish(at: s.lastTime)
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
        // Ctrl+R's capture on an always-on session is saved as a copy; the session's own
        // file ends where it is, in the sessions folder.
        if let target = s.captureTo {
            let saved = saveCopy(of: s, to: target, at: time, reason: reason)
            _ = try? s.writer.finish(at: s.lastTime)
            return saved
        }
        guard s.isExplicit else {
            let stopped = reason.map { "Recording stopped: \($0.replacingOccurrences(of: "Capture stopped: ", with: ""))" }
            do {
                try s.writer.finish(at: s.lastTime)
            } catch {
                onLog?("motionlab: \(stopped.map { "\($0) " } ?? "")\(error)")
            }
            if let stopped {
                showMessage(stopped, at: time)
                onLog?("motionlab: \(stopped)")
            }
            return nil
        }
        do {
            let url = try s.writer.finish(at: s.lastTime)
            let seconds = String(format: "%.1f", s.lastTime.seconds)
            let what = "\(seconds) s, \(s.marks) mark\(s.marks == 1 ? "" : "s")"
            showMessage("\(reason.map { "\($0) " } ?? "")Capture saved: \(url.path) (\(what))", at: time)
            onLog?("motionlab: \(reason.map { "\($0) " } ?? "")capture saved to \(url.path) (\(what))")
            return url
        } catch {
            showMessage("\(reason.map { "\($0) " } ?? "")The capture could not be saved whole: \(error.message)", at: time)
            onLog?("motionlab: \(reason.map { "\($0) " } ?? "")\(error)")
            return nil
        }
    }

    /// The window is closing: the content hears it, and a capture recording is saved.
    /// Returns the capture's file, if one was recording.
    @discardableResult
    public func windowWillClose(at time: MediaTime) -> URL? {
        // The last mark: what the window showed as it closed.
        markTree()
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
