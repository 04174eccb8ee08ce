/// Groups of controls that you can add to existing command menus.
///
/// ```swift
/// .commands {
///     CommandGroup(replacing: .newItem) {
///         Button("New Note") { store.addNote() }
///             .keyboardShortcut("n")
///     }
///     CommandGroup(after: .help) { Link("Website", destination: site) }
/// }
/// ```
///
/// ``ViewHost/render()`` writes it as `CommandGroup (replacing: newItem)` in the
/// `Commands` block, its controls under it; they are tapped like any other.
public struct CommandGroup<Content: View>: Commands {
    let heading: String
    let content: Content

    /// A value describing the addition of the given views to the beginning of the
    /// indicated group.
    ///
    /// ```swift
    /// CommandGroup(before: .saveItem) { Button("Save Draft") { saveDraft() } }
    /// ```
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        heading = "CommandGroup (before: \(group))"
        content = addition()
    }

    /// A value describing the addition of the given views to the end of the indicated group.
    ///
    /// ```swift
    /// CommandGroup(after: .newItem) { Button("New from Clipboard") { paste() } }
    /// ```
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        heading = "CommandGroup (after: \(group))"
        content = addition()
    }

    /// A value describing the complete replacement of the contents of the indicated group
    /// with the given views.
    ///
    /// ```swift
    /// CommandGroup(replacing: .newItem) { Button("New Note") { addNote() } }
    /// ```
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        heading = "CommandGroup (replacing: \(group))"
        content = addition()
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension CommandGroup: PrimitiveCommands {
    var commandViews: [AnyView] { [AnyView(CommandBlock(heading: heading, title: nil, content: content))] }
}
