import Animation
import Loop

/// The tabs: each exercise made on first use with its services, the one showing, a
/// switch between them, and the tab remembered for the next launch.
extension AppShell {
    /// The exercise of a tab, made on first use.
    public func exercise(_ kind: ExerciseKind) -> Exercise {
        if let e = exercises[kind] { return e }
        let layer = Layer(name: kind.rawValue)
        let e = configuration.makeExercise(kind, services(for: layer))
        precondition(e.layer === layer, "an exercise must build under the layer its services hand it")
        exercises[kind] = e
        return e
    }

    /// What an exercise built under `layer` is given.
    func services(for layer: Layer) -> ExerciseServices {
        ExerciseServices(
            layer: layer, transactions: host, clock: ExerciseClock(layer: layer, host: host), inbox: inbox, seed: seed,
            folders: configuration.folders, network: configuration.network, options: configuration.options,
            pasteboard: configuration.pasteboard, presenter: presentation.presenter(for: layer), now: configuration.calendar.now,
            showMessage: { [weak self] text in
                guard let self else { return }
                self.showMessage(text, at: self.host.currentTime)
            },
            warn: { [weak self] lines in self?.report(warnings: lines) },
            log: { [weak self] line in self?.onLog?(line) })
    }

    var current: Exercise { gallery ?? exercise(selected) }

    /// What the content shows: the gallery, or the selected tab's exercise.
    var shownExercise: Exercise { current }

    /// A media-clock time in the selected exercise's local time.
    func local(_ time: MediaTime) -> LocalTime { current.layer.localTime(atMediaTime: time) }

    /// Switches tabs: cancels gestures in flight, swaps the content, remembers the choice.
    public func select(_ kind: ExerciseKind, at time: MediaTime) {
        guard kind != selected, gallery == nil else { return }
        cancelInteractions(at: time)
        currentPresenter.dismissAll()
        current.willDisappear(at: local(time))
        current.layer.removeFromSuperlayer()
        selected = kind
        tabBar.select(kind.index)
        content.addSublayer(current.layer)
        refreshFocusChain()
        layout()
        current.didAppear(at: local(time))
        rememberTab()
    }

    /// Saves the tab showing as the one to open next time (not the gallery's, which has
    /// none).
    private func rememberTab() {
        guard gallery == nil else { return }
        report(warnings: memory.remember(selected))
    }

    /// The window is closing (Ctrl+Q, the close button): gestures in flight are cancelled
    /// and the tab showing hears that it disappears, so it saves what it holds back (the
    /// Color Timer's coalesced settings) before the process ends.
    public func windowWillClose(at time: MediaTime) {
        cancelInteractions(at: time)
        currentPresenter.dismissAll()
        current.willDisappear(at: local(time))
        // The tab that shows as the window closes is the one to open next time, also when
        // the window was launched on it (`--tab`) and never switched.
        rememberTab()
    }

    /// Tab visits the exercise's controls, then the tab bar's items.
    func refreshFocusChain() {
        focusChain.setControls(current.focusableControls + (gallery == nil ? tabBar.items : []))
    }
}
