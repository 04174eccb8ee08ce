// Whether a control is in a list or a form, where iOS draws some controls as rows: a menu
// picker shows its label beside its value, an inline picker lists its options as rows.

import ViewEngineCore

/// A container whose views are list rows: a `List`, a `Form`.
@MainActor
protocol ListRowsContainer: Node {}

/// A view whose node holds list rows (`Form`).
protocol ListRowsView {}

extension Form: ListRowsView {}

extension ListNode: ListRowsContainer {}

extension ContainerNode: ListRowsContainer where V: ListRowsView {}

@MainActor
enum ListRowContext {
    /// Whether `node` is inside a list or a form (not looking past a presentation).
    static func isInList(_ node: Node) -> Bool {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if each is any ListRowsContainer { return true }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { return false }
            child = each
            ancestor = each.parent
        }
        return false
    }

    /// The frame of the row `node` is, in window coordinates, when the list or form around
    /// it lays it out as one of its rows (it is not inside another view of the row): the
    /// whole row, from the card's leading edge to its trailing edge, as iOS highlights a
    /// row's button or link (``ListLayout/rowFrame(of:placedAt:in:item:)``); else `nil`.
    static func rowFrame(of node: Node) -> CGRect? {
        guard let content = node.frameInWindow else { return nil }
        var ancestor = node.parent
        while let each = ancestor {
            if each is any ListRowsContainer, !NestedList.isMerged(each) {
                guard let list = each.frameInWindow else { return nil }
                return ListLayout.rowFrame(of: node, placedAt: content, in: list, item: ListLayout.item(of: node))
            }
            if each.placedFrame != nil { return nil }
            ancestor = each.parent
        }
        return nil
    }
}
