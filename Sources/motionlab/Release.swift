/// MotionLab's release, numbered as CHANGELOG.md numbers it (SemVer), and the git commit
/// the binary was built from (`buildCommit`, written before each build by the BuildCommit
/// plugin).
enum Release {
    static let version = "0.4.0"

    /// What `motionlab --version` prints: "motionlab 0.4.0 (commit 3ad1f831579d)", with
    /// ", with uncommitted changes" when the checkout had some, or "commit unknown" for a
    /// build outside git.
    static var versionLine: String {
        guard buildCommit != "unknown" else { return "motionlab \(version) (commit unknown)" }
        let changes = buildHasUncommittedChanges ? ", with uncommitted changes" : ""
        return "motionlab \(version) (commit \(buildCommit.prefix(12))\(changes))"
    }
}
