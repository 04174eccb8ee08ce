#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A cell of a table view — UIKit's `UITableViewCell`, whose appearance proxy apps set
/// (`UITableViewCell.appearance().backgroundColor = .clear`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// How a selected cell looks.
    open var selectionStyle: SelectionStyle = .default

    /// The styles of the lines between cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No line.
        case none
        /// A single line.
        case singleLine
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// Not highlighted.
        case none
        /// Blue.
        case blue
        /// Gray.
        case gray
        /// The system's default.
        case `default`
    }
}
#endif
