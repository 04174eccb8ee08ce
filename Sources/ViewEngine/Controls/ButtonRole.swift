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

    /// The role's name, as ``ViewHost/render()`` shows it: `destructive`, `cancel`.
    public var description: String { name }
}
