/// What a `TableView` shows and what the user may change in it (UITableViewDataSource).
/// Sections, rows and cells are required; titles, row heights, editing and moving have
/// defaults.
///
/// The table asks; the data source owns the data. A swipe-to-delete or the Delete key in
/// edit mode calls `commitDelete`: remove the row from the data, then call
/// `table.deleteRows(at:animated:)`. A reorder calls `moveRow` once the row is dropped.
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in table: TableView) -> Int
    func tableView(_ table: TableView, numberOfRowsInSection section: Int) -> Int
    /// A cell for the row, from `table.dequeueReusableCell(withIdentifier:)`.
    func tableView(_ table: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String?
    /// The row's height in points (tableView(_:heightForRowAt:)). Defaults to the table's
    /// `rowHeight`. Asked for every row on each layout, so keep it cheap.
    func tableView(_ table: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Whether the row can be deleted. Defaults to false.
    func tableView(_ table: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Why the row cannot be deleted, in words for the user, or nil. A row with a reason
    /// gives a little to a swipe, springs back, and its section's footer shows the reason
    /// (as a swipe on a row iOS will not delete bounces rather than doing nothing).
    /// Defaults to nil.
    func tableView(_ table: TableView, whyCannotDeleteRowAt indexPath: IndexPath) -> String?
    /// The user deleted the row.
    func tableView(_ table: TableView, commitDeleteAt indexPath: IndexPath)
    /// Whether the row shows a reorder handle in edit mode. Defaults to false.
    func tableView(_ table: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dropped the row at `destination` (same section): move it in the data.
    func tableView(_ table: TableView, moveRowAt source: IndexPath, to destination: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in table: TableView) -> Int { 1 }
    public func tableView(_ table: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ table: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ table: TableView, heightForRowAt indexPath: IndexPath) -> Double { table.rowHeight }
    public func tableView(_ table: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ table: TableView, whyCannotDeleteRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ table: TableView, commitDeleteAt indexPath: IndexPath) {}
    public func tableView(_ table: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ table: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}
}
