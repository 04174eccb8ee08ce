/// A result builder that constructs views from closures.
///
/// `@ViewBuilder` supports any number of children (through parameter packs),
/// `if`/`else`, `if let`, `switch`, and optional children:
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Combines several views into a single ``TupleView``.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    /// Passes a single view expression through unmodified.
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// Produces an optional view for conditional statements without an `else`.
    @inlinable public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// Produces content for the `if` branch of a conditional statement.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the `else` branch of a conditional statement.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Passes a view through an availability check unmodified.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
