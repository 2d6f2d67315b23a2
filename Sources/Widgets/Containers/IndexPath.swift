/// A row of a table or a picker component: its section and its row in that section
/// (Foundation's IndexPath as UITableView uses it), ordered section first.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    public var description: String { "[\(section), \(row)]" }
}
