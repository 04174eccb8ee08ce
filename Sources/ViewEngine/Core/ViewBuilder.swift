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
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into a single ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// Passes a single view expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for conditional statements without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for the `if` branch of a conditional statement.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the `else` branch of a conditional statement.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Passes a view through an availability check unmodified.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
