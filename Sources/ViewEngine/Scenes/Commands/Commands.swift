/// Conforming types represent a group of related commands that can be exposed to the
/// user via the main menu on macOS and key commands on iOS.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedBinding(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") { note?.isPinned.toggle() }
///                 .keyboardShortcut("p")
///                 .disabled(note == nil)
///         }
///     }
/// }
///
/// WindowGroup { ContentView() }
///     .commands { NoteCommands() }
/// ```
///
/// A host of an app mounts its commands after the shown scene, in a `Commands` block:
/// their buttons are tapped like any other (``ViewHost/tap(_:)``). Commands of your own
/// may declare dynamic properties (`@FocusedValue`, `@FocusedBinding`, `@Environment`,
/// `@ObservedObject`...): each has a node of its own, which evaluates its body again
/// when one of them changes, as a view's does.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands

    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never { fatalError("\(Self.self) is built-in commands and has no body") }
}

/// Commands the engine turns into views directly.
@MainActor
protocol PrimitiveCommands: Commands {
    /// The views of the commands, in order.
    var commandViews: [AnyView] { get }
}

enum CommandViews {
    /// The views of `commands`: a built-in one's own, one of the app's own hosted by a
    /// node that evaluates its body.
    @MainActor static func of<C: Commands>(_ commands: C) -> [AnyView] {
        if let primitive = commands as? any PrimitiveCommands { return primitive.commandViews }
        return [AnyView(CustomCommandsView(commands: commands))]
    }
}

/// An empty group of commands.
///
/// ```swift
/// .commands { EmptyCommands() }
/// ```
public struct EmptyCommands {
    /// Creates an empty command hierarchy.
    public init() {}
}

extension EmptyCommands: Commands {
    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension EmptyCommands: PrimitiveCommands {
    var commandViews: [AnyView] { [] }
}
