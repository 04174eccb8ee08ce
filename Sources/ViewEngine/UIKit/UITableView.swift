#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that presents data using rows in a single column — UIKit's `UITableView`, whose
/// appearance proxy apps set to style SwiftUI's `List` before iOS 16
/// (`UITableView.appearance().separatorStyle = .none`). Its settings are kept and read back;
/// the engine's `List` is drawn by its own rules.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The style of the lines between cells.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The color of the lines between cells.
    open var separatorColor: UIColor?
    /// The view above the table's content.
    open var tableHeaderView: UIView?
    /// The view below the table's content.
    open var tableFooterView: UIView?
    /// The space above each section's header, in points; `nil` until set (UIKit's
    /// automatic padding).
    open var sectionHeaderTopPadding: CGFloat?
    /// Whether rows can be selected.
    open var allowsSelection = true
}
#endif
