/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack {
///     Text("Title")
///     Button("Go") { go() }
/// }
/// ```
public struct VStack<Content: View>: View {
    let content: Content

    /// Creates a vertical stack. Alignment and spacing are accepted for source compatibility.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: ContainerView {
    var renderedTitle: String? { "VStack" }
}

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack { Text("A"); Text("B") }
/// ```
public struct HStack<Content: View>: View {
    let content: Content

    /// Creates a horizontal stack. Alignment and spacing are accepted for source compatibility.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension HStack: ContainerView {
    var renderedTitle: String? { "HStack" }
}

/// A view that overlays its subviews.
public struct ZStack<Content: View>: View {
    let content: Content

    /// Creates an overlaying stack.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ZStack: ContainerView {
    var renderedTitle: String? { "ZStack" }
}

/// An alignment position along the horizontal axis (accepted, not laid out).
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// An alignment position along the vertical axis (accepted, not laid out).
public enum VerticalAlignment: Sendable { case top, center, bottom }
