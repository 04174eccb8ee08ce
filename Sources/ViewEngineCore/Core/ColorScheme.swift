/// The possible color schemes, corresponding to the light and dark appearances.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// host.colorScheme = .dark   // readers re-evaluate
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}
