/// The list-editing drivers: a row of a `ForEach` with `onDelete` or `onMove`, named by
/// what it shows. Each is one frame and finds its row as every driver finds its control
/// (scopes, presentations and Rules R18 apply alike).
import ViewEngineCore

extension ViewHost {
    /// Deletes the row that shows `row`, as swipe-to-delete (or the delete button of edit
    /// mode) does: its `ForEach`'s `onDelete` action runs with the row's offset.
    ///
    /// ```swift
    /// List {
    ///     ForEach(fruits, id: \.self) { Text($0) }
    ///         .onDelete { fruits.remove(atOffsets: $0) }
    /// }
    /// try host.delete("Banana")     // onDelete gets [1]
    /// ```
    ///
    /// A row is named by its text (all its `Text`s joined by spaces), or by the string of
    /// one `Text` or the title of one control inside it, as scoped queries read labels
    /// (`within(_:_:)`). The call works in or out of edit mode, as both offer deleting.
    ///
    /// - Throws: ``HostError`` if no row of a `ForEach` with `onDelete` shows `row`,
    ///   several do (narrow with `within(_:_:)`), or the row cannot be deleted
    ///   (`deleteDisabled(true)`, `onDelete(perform: nil)`, or `.disabled(true)`).
    public func delete(_ row: String) throws {
        let node = try editableRow(.deletableRow, row, as: (any DeletingRow).self) { $0.shows(row) }
        graph.runFrame(.userEvent, cause: "delete \"\(row)\"") { node.delete() }
    }

    /// Moves the row that shows `row` to `offset`, as dragging it does: its `ForEach`'s
    /// `onMove` action runs with the row's offset and `offset`, SwiftUI's `toOffset`,
    /// counted before the move.
    ///
    /// ```swift
    /// ForEach(fruits, id: \.self) { Text($0) }            // Apple, Banana, Cherry
    ///     .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
    /// try host.move("Apple", to: 3)     // onMove gets ([0], 3): Banana, Cherry, Apple
    /// try host.move("Cherry", to: 0)    // onMove gets ([1], 0): Cherry, Banana, Apple
    /// ```
    ///
    /// The row is named as ``delete(_:)`` names it. A list reorders by a drag with or
    /// without edit mode, so the call works in both.
    ///
    /// - Throws: ``HostError`` if no row of a `ForEach` with `onMove` shows `row`, several
    ///   do, the row cannot be moved (`moveDisabled(true)`, `onMove(perform: nil)`,
    ///   `.disabled(true)`), or `offset` is outside `0...count` (`count` being the number
    ///   of the `ForEach`'s rows).
    public func move(_ row: String, to offset: Int) throws {
        let node = try editableRow(.movableRow, row, as: (any MovingRow).self) { $0.shows(row) }
        if let position = node.forEachRow, !(0...position.count).contains(offset) {
            throw HostError(control: ControlKind.movableRow.name, title: row,
                            reason: .outOfRange(value: "offset \(offset)", range: "0...\(position.count)"),
                            availableTitles: [], scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "move \"\(row)\" to \(offset)") { node.move(to: offset) }
    }

    /// The one reachable row of `kind` that `test` accepts, not refusing its edit.
    private func editableRow<Row>(_ kind: ControlKind, _ title: String, as _: Row.Type,
                                  where test: @escaping (Row) -> Bool) throws -> Row {
        try beginDriverCall(kind.name, title)
        let query = ControlQuery(kinds: [kind], title: title, scopes: scopes, anyTitle: true, isDisabled: { node in
            !node.environment.values.isEnabled || (node as? any EditableRow)?.isEditingDisabled == true
        })
        return try graph.controls.find(query, as: Row.self, where: test)
    }
}
