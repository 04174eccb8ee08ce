/// Constructs command sets from multi-expression closures.
///
/// ```swift
/// .commands {
///     SidebarCommands()
///     CommandMenu("Tools") { Button("Run") { run() } }
///     if isDebug {
///         CommandMenu("Debug") { Button("Dump") { dump() } }
///     }
/// }
/// ```
@resultBuilder
public enum CommandsBuilder {
    /// Passes a single command group written as an expression through unmodified.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// Builds an empty command set from a block with no statements.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Passes a single command group through unmodified.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Combines several command groups, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(items: (repeat each content))
    }

    /// Produces optional commands for an `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
        _OptionalCommands(content: content)
    }

    /// Produces the commands of the `if` branch of a conditional.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .first(first))
    }

    /// Produces the commands of the `else` branch of a conditional.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .second(second))
    }

    /// Passes commands inside an `if #available` through unmodified.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Several command groups, in order; ``CommandsBuilder`` makes it.
public struct _TupleCommands<each Content: Commands> {
    let items: (repeat each Content)
}

extension _TupleCommands: Commands {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _TupleCommands: PrimitiveCommands {
    var commandViews: [AnyView] {
        var views: [AnyView] = []
        for item in repeat each items { views += CommandViews.of(item) }
        return views
    }
}

/// Commands that may be absent; ``CommandsBuilder`` makes it for an `if`.
public struct _OptionalCommands<Content: Commands> {
    let content: Content?
}

extension _OptionalCommands: Commands {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _OptionalCommands: PrimitiveCommands {
    var commandViews: [AnyView] { content.map(CommandViews.of) ?? [] }
}

/// One of two command groups; ``CommandsBuilder`` makes it for `if`/`else`.
public struct _ConditionalCommands<T: Commands, F: Commands> {
    enum Storage {
        case first(T)
        case second(F)
    }

    let storage: Storage
}

extension _ConditionalCommands: Commands {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension _ConditionalCommands: PrimitiveCommands {
    var commandViews: [AnyView] {
        switch storage {
        case .first(let content): CommandViews.of(content)
        case .second(let content): CommandViews.of(content)
        }
    }
}
