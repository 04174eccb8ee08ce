import Testing
import ViewEngine
import TestSupport

/// The commands an app's scenes add (`.commands { }`) are mounted after the shown scene,
/// in a `Commands` block of `render()`: each menu and group under a heading that names
/// it, its controls under it, driven like any other. Commands of the app's own are
/// evaluated as a view is, with their dynamic properties (`@FocusedBinding`,
/// `@FocusedValue`, `@Environment`...).
///
/// Apple's documentation of `CommandMenu`: "Command menus are stand-alone, top-level
/// containers for controls that perform related, app-specific commands"; of
/// `CommandGroup`: "Groups of controls that you can add to existing command menus"; of
/// `commands(content:)`: "Adds commands to the scene."
@MainActor
@Suite("Scenes: commands are mounted after the shown scene and driven like views")
struct CommandsTests {
    final class Store: ObservableObject {
        @Published var notes: [String] = []
    }

    struct NoteList: View {
        @ObservedObject var store: Store
        var body: some View { Text("\(store.notes.count) notes") }
    }

    struct NotesApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        @StateObject private var store = Store()
        @State private var showsDebug = false
        var body: some Scene {
            WindowGroup { NoteList(store: store) }
                .commands {
                    CommandGroup(replacing: .newItem) {
                        Button("New Note") { store.notes.append("note") }
                            .keyboardShortcut("n")
                    }
                    CommandGroup(after: .help) { Button("Website") { log("website") } }
                    CommandMenu("Tools") {
                        Button("Run") { log("run") }
                        Divider()
                        Toggle("Debug Menu", isOn: $showsDebug)
                    }
                    if showsDebug {
                        CommandMenu("Debug") { Button("Run") { log("debug run") } }
                    }
                    SidebarCommands()
                }
            Settings { Text("Settings") }
                .commands { CommandGroup(before: .appSettings) { Button("Reset") { log("reset") } } }
        }
    }

    /// "Adds commands to the scene": every scene's commands are the app's menus, whichever
    /// scene is shown.
    @Test func commandsAreWrittenAfterTheSceneAndTheirButtonsAreTapped() throws {
        let log = Log()
        let host = ViewHost(testing: NotesApp(log: log))
        #expect(host.render() == """
            Text "0 notes"
            Commands
              CommandGroup (replacing: newItem)
                Button "New Note"
              CommandGroup (after: help)
                Button "Website"
              CommandMenu "Tools"
                Button "Run"
                Divider
                Toggle "Debug Menu" off
              SidebarCommands
              CommandGroup (before: appSettings)
                Button "Reset"
            """)
        try host.tap("New Note")
        try host.tap("Website")
        #expect(host.render().hasPrefix(#"Text "1 notes""#))
        #expect(log.take() == ["website"])
    }

    /// A menu's name scopes a query, as a section's does: two menus may have a "Run".
    @Test func aMenusNameScopesADriverCall() throws {
        let log = Log()
        let host = ViewHost(testing: NotesApp(log: log))
        try host.toggle("Debug Menu")
        #expect(host.render().contains("""
              CommandMenu "Debug"
                Button "Run"
            """))
        try host.tap("Run", in: "Debug")
        try host.tap("Run", in: "Tools")
        #expect(log.take() == ["debug run", "run"])
        let ambiguous = try #require(throws: HostError.self) { try host.tap("Run") }
        #expect("\(ambiguous)".hasPrefix(#"HostError: 2 Buttons are titled "Run""#))
    }

    struct ClipboardApp: App {
        var body: some Scene {
            WindowGroup { Text("main") }
                .commands { CommandMenu("Main") { Button("One") {} } }
            Window("Clipboard", id: "clipboard") { Text("clipboard") }
                .commands { CommandMenu("Clipboard") { Button("Clear") {} } }
                .commandsReplaced {
                    CommandGroup(before: .pasteboard) { Button("Show Clipboard") {} }
                }
            Settings { Text("settings") }
                .commands { CommandMenu("Settings") { Button("Reset") {} } }
                .commandsRemoved()
        }
    }

    /// Apple's documentation of `commandsReplaced(content:)`: "Replaces all commands
    /// defined by the modified scene with the commands from the builder"; of
    /// `commandsRemoved()`: "Removes all commands defined by the modified scene." Other
    /// scenes' commands stay.
    @Test func commandsReplacedAndRemovedChangeOnlyTheModifiedScenesCommands() {
        #expect(ViewHost(testing: ClipboardApp()).render() == """
            Text "main"
            Commands
              CommandMenu "Main"
                Button "One"
              CommandGroup (before: pasteboard)
                Button "Show Clipboard"
            """)
    }

    // MARK: Commands that follow focus

    struct TitleKey: FocusedValueKey { typealias Value = Binding<String> }

    struct Editor: View {
        @State var first = "alpha"
        @State var second = "beta"
        var body: some View {
            VStack {
                TextField("First", text: $first).focusedValue(\.editedTitle, $first)
                TextField("Second", text: $second).focusedValue(\.editedTitle, $second)
            }
        }
    }

    /// Apple's documentation of `FocusedBinding`: "A convenience property wrapper for
    /// observing and automatically unwrapping state bindings from the focused view or one
    /// of its ancestors."
    struct TitleCommands: Commands {
        let log: Log
        @FocusedBinding(\.editedTitle) private var title
        var body: some Commands {
            let _ = log("commands \(title ?? "nil")")
            CommandMenu("Title") {
                Button("Uppercase") { title = title?.uppercased() }
                    .disabled(title == nil)
            }
        }
    }

    struct EditorApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        var body: some Scene {
            WindowGroup { Editor() }
                .commands { TitleCommands(log: log) }
        }
    }

    @Test func commandsOfYourOwnFollowFocusAndWriteThroughTheFocusedBinding() throws {
        let log = Log()
        let host = ViewHost(testing: EditorApp(log: log))
        #expect(log.take() == ["commands nil"])
        #expect(host.render().hasSuffix("""
            Commands
              CommandMenu "Title"
                Button "Uppercase"
            """))
        let disabled = try #require(throws: HostError.self) { try host.tap("Uppercase") }
        #expect("\(disabled)" == #"HostError: the Button titled "Uppercase" is disabled. Buttons on screen: "Uppercase"."#)
        try host.focus("Second")
        #expect(log.take() == ["commands beta"])
        try host.tap("Uppercase")
        #expect(log.take() == ["commands BETA"])
        try host.focus("First")
        try host.tap("Uppercase")
        #expect(host.render().hasPrefix("""
            VStack
              TextField "First" = "ALPHA"
              TextField "Second" = "BETA"
            """))
        host.unfocus()
        #expect(log.take() == ["commands alpha", "commands ALPHA", "commands nil"])
    }
}

extension FocusedValues {
    var editedTitle: Binding<String>? {
        get { self[CommandsTests.TitleKey.self] }
        set { self[CommandsTests.TitleKey.self] = newValue }
    }
}
