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
        let node = try editableRow(.deletableRow, row) { $0.shows(row) }
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
        let node = try editableRow(.movableRow, row) { $0.shows(row) }
        if let position = node.forEachRow, !(0...position.count).contains(offset) {
            throw HostError(control: ControlKind<any MovingRow>.movableRow.name, title: row,
                            reason: .outOfRange(value: "offset \(offset)", range: "0...\(position.count)"),
                            availableTitles: [], scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "move \"\(row)\" to \(offset)") { node.move(to: offset) }
    }

    /// The one reachable row of `kind` that `test` accepts, not refusing its edit.
    private func editableRow<Row>(_ kind: ControlKind<Row>, _ title: String,
                                  where test: @escaping (Row) -> Bool) throws -> Row {
        try beginDriverCall(kind.name, title)
        let query = ControlQuery(kinds: [kind.erased], title: title, scopes: scopes, anyTitle: true, isDisabled: { node in
            !node.environment.values.isEnabled || (node as? any EditableRow)?.isEditingDisabled == true
        })
        return try graph.controls.find(kind, query, where: test).control
    }

    /// Swipes the row that shows `row` and taps its swipe action titled `action`, in one
    /// frame: the action's button runs.
    ///
    /// ```swift
    /// Text("Lunch?").swipeActions { Button("Archive") { archive() } }
    /// try host.swipe("Lunch?", action: "Archive")
    /// ```
    ///
    /// A row is named by what it shows (its text, or one `Text` or control title inside
    /// it); its actions are those of every `swipeActions` on it, either edge.
    ///
    /// - Throws: ``HostError`` if no row with swipe actions shows `row` (the error lists the
    ///   rows), none of its actions is titled `action` (it lists the actions), several are,
    ///   or the action is disabled.
    public func swipe(_ row: String, action: String) throws {
        try beginDriverCall("SwipeAction", action)
        let all = graph.controls.visible(.swipeActions).filter { graph.controls.isReachable($0) }
        let rows = all.filter { $0.row.shows(row) }
        guard !rows.isEmpty else {
            // A row with actions on both edges is two nodes, one inside the other: its text once.
            let innermost = all.filter { node in !all.contains { $0 !== node && $0.isInside(node.row) } }
            let titles = innermost.map(\.row.textContent)
            throw HostError(control: "row with swipe actions", title: row, reason: .notFound,
                            availableTitles: Array(titles.prefix(HostError.listedTitlesLimit)), availableCount: titles.count,
                            suggestions: TitleSuggestions.nearest(to: row, in: titles), scopes: scopes)
        }
        let buttons = rows.flatMap(\.actionButtons)
        let matches = buttons.filter { $0.title == action }
        guard matches.count == 1, let button = matches.first else {
            throw HostError(control: "swipe action", title: action, reason: matches.isEmpty ? .notFound : .ambiguous(count: matches.count),
                            availableTitles: buttons.map(\.title), scopes: scopes)
        }
        guard button.environment.values.isEnabled else {
            throw HostError(control: "swipe action", title: action, reason: .disabled, availableTitles: buttons.map(\.title), scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "swipe \"\(row)\", tap \"\(action)\"") { button.activate() }
    }
}
