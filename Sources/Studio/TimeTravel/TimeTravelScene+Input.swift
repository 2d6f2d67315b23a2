import Animation
import Gestures
import Loop

/// Input in a session opened in the window: the studio's keys, the inspector's when its
/// panel has focus, then the session bar's; pointers on the inspector, the bar and a
/// mark's pictures. The replayed content takes no input until a take-over.
extension TimeTravelScene {
    public func handle(_ event: InputEvent) {
        now = event.time
        if let live {
            handleLive(event, live)
            return
        }
        switch event.kind {
        case .key(let k):
            switch keys.verdict(for: k) {
            case .perform(let action): perform(action, at: event.time)
            case .take: break
            case .pass:
                if inspector.handleKey(k) {
                    noteInspector()
                } else if k.isDown {
                    _ = handleSessionKey(k)
                }
            }
        case .pointer(let p):
            if inspector.handlePointer(p, at: event.time) {
                noteInspector()
                return
            }
            routeToTools(p, at: event.time)
        case .wheel(let w):
            if inspector.isOpen, inspector.handleWheel(w) { return }
            if actionList.contains(w.location) { actionList.scroll(by: w.dy > 0 ? -3 : 3) }
        case .window(.resized(let size)):
            windowSize = size
            layout()
            refresh()
        case .text, .composition, .window:
            break
        }
    }

    /// After a take-over the live scene has the input; the window's size stays the bar's
    /// business, so the content keeps the size it was recorded at.
    private func handleLive(_ event: InputEvent, _ live: StudioScene) {
        // The release of a key pressed before the take-over (Ctrl+Shift+T's own) is this
        // level's, not the live session's.
        if case .key(let k) = event.kind, keys.isHolding(k.key) {
            _ = keys.verdict(for: k)
            return
        }
        if case .window(.resized(let size)) = event.kind {
            windowSize = size
            layout()
            return
        }
        if case .key(let k) = event.kind, let (_, action) = KeyCommands.command(for: k), action == .takeOver {
            showMessage("This session is live already: it records into \(liveFile?.path ?? "nothing")", at: event.time)
            return
        }
        live.handle(event)
    }

    /// Pointers on the bar's controls and ruler, or on a mark's pictures.
    private func routeToTools(_ p: PointerEvent, at time: MediaTime) {
        switch p.phase {
        case .down:
            let hit = overlay.hitTest(p.location)
            let tools = [bar.layer, comparison.layer, actionList.layer]
            guard let hit, tools.contains(where: { hit === $0 || hit.isDescendant(of: $0) }) else { return }
            // The scene's until it lifts.
            dispatcher.handle(p, at: time, claimedBy: self)
        case .move:
            if dispatcher.isClaimed(p.id, by: self) || p.button == .none { dispatcher.handle(p, at: time) }
        case .up, .cancel:
            guard dispatcher.isClaimed(p.id, by: self) else { return }
            dispatcher.handle(p, at: time)
        }
    }

    /// A studio key command.
    public func perform(_ action: KeyAction, at time: MediaTime) {
        switch action {
        case .inspector:
            if inspector.isOpen { inspector.close(at: time) } else { inspector.open(content) }
        case .screenshot, .quit, .paintFlashing, .saveReport:
            frontEndActions.append((action, time))
        case .takeOver:
            takeOver(at: time)
        case .capture:
            showMessage("This is a replay. Take it over (Ctrl+Shift+T) to record from here.", at: time)
        case .frameMeter:
            showMessage("The frame meter measures a live window: take the session over (Ctrl+Shift+T) first.", at: time)
        case .selectTab, .nextTab, .previousTab, .shake, .gestureOverlay, .slowAnimations, .pause, .stepForward, .stepBack:
            preconditionFailure("\(action) is the scene's, not the studio's")
        }
    }

    /// The session bar's keys; returns whether the key was one.
    func handleSessionKey(_ k: KeyEvent) -> Bool {
        let shift = k.modifiers == .shift
        guard k.modifiers.isEmpty || (shift && (k.key == .left || k.key == .right)) else {
            if KeyCommands.sceneAction(for: k) != nil {
                showMessage("This is a replay: the app takes no input. Ctrl+Shift+T takes over from here.", at: now)
            }
            return false
        }
        switch k.key.name {
        case "space":
            if !k.isRepeat { togglePlay() }
        case "left":
            stop()
            if shift { seek(to: max(0, cursor.time.seconds - 1)) } else { go(toFrame: cursor.target - 1) }
        case "right":
            stop()
            // A second on, or the first frame after it where the window drew none between.
            if shift { go(toFrame: max(cursor.frame(showing: playhead + 1), min(cursor.target + 1, cursor.lastFrame))) } else { go(toFrame: cursor.target + 1) }
        case "[":
            stop()
            go(toFrame: timeline.stops.map(cursor.frame(showing:)).last { $0 < cursor.target } ?? 0)
        case "]":
            stop()
            go(toFrame: timeline.stops.map(cursor.frame(showing:)).first { $0 > cursor.target } ?? cursor.lastFrame)
        case "home":
            stop()
            go(toFrame: 0)
        case "end":
            stop()
            go(toFrame: cursor.lastFrame)
        case "escape":
            if shownMark != nil { hideMark() } else { return false }
        default:
            if KeyCommands.sceneAction(for: k) != nil || k.key.isKnown {
                showMessage("This is a replay: the app takes no input. Ctrl+Shift+T takes over from here.", at: now)
            }
            return false
        }
        return true
    }

    /// The inspector acted: a seek of its own changes the replayed state, so the next move
    /// of the playhead replays afresh.
    private func noteInspector() {
        if cursor.replay.scene.recordedTimingDiffers { cursor.touch() }
    }

    // MARK: Playhead

    func togglePlay() {
        if isPlaying {
            stop()
        } else {
            if cursor.target >= cursor.lastFrame { go(toFrame: 0) }
            playingFrom = (playhead.seconds, now)
        }
        refresh()
    }

    func stop() {
        playingFrom = nil
    }

    func setSpeed(_ s: Double) {
        if let from = playingFrom {
            // Speed changes from where the playhead is, not from where play began.
            let t = from.capture + (now - from.window) * speed
            playingFrom = (t, now)
        }
        speed = s
    }

    /// Moves the playhead to mark `number` (from 1), showing its pictures.
    public func seek(toMark number: Int) {
        guard number >= 1, number <= timeline.marks.count else { return }
        go(toFrame: cursor.frame(showing: timeline.marks[number - 1].time))
    }

    /// Moves the playhead to the frame at or before capture time `t`.
    public func seek(to t: Double) {
        go(toFrame: cursor.frame(at: MediaTime(seconds: t)))
    }

    func go(toFrame index: Int) {
        cursor.seek(toFrame: index)
        // A mark's pictures show while the playhead stands on it.
        let time = cursor.frames[cursor.target]
        if let m = timeline.mark(at: time) { showMark(m.number) } else if shownMark != nil { hideMark() }
    }

    /// The ruler was pressed or dragged at window x.
    func scrub(toWindowX x: Double) {
        stop()
        seek(to: bar.time(atWindowX: x))
    }
}
