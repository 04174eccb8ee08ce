/// The contrast between the app's foreground and background colors: `.increased` when
/// the user turns on Increase Contrast.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var colorSchemeContrast
/// Text(colorSchemeContrast == .standard ? "Standard" : "Increased")
/// ```
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background colors.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and background colors.
    case increased
}
