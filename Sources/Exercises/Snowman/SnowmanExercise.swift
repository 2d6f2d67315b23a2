import Animation
import Foundation
import Geometry
import Gestures
import Widgets

/// Snowman: a snowman animated by saved settings. The model is `SnowmanSetting` (what to
/// animate, in `SnowmanDimension`s) and `SnowmanLibrary` (the settings on disk); the views
/// are `SnowmanScreen` and `SnowmanSettingsScreen`; this controller and
/// `SnowmanViewModel` join them, and `SnowmanPlayer` plays, pauses and resumes by QA1673.
///
/// The picker chooses the setting; choosing another while playing or paused resets first.
/// Changes in Settings play at once; "Save" names and writes them, and the picker follows.
///
/// Layer names: "snowman.nav", and those of the screens.
public final class SnowmanExercise: Exercise {
    public let layer: Layer
    private let services: ExerciseServices
    let model: SnowmanViewModel
    let screen: SnowmanScreen
    let settings: SnowmanSettingsScreen
    let nav: NavigationStack
    let player: SnowmanPlayer
    private let presenter: Presenter
    /// Remembers the chosen setting across launches.
    private let state: SnowmanStateFile
    /// The prompt showing, if any.
    var alert: AlertController? { presenter.alert }

    init(services: ExerciseServices) {
        self.services = services
        layer = services.layer
        layer.backgroundColor = Theme.groupedBackground
        presenter = services.presenter
        model = SnowmanViewModel(library: SnowmanLibrary(folders: services.folders, warn: services.warn))
        state = SnowmanStateFile(folders: services.folders, now: services.now, warn: services.warn)
        // The setting chosen last time, if it is still there (deleted since: "Default").
        if let name = state.load().chosen, let known = model.names.first(where: { $0 == name }) ?? SettingName.match(name, in: model.names) {
            model.choose(known)
        }
        screen = SnowmanScreen(names: model.names)
        if let i = model.names.firstIndex(of: model.chosenName) { screen.picker.selectRow(i, animated: false) }
        settings = SnowmanSettingsScreen(model: model)
        nav = NavigationStack(name: "snowman.nav", root: screen)
        player = SnowmanPlayer(layer: screen.image, clock: services.clock)
        layer.addSublayer(nav.layer)
        screen.playButton.action = { [weak self] in self?.playPressed() }
        screen.resetButton.action = { [weak self] in self?.player.reset() }
        screen.settingsButton.action = { [weak self] in self?.openSettings() }
        screen.picker.onSelect = { [weak self] row in self?.pick(row) }
        settings.saveButton.action = { [weak self] in self?.askForName() }
        settings.source.onProblem = services.showMessage
        settings.table.onActivate = { [weak self] ip in self?.settingsRowActivated(ip) }
        player.onChange = { [weak self] in self?.refreshButton() }
        model.onNamesChange = { [weak self] in self?.namesChanged() }
        model.onSettingChange = { [weak self] in self?.settingChanged() }
    }

    // MARK: The animation screen

    private func playPressed() {
        player.toggle(model.setting, restingAt: screen.restingPosition, size: screen.restingSize)
    }

    private func refreshButton() {
        screen.playButton.title = player.buttonTitle
    }

    private func pick(_ row: Int) {
        guard model.names.indices.contains(row) else { return }
        if player.state != .idle { player.reset() }
        model.choose(model.names[row])
    }

    /// Edits replace what plays: a run in flight goes back to rest, so the next Play shows
    /// the new setting from its start.
    private func settingChanged() {
        if player.state != .idle { player.reset() }
        remember()
    }

    /// Saves which setting is chosen, for the next launch (only when it changed).
    private func remember() {
        state.save(SnowmanState(chosen: model.chosenName == SnowmanLibrary.defaultName ? nil : model.chosenName))
    }

    /// The picker follows the saved settings, keeping the chosen one chosen.
    private func namesChanged() {
        remember()
        let names = model.names
        screen.picker.setTitles(names)
        if let i = names.firstIndex(of: model.chosenName) { screen.picker.selectRow(i, animated: true) }
        // A row the table deletes itself it also animates away; a reload would shift it twice.
        if !settings.source.isDeletingRow { settings.refresh() }
    }

    // MARK: Settings

    private func openSettings() {
        guard nav.topScreen === screen else { return }
        settings.refresh()
        // A fresh visit starts at the top, as a newly pushed screen does on iOS.
        settings.table.scrollView.setContentOffset(.zero, animated: false)
        nav.push(settings)
    }

    private func settingsRowActivated(_ ip: Widgets.IndexPath) {
        switch settings.source.row(at: ip) {
        case .curve?: openCurves()
        case .saved(let name)?:
            model.choose(name)
            if let i = model.names.firstIndex(of: name) { screen.picker.selectRow(i, animated: false) }
            settings.refresh()
        default: break
        }
    }

    private func openCurves() {
        guard nav.topScreen === settings else { return }
        nav.push(CurveScreen(chosen: model.setting.curve) { [weak self] c in
            self?.model.setCurve(c)
            self?.settings.refresh()
            self?.nav.pop()
        })
    }

    /// "Save": a prompt for the name, by `SettingName`'s rule: refusing an empty name or
    /// "Default", and asking before it replaces a saved one (names compared ignoring case).
    private func askForName() {
        let a = AlertController(title: "Save Setting", message: "Name this setting to find it in the picker.")
        let current = model.chosenName == SnowmanLibrary.defaultName ? "" : model.chosenName
        a.addTextField { f in
            f.placeholder = "Name"
            f.maximumLength = 80
            // Pre-filled and selected, as iOS does: typing replaces it, Return keeps it.
            if !current.isEmpty {
                f.setText(current)
                f.selectAll()
            }
        }
        a.validator = { [weak self] text in
            guard let self else { return .valid }
            switch self.model.check(text) {
            case .fine: return .valid
            case .replaces(let old): return .confirm(SettingName.replaceQuestion(old), actionTitle: "Replace")
            case .refused(let why): return .invalid(why)
            }
        }
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save") { [weak self, weak a] in
            guard let self, let name = a?.textFields.first?.text else { return }
            if let problem = self.model.save(as: name) {
                self.services.warn([problem])
            } else {
                self.services.showMessage("Saved “\(self.model.chosenName)”")
            }
        }
        a.addAction(save)
        a.preferredAction = save
        show(a)
    }

    private func show(_ a: AlertController) { presenter.present(a) }

    // MARK: Exercise

    public func handleKey(_ event: KeyEvent, at time: LocalTime) -> Bool {
        return nav.handleKey(event)
    }

    public func willDisappear(at time: LocalTime) {
    }

    public var focusableControls: [Control] { nav.focusableControls }

    public func layout(in size: Size) {
        layer.setFrame(Rect(origin: .zero, size: size))
        let rest = (screen.restingPosition, screen.restingSize)
        nav.setFrame(Rect(origin: .zero, size: size))
        // A run in flight was built for the old resting place: it goes back to rest.
        if player.state != .idle && (screen.restingPosition, screen.restingSize) != rest { player.reset() }
    }
}
