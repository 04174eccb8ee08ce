import ViewEngineCore

extension ColorScheme: AttributeValue {}

extension View {
    /// SwiftUI's `preferredColorScheme(_:)`: recorded.
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(.dark)
    /// ```
    ///
    /// In SwiftUI it sets the color scheme of the nearest enclosing presentation (the
    /// window, or a sheet), above the view as well as below it. The engine records it and
    /// changes nothing: a test sets the scheme with ``ViewHost/colorScheme`` (or
    /// `.environment(\.colorScheme, _)` for a subtree).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("preferredColorScheme", ("", colorScheme))
    }
}
