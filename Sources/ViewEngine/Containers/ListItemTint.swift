/// A tint effect for the items of a list, sidebar or menu.
///
/// ```swift
/// NavigationLink("Inbox", value: Mailbox.inbox).listItemTint(.fixed(.blue))
/// Label("Flagged", systemImage: "flag").listItemTint(.monochrome)
/// ```
///
/// Recorded (`listItemTint: fixed(blue)`): the engine draws no tint.
import ViewEngineCore

public struct ListItemTint: Hashable, Sendable {
    let description: String

    /// A tint used as it is, whatever the user's accent color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(description: "fixed(\(tint.name))") }
    /// A tint that the user's accent color may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(description: "preferred(\(tint.name))") }
    /// A gray tint that follows the content's brightness.
    public static let monochrome = ListItemTint(description: "monochrome")
}

extension ListItemTint: AttributeValue {
    package var attributeDescription: String { description }
}

extension View {
    /// SwiftUI's `listItemTint(_:)` with a ``ListItemTint``.
    public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _AttributeModifier> { recorded("listItemTint", ("", tint)) }
    /// SwiftUI's `listItemTint(_:)` with a color (a preferred tint).
    public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _AttributeModifier> { recorded("listItemTint", ("", tint.map(ListItemTint.preferred))) }
}
