/// Writes the Color Timer's settings at most once every `interval` seconds of wall time,
/// so a held stepper does not write many times a second.
///
/// A change with no write in the last interval is written at once; changes that come
/// during the interval wait for its end and are written together, the last one winning.
/// `flush()` writes a waiting change now (the tab is left), and so does the saver going
/// away with its exercise (the window closing), so no change older than the interval is
/// ever lost. Wall time comes from a `WallScheduler`, so Ctrl+P does not hold a save back.
final class ColorTimerSaver {
    /// The least wall time between two writes: 0.5 s.
    static let interval = 0.5

    private let file: ColorTimerSettingsFile
    private let scheduler: WallScheduler
    /// The change waiting for the interval's end, if any.
    private var pending: ColorTimerSettings?
    /// Whether a write happened less than `interval` ago.
    private var isCoolingDown = false
    /// Counts writes, so the end of an interval a flush cut short is ignored.
    private var generation = 0

    init(file: ColorTimerSettingsFile, scheduler: WallScheduler) {
        self.file = file
        self.scheduler = scheduler
    }

    deinit { flush() }

    /// Saves `settings`: at once, or at the end of the current interval.
    func save(_ settings: ColorTimerSettings) {
        // With no file to write, there is nothing to pace (and no wake-up to ask for).
        guard file.isPersistent else { return }
        if isCoolingDown { pending = settings } else { write(settings) }
    }

    /// Writes a waiting change now.
    func flush() {
        if let p = pending { write(p) }
    }

    private func write(_ settings: ColorTimerSettings) {
        pending = nil
        file.save(settings)
        isCoolingDown = true
        generation += 1
        let written = generation
        scheduler.after(Self.interval) { [weak self] in
            guard let self, self.generation == written else { return }
            self.isCoolingDown = false
            self.flush()
        }
    }
}
