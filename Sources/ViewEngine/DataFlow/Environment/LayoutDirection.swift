/// A direction in which SwiftUI can lay out content.
///
/// ```swift
/// @Environment(\.layoutDirection) private var layoutDirection
/// Image(systemName: layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right")
/// ```
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// A left-to-right layout direction (English).
    case leftToRight
    /// A right-to-left layout direction (Arabic, Hebrew).
    case rightToLeft
}
