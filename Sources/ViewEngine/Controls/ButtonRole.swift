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
    private let name: String

    /// A role that indicates a destructive button, such as one that deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
    /// A role that indicates a button that closes the current context (iOS 26).
    public static let close = ButtonRole(name: "close")

    /// The role's name, as ``ViewHost/render()`` shows it: `destructive`, `cancel`.
    public var description: String { name }
}
