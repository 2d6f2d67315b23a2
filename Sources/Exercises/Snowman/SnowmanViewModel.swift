/// The Snowman tab's state between its screens: the saved settings, which one is chosen,
/// and the setting being played and edited (the chosen one, with any changes made in
/// Settings since). Saving writes the edited setting under a name and chooses it.
final class SnowmanViewModel {
    let library: SnowmanLibrary
    /// The name chosen in the picker.
    private(set) var chosenName = SnowmanLibrary.defaultName
    /// What plays: the chosen setting with the edits made since it was chosen.
    private(set) var setting = SnowmanSetting.default
    /// Called when the list of names changes (a save or a delete).
    var onNamesChange: (() -> Void)?
    /// Called when the setting being played changes (chosen, edited).
    var onSettingChange: (() -> Void)?

    init(library: SnowmanLibrary) {
        self.library = library
    }

    var names: [String] { library.names }

    /// Chooses a saved setting: it plays from now on, edits start from it.
    func choose(_ name: String) {
        guard let s = library.setting(named: name) else { return }
        chosenName = name
        setting = s
        onSettingChange?()
    }

    func set(_ d: SnowmanDimension, to value: Double) {
        setting[d] = d.clamp(value)
        onSettingChange?()
    }

    func setAutoreverses(_ on: Bool) {
        setting.autoreverses = on
        onSettingChange?()
    }

    func setCurve(_ c: SnowmanCurve) {
        setting.curve = c
        onSettingChange?()
    }

    /// The prompt's check of a name, by `SettingName`'s rule: new, the saved setting it
    /// would replace (names compared ignoring case), or why it cannot be used.
    func check(_ name: String) -> SettingName.Check {
        SettingName.check(name, existing: Array(library.names.dropFirst()))
    }

    /// Saves the played setting as `name` and chooses it. Returns why not, if it failed.
    @discardableResult
    func save(as name: String) -> String? {
        if let problem = library.save(setting, as: name) { return problem }
        let saved = SettingName.match(name, in: library.names)
        chosenName = saved ?? chosenName
        onNamesChange?()
        return nil
    }

    /// Deletes a saved setting; the chosen one falls back to Default.
    @discardableResult
    func delete(_ name: String) -> String? {
        if let problem = library.delete(name) { return problem }
        if name == chosenName { choose(SnowmanLibrary.defaultName) }
        onNamesChange?()
        return nil
    }
}
