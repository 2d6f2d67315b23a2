import Animation

/// Where a window's short messages go: its one toast. The studio owns the window's and
/// hands it to the content it shows, on the content's clock; a content shown by itself (a
/// test's) keeps a toast of its own.
public protocol MessageBoard: AnyObject {
    /// Shows a plain message at `time`, over whatever showed.
    func show(_ text: String, at time: MediaTime)
    /// Shows problems the user should know of: the first, and how many more, which a click
    /// lists (see `Toast.report`).
    func report(_ lines: [String], at time: MediaTime)
}
