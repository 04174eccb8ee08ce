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
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    /// Creates a vertical stack: its subviews one below the other, `spacing` apart (8
    /// points between two views, none beside a `Spacer`, when `nil`), aligned by
    /// `alignment` (Rules R22).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension VStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "VStack" }
    @usableFromInline var containerLayout: ContainerLayout {
        .stack(StackLayoutAlgorithm(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment)))
    }
}

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack { Text("A"); Text("B") }
/// ```
public struct HStack<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: VerticalAlignment
    let spacing: CGFloat?

    /// Creates a horizontal stack: its subviews side by side, `spacing` apart (8 points
    /// between two views, none beside a `Spacer`, when `nil`), aligned by `alignment`
    /// (Rules R22).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension HStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "HStack" }
    @usableFromInline var containerLayout: ContainerLayout {
        .stack(StackLayoutAlgorithm(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment)))
    }
}

/// A view that overlays its subviews.
public struct ZStack<Content: View>: View {
    @usableFromInline let content: Content
    let alignment: Alignment

    /// Creates an overlaying stack: its subviews on top of each other, aligned by
    /// `alignment` (Rules R22).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    public typealias Body = Never
}

extension ZStack: ContainerView {
    @usableFromInline var renderedTitle: String? { "ZStack" }
    @usableFromInline var containerLayout: ContainerLayout { .overlay(ZStackLayoutAlgorithm(alignment: alignment)) }
}

/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { ... }
/// ```
public enum HorizontalAlignment: Hashable, Sendable {
    /// A guide that marks the leading edge of the view.
    case leading
    /// A guide that marks the horizontal center of the view.
    case center
    /// A guide that marks the trailing edge of the view.
    case trailing
    /// A guide marking the leading edge of a `List` row separator: a row's
    /// `alignmentGuide(.listRowSeparatorLeading)` moves where its bottom separator starts.
    /// A view that sets none has it at its leading edge.
    case listRowSeparatorLeading
    /// A guide marking the trailing edge of a `List` row separator: a row's
    /// `alignmentGuide(.listRowSeparatorTrailing)` moves where its bottom separator ends.
    /// A view that sets none has it at its trailing edge.
    case listRowSeparatorTrailing
}

/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { ... }
/// ```
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

extension HorizontalAlignment: AttributeValue {}
extension VerticalAlignment: AttributeValue {}
