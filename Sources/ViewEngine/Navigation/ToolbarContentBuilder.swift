/// Constructs a toolbar item set from multi-expression closures.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
///     if canDelete {
///         ToolbarItem(placement: .destructiveAction) { Button("Delete") { delete() } }
///     }
/// }
/// ```
@resultBuilder
public enum ToolbarContentBuilder {
    /// Passes a single toolbar content through unmodified.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Passes a single toolbar content through unmodified.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Combines several toolbar contents.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent<repeat each Content> {
        _TupleToolbarContent(items: (repeat each content))
    }

    /// Produces optional toolbar content for an `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(content: content)
    }

    /// Produces the content of the `if` branch of a conditional.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .first(first))
    }

    /// Produces the content of the `else` branch of a conditional.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .second(second))
    }
}

/// Several toolbar contents, in order; ``ToolbarContentBuilder`` makes it.
public struct _TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    let items: (repeat each Content)
    public typealias Body = Never
}

extension _TupleToolbarContent: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        for item in repeat each items { entries += ToolbarViews.of(item) }
        return entries
    }
}

/// Toolbar content that may be absent; ``ToolbarContentBuilder`` makes it for an `if`.
public struct _OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
    let content: Content?
    public typealias Body = Never
}

extension _OptionalToolbarContent: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { content.map(ToolbarViews.of) ?? [] }
}

/// One of two toolbar contents; ``ToolbarContentBuilder`` makes it for `if`/`else`.
public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent {
    enum Storage {
        case first(T)
        case second(F)
    }

    let storage: Storage
    public typealias Body = Never
}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        switch storage {
        case .first(let content): ToolbarViews.of(content)
        case .second(let content): ToolbarViews.of(content)
        }
    }
}
