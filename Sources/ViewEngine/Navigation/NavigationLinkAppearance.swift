extension View {
    /// SwiftUI's `isDetailLink(_:)`: whether a navigation link in a multi-column
    /// navigation view shows its destination in the detail column; recorded (the engine's
    /// `NavigationView` is a stack, where every link pushes).
    public func isDetailLink(_ isDetailLink: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("isDetailLink", ("", isDetailLink))
    }
}
