// Swipe to delete: a row of a `ForEach` with `onDelete` in a list has the trailing swipe
// action SwiftUI synthesizes, a red Delete button; it is one more side of the swipe-row
// model (SwipeActions+Pointer.swift), so a drag swipes it as it swipes declared actions:
// a leftward drag opens the row with its Delete button at the trailing edge, a tap on the
// button deletes the row (the `onDelete` action gets its offset), a full leftward swipe
// deletes it at once.
//
// `swipeActions(edge:allowsFullSwipe:content:)`: "When you add swipe actions, SwiftUI no
// longer synthesizes the Delete actions that otherwise appear when using the
// `ForEach/onDelete(perform:)` method on a ForEach instance." The engine reads it for the
// edge the actions are on, as iOS behaves: a row with trailing actions has no synthesized
// Delete; a row with leading actions only keeps it, a rightward swipe showing the leading
// actions and a leftward one the Delete button.

import ViewEngineCore

extension DeletableRowNode: SwipeActing, PointerTargeting, PictureNode {
    /// The title of the synthesized button.
    static var deleteTitle: String { "Delete" }

    /// The row the Delete button is on.
    var row: Node { content }

    /// The Delete action is on the trailing edge, uncovered by a leftward swipe.
    var edge: HorizontalEdge { .trailing }

    /// A full swipe deletes the row.
    var allowsFullSwipe: Bool { true }

    /// "Delete" while a swipe can delete the row: it is a list's row, the `ForEach` gives
    /// an action and the row does not refuse it (`deleteDisabled(true)`), and the row
    /// declares no trailing swipe actions of its own.
    var firstActionTitle: String? { offersDelete ? Self.deleteTitle : nil }

    /// The Delete button's width, in the row's font.
    var actionsWidth: CGFloat { SwipeActionsGeometry.width(of: Self.deleteTitle, in: ControlLayout.font(of: self)) }

    /// Deletes the row, as a full swipe does.
    func performFirstAction() { delete() }

    /// The row, which a drag swipes, and its Delete button while it is open; nothing when a
    /// swipe cannot delete the row.
    var pointerRegions: [PointerRegion] { offersDelete ? swipeRowRegions : [] }

    /// The row, slid aside with the Delete button beside it when it is open.
    func draw(into picture: inout Picture) { drawSwipeRow(into: &picture) }

    /// Whether a leftward swipe shows a Delete button on this row.
    private var offersDelete: Bool {
        guard !isEditingDisabled, ListRowContext.rowFrame(of: self) != nil else { return false }
        return !SwipeRow.nodes(around: self).contains { $0 !== self && $0.edge == edge }
    }
}
