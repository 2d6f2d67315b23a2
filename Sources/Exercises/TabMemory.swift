/// The tab remembered across launches: read from the state file when the window opens,
/// written when the tab showing is not the one the file holds (a switch, or the window
/// closing on a tab it was launched on). Without a store (a replay, a test) it remembers
/// nothing.
final class TabMemory {
    private let store: AppStateStore?
    /// The tab the state file holds, as last read or written.
    private(set) var lastTab: ExerciseKind?

    /// Reads the file now, even when a tab is asked for, so a corrupt or unreadable one is
    /// dealt with (set aside, or left alone) before anything is saved over it.
    init(store: AppStateStore?) {
        self.store = store
        lastTab = store?.load().lastTab
    }

    /// Saves `tab` as the one to open next time, unless the file holds it already.
    /// Returns what the store had to say on saving (a file that could not be written).
    func remember(_ tab: ExerciseKind) -> [String] {
        guard let store, lastTab != tab else { return [] }
        store.save(AppState(lastTab: tab))
        lastTab = tab
        return store.takeWarnings()
    }
}
