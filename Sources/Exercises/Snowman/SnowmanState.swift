/// What the Snowman remembers across launches, apart from the settings themselves: which
/// one plays. Saved in `snowman.json` in the config folder by `SnowmanStateFile`.
struct SnowmanState: Codable, Equatable {
    /// The name of the chosen setting, as the picker lists it. Defaults to nil: "Default".
    var chosen: String?
}
