// A `List` among the rows of another list or form (Rules R22; Measures §6 "Nested list"):
// iOS merges its rows into the section it is in, as if they were written there. The
// nested list lays out as its rows (as a `Group` does), which the outer list places with
// its own margins and insets; it draws no background and no card of its own, its rows
// being on the outer section's card; the rows take the outer list's style and section.

import ViewEngineCore

/// A list whose rows merge into those of a list or form around it (a `List`).
@MainActor
protocol NestedListMerging: ListRowsContainer {}

extension ListNode: NestedListMerging {}

enum NestedList {
    /// Whether `node` is a list merged into the rows of a list or form around it (not
    /// looking past a presentation): it lays out and draws as its rows.
    @MainActor
    static func isMerged(_ node: Node) -> Bool {
        node is any NestedListMerging && ListRowContext.isInList(node)
    }
}
