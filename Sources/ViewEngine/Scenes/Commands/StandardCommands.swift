// The system's own command sets, which an app adds with `.commands { SidebarCommands() }`:
// written by name in the `Commands` block; their items are the system's, which a host
// does not have.

/// A built-in set of commands for manipulating window sidebars.
///
/// ```swift
/// .commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
    /// Creates the set.
    public init() {}
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

/// A built-in set of commands for manipulating window toolbars.
///
/// ```swift
/// .commands { ToolbarCommands() }
/// ```
public struct ToolbarCommands: Commands {
    /// Creates the set.
    public init() {}
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

/// A built-in set of commands for searching, editing, and transforming selections of text.
///
/// ```swift
/// .commands { TextEditingCommands() }
/// ```
public struct TextEditingCommands: Commands {
    /// Creates the set.
    public init() {}
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

/// A built-in set of commands for transforming the styles applied to selections of text.
///
/// ```swift
/// .commands { TextFormattingCommands() }
/// ```
public struct TextFormattingCommands: Commands {
    /// Creates the set.
    public init() {}
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

/// A built-in set of commands for showing and hiding inspectors.
///
/// ```swift
/// .commands { InspectorCommands() }
/// ```
public struct InspectorCommands: Commands {
    /// Creates the set.
    public init() {}
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

/// A standard set of commands, written by its type's name.
@MainActor
protocol StandardCommandSet: PrimitiveCommands {}

extension StandardCommandSet {
    var commandViews: [AnyView] { [AnyView(CommandBlock(heading: "\(Self.self)", title: nil, content: EmptyView()))] }
}

extension SidebarCommands: StandardCommandSet {}
extension ToolbarCommands: StandardCommandSet {}
extension TextEditingCommands: StandardCommandSet {}
extension TextFormattingCommands: StandardCommandSet {}
extension InspectorCommands: StandardCommandSet {}
