// AppKit's table rows, as a Mac app's SwiftUI code finds the one around a List row to
// turn off its selection highlight.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that shows data in rows and columns — AppKit's `NSTableView`, which draws a
/// SwiftUI `List` on a Mac; apps meet it through its rows' highlight styles.
@preconcurrency @MainActor
open class NSTableView: NSControl {
    /// How the table highlights its selected rows.
    open var selectionHighlightStyle: SelectionHighlightStyle = .regular

    /// How selected rows are highlighted — AppKit's `NSTableView.SelectionHighlightStyle`.
    public enum SelectionHighlightStyle: Int, Sendable {
        /// No highlight.
        case none = -1
        /// The standard highlight.
        case regular = 0
        /// A sidebar's highlight (deprecated in AppKit: a table's `style` says it).
        case sourceList = 1
    }
}

/// The view of one row of a table — AppKit's `NSTableRowView`: its selection and how it
/// draws it. A Mac app walks up from a representable's view to the row view around it
/// (`superview` after `superview`) to set its highlight:
///
/// ```swift
/// if let row = view.superview as? NSTableRowView { row.selectionHighlightStyle = .none }
/// ```
///
/// The engine draws a `List`'s rows itself, with no row views around a representable's
/// view: such a walk finds none, as on a Mac where the list is not a table.
@preconcurrency @MainActor
open class NSTableRowView: NSView {
    /// How the row draws its selection; the table's style when the table makes the row.
    open var selectionHighlightStyle: NSTableView.SelectionHighlightStyle = .regular
    /// Whether the row is selected.
    open var isSelected = false
    /// Whether the row draws its selection emphasized (its table is the first responder).
    open var isEmphasized = false
    /// Whether the row is a group row.
    open var isGroupRowStyle = false
}
#endif
