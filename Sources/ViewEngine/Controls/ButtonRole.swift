/// A value that describes the purpose of a button.
///
/// ```swift
/// .alert("Delete the file?", isPresented: $isAsking) {
///     Button("Delete", role: .destructive) { delete() }
///     Button("Keep", role: .cancel) {}
/// }
/// ```
///
/// ``ViewHost/render()`` shows a button's role after its title: `Button "Delete" (destructive)`.
/// A confirmation dialog without a `.cancel` button gets a "Cancel" button of its own.
public struct ButtonRole: Equatable, Sendable, CustomStringConvertible {
    /// The roles there are. One byte, so that a button keeps its optional role in a byte,
    /// not in a string's 16 (Benchmarks/HISTORY.md, "Memory per `Button` row").
    private enum Kind: UInt8 {
        case destructive, cancel, confirm, close
    }

    private let kind: Kind

    /// A role that indicates a destructive button, such as one that deletes data.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
    /// A role that indicates a button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(kind: .confirm)
    /// A role that indicates a button that closes the current context (iOS 26).
    public static let close = ButtonRole(kind: .close)

    /// The title of the label SwiftUI gives a button made with this role alone
    /// (``Button/init(role:action:)``): "Cancel", "Close", "Done", "Delete"
    /// (Measures §5 "Default button labels").
    var defaultTitle: String {
        switch kind {
        case .destructive: "Delete"
        case .cancel: "Cancel"
        case .confirm: "Done"
        case .close: "Close"
        }
    }

    /// The symbol of that label: `xmark` to cancel or close, `checkmark` to confirm,
    /// `trash` to delete.
    var defaultSymbol: String {
        switch kind {
        case .destructive: "trash"
        case .cancel, .close: "xmark"
        case .confirm: "checkmark"
        }
    }

    /// The role's name, as ``ViewHost/render()`` shows it: `destructive`, `cancel`.
    public var description: String {
        switch kind {
        case .destructive: "destructive"
        case .cancel: "cancel"
        case .confirm: "confirm"
        case .close: "close"
        }
    }
}
