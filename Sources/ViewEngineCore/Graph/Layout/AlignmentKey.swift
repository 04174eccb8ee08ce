/// Which alignment guide a layout asks a view for (Rules R22): one of SwiftUI's built-in
/// guides, or a custom one by the type that identifies it (`AlignmentID`). The engine's
/// own vocabulary for ``Node/explicitAlignment(_:size:)``; users write
/// `HorizontalAlignment` and `VerticalAlignment`.
public struct AlignmentKey: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case builtIn(UInt8)
        case custom(ObjectIdentifier, vertical: Bool)
    }

    private let storage: Storage

    package static let leading = AlignmentKey(storage: .builtIn(0))
    package static let horizontalCenter = AlignmentKey(storage: .builtIn(1))
    package static let trailing = AlignmentKey(storage: .builtIn(2))
    package static let top = AlignmentKey(storage: .builtIn(3))
    package static let verticalCenter = AlignmentKey(storage: .builtIn(4))
    package static let bottom = AlignmentKey(storage: .builtIn(5))
    package static let firstTextBaseline = AlignmentKey(storage: .builtIn(6))
    package static let lastTextBaseline = AlignmentKey(storage: .builtIn(7))
    package static let listRowSeparatorLeading = AlignmentKey(storage: .builtIn(8))
    package static let listRowSeparatorTrailing = AlignmentKey(storage: .builtIn(9))

    /// The key of a custom guide, identified by `type` on the given axis.
    package static func custom(_ type: Any.Type, vertical: Bool) -> AlignmentKey {
        AlignmentKey(storage: .custom(ObjectIdentifier(type), vertical: vertical))
    }

    /// Whether the guide runs across the vertical axis (a position from the top edge).
    package var isVertical: Bool {
        switch storage {
        case .builtIn(let id): (3...7).contains(id)
        case .custom(_, let vertical): vertical
        }
    }
}
