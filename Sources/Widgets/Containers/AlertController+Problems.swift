/// The alert that lists a report's problems (a toast's "click to see all").
extension AlertController {
    /// An alert titled with how many problems there are, listing each, with OK (Return or
    /// Esc).
    public convenience init(listing problems: [String]) {
        self.init(title: Plural.count(problems.count, "problem"), message: problems.joined(separator: "\n\n"))
        // Wider than a question's alert: these are lines to read, often with a file's path.
        preferredWidth = 440
        let ok = AlertAction(title: "OK", style: .cancel)
        addAction(ok)
        // Return closes it as Esc does: there is nothing else to choose.
        preferredAction = ok
    }
}
