/// The font weight to apply to text: `.bold` when the user turns on Bold Text.
///
/// ```swift
/// @Environment(\.legibilityWeight) private var legibilityWeight
/// ```
public enum LegibilityWeight: Hashable, Sendable, CaseIterable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use bold font weight (Accessibility Bold).
    case bold
}
