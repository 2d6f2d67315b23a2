import Animation

/// Walks a replay forward through every moment its capture holds something, so the
/// narrator sees when each piece of off-loop work began (the inbox numbers it then): an
/// answer's delay runs from that moment to its delivery.
struct ReplayWalk {
    let replay: CaptureReplay
    /// The capture's moments, in order, each once.
    private let moments: [MediaTime]
    private var next = 0
    /// How many pieces of work had begun at the last step.
    private var known = 0
    /// When each piece of work began, by number: the first step that saw it.
    private(set) var workStarts: [Int: MediaTime] = [:]

    init(replay: CaptureReplay) {
        self.replay = replay
        moments = Array(Set(replay.capture.entries.map(\.time))).sorted()
    }

    /// Plays the replay on to `time`, a moment of the capture at a time.
    mutating func advance(to time: MediaTime) {
        while next < moments.count, moments[next] <= time {
            step(to: moments[next])
            next += 1
        }
        step(to: time)
    }

    /// Plays the rest of the capture.
    mutating func finish() {
        advance(to: replay.capture.duration)
        replay.finish()
    }

    private mutating func step(to time: MediaTime) {
        replay.advance(to: time)
        let started = replay.scene.inbox.startedWork
        // The inbox numbers work from 0 again for content started afresh.
        if started < known { known = 0 }
        for n in known..<started { workStarts[n] = time }
        known = started
    }
}
