/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack {
///     Text("Title")
///     Button("Go") { go() }
/// }
/// ```
import ViewEngineCore

public struct VStack<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a vertical stack. Alignment and spacing are accepted for source compatibility.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "VStack" }
}

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack { Text("A"); Text("B") }
/// ```
public struct HStack<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a horizontal stack. Alignment and spacing are accepted for source compatibility.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension HStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "HStack" }
}

/// A view that overlays its subviews.
public struct ZStack<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates an overlaying stack. The alignment is accepted for source compatibility.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ZStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "ZStack" }
}

/// An alignment position along the horizontal axis (accepted, not laid out).
///
/// ```swift
/// VStack(alignment: .leading) { ... }
/// ```
public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }

/// An alignment position along the vertical axis (accepted, not laid out).
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { ... }
/// ```
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

extension HorizontalAlignment: AttributeValue {}
extension VerticalAlignment: AttributeValue {}
