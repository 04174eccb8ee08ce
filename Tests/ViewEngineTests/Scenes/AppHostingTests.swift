import Foundation
import Testing
import ViewEngine
import TestSupport

/// A host of an `App` shows one of its scenes, as one window of the app: the first window
/// by default, or the scene named to the host; the app's body is evaluated as a view's,
/// its dynamic properties live as long as the host, and the shown scene's content is
/// driven like any view.
///
/// Apple's documentation of `App`: "Create an app by declaring a structure that conforms
/// to the App protocol. Implement the required body computed property to define the
/// app's content"; of `WindowGroup`: "The hierarchy that you declare as the group's
/// content serves as a template for each window that the app creates from that group".
@MainActor
@Suite("Scenes: a host shows one scene of an app")
struct AppHostingTests {
    final class NoteStore: ObservableObject {
        @Published var notes = ["Groceries"]
    }

    struct NoteList: View {
        @EnvironmentObject var store: NoteStore
        @State var draft = ""
        var body: some View {
            VStack {
                ForEach(store.notes, id: \.self) { Text($0) }
                TextField("Title", text: $draft)
                Button("Add") { store.notes.append(draft) }
            }
        }
    }

    struct NotesApp: App {
        @StateObject private var store = NoteStore()
        var body: some Scene {
            WindowGroup("Notes") {
                NoteList().environmentObject(store)
            }
            .defaultSize(width: 800, height: 600)
            Settings { Text("Settings") }
            Window("Activity", id: "activity") { Text("Activity") }
            MenuBarExtra("Status", systemImage: "bolt") { Text("Status") }
                .menuBarExtraStyle(.window)
        }
    }

    /// "The hierarchy that you declare as the group's content serves as a template for
    /// each window that the app creates from that group": the host is that window.
    @Test func theHostShowsTheFirstWindowGroupsContentAndDrivesIt() throws {
        let host = ViewHost(testing: NotesApp())
        #expect(host.renderScenes() == """
            WindowGroup "Notes" (shown) [defaultSize: width: 800, height: 600]
            Settings
            Window "Activity" (id: activity)
            MenuBarExtra "Status" [menuBarExtraStyle: window]
            """)
        try host.type("Milk", into: "Title")
        try host.tap("Add")
        #expect(host.render() == """
            VStack
              Text "Groceries"
              Text "Milk"
              TextField "Title" = "Milk"
              Button "Add"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    /// A scene is named to the host by its identifier, its title or its kind.
    @Test func aSceneNamedToTheHostIsShown() {
        #expect(ViewHost(testing: NotesApp(), scene: "Settings").render() == #"Text "Settings""#)
        #expect(ViewHost(testing: NotesApp(), scene: "activity").render() == #"Text "Activity""#)
        #expect(ViewHost(testing: NotesApp(), scene: "Status").render() == #"Text "Status""#)
        let settings = ViewHost(testing: NotesApp(), scene: "Settings")
        #expect(settings.renderScenes().split(separator: "\n")[1] == "Settings (shown)")
    }

    @Test func aSceneTheAppDoesNotHaveShowsNothingAndNamesTheScenesItHas() {
        let host = ViewHost(testing: NotesApp(), scene: "Inspector")
        #expect(host.render() == #"(no scene named "Inspector" in NotesApp)"#)
        #expect(host.diagnostics.map(\.kind) == [.sceneNotFound])
        #expect(host.diagnostics.first?.message == """
            No scene named "Inspector" in NotesApp; its scenes: WindowGroup "Notes", Settings, \
            Window "Activity" (id: activity), MenuBarExtra "Status". A scene is named by its id, \
            its title or its kind ("Settings").
            """)
    }

    // MARK: The app's own state

    /// Apple's documentation of `MenuBarExtra(isInserted:)`: "The item will be displayed in
    /// the system menu bar when the specified binding is set to true."
    struct StatusApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        @State private var showsStatus = true
        @State private var launches = 0
        var body: some Scene {
            let _ = log("body \(showsStatus)")
            WindowGroup {
                VStack {
                    Toggle("Show status", isOn: $showsStatus)
                    Button("Launch") { launches += 1 }
                    Text("launches \(launches)")
                }
            }
            MenuBarExtra("Status", systemImage: "bolt", isInserted: $showsStatus) {
                Button("Hide") { showsStatus = false }
            }
        }
    }

    @Test func theAppsStateLivesWithTheHostAndAChangeEvaluatesItsBodyAgain() throws {
        let log = Log()
        let host = ViewHost(testing: StatusApp(log: log))
        #expect(log.take() == ["body true"])
        try host.tap("Launch")
        try host.tap("Launch")
        #expect(host.render().contains(#"Text "launches 2""#))
        try host.toggle("Show status")
        #expect(log.take() == ["body true", "body true", "body false"])
        #expect(host.renderScenes() == "WindowGroup (shown)")
        try host.toggle("Show status")
        #expect(host.renderScenes() == "WindowGroup (shown)\nMenuBarExtra \"Status\"")
        #expect(host.render().contains(#"Text "launches 2""#))
    }

    @Test func aMenuBarExtraThatRemovesItselfLeavesTheHostWithNoScene() throws {
        let host = ViewHost(testing: StatusApp(), scene: "Status")
        #expect(host.render() == #"Button "Hide""#)
        try host.tap("Hide")
        #expect(host.render() == #"(no scene named "Status" in StatusApp)"#)
        #expect(host.diagnostics.map(\.kind) == [.sceneNotFound])
    }

    // MARK: Scenes of the app's own, conditions, environment

    /// Apple's documentation of `Scene`: "To create a custom scene, declare a type that
    /// conforms to the Scene protocol. Implement the required body computed property and
    /// provide the content for your custom scene."
    struct Library: Scene {
        let isBeta: Bool
        var body: some Scene {
            WindowGroup(id: "library") { LocaleReader() }
            if isBeta {
                Window("Feedback", id: "feedback") { Text("Feedback") }
            } else {
                Settings { Text("Settings") }
            }
        }
    }

    struct LocaleReader: View {
        @Environment(\.locale) var locale
        @EnvironmentObject var store: NoteStore
        var body: some View { Text("\(locale.identifier) \(store.notes.count)") }
    }

    struct LibraryApp: App {
        var isBeta = false
        @StateObject private var store = NoteStore()
        var body: some Scene {
            Library(isBeta: isBeta)
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .environmentObject(store)
        }
    }

    @Test func aSceneOfYourOwnStandsForTheScenesOfItsBodyWithTheModifiersAppliedToEach() {
        let host = ViewHost(testing: LibraryApp())
        #expect(host.renderScenes() == "WindowGroup (id: library) (shown)\nSettings")
        #expect(host.render() == #"Text "fr_FR 1""#)
        var beta = LibraryApp()
        beta.isBeta = true
        #expect(ViewHost(testing: beta).renderScenes() == """
            WindowGroup (id: library) (shown)
            Window "Feedback" (id: feedback)
            """)
    }

    // MARK: Windows that present a value

    struct Draft: Codable, Hashable { var title: String }

    struct DraftsApp: App {
        var body: some Scene {
            WindowGroup("Draft", for: Draft.self) { $draft in
                VStack {
                    Text(draft?.title ?? "no draft")
                    Button("Start") { draft = Draft(title: "Hello") }
                }
            }
            WindowGroup(for: Draft.self) { $draft in
                Text(draft.title)
            } defaultValue: {
                Draft(title: "Untitled")
            }
        }
    }

    /// Apple's documentation of `WindowGroup(for:content:)`: "The closure receives a
    /// binding to the value that you pass into the openWindow action when you open the
    /// window": a window opened without one gets `nil`, or the default value.
    @Test func aWindowThatPresentsAValueStartsWithoutOneAndKeepsWhatItsBindingWrites() throws {
        let host = ViewHost(testing: DraftsApp())
        #expect(host.render() == "VStack\n  Text \"no draft\"\n  Button \"Start\"")
        try host.tap("Start")
        #expect(host.render() == "VStack\n  Text \"Hello\"\n  Button \"Start\"")
        #expect(host.renderScenes() == "WindowGroup \"Draft\" (shown)\nWindowGroup")
        let second = ViewHost(testing: DraftsApp(), scene: "WindowGroup")
        #expect(second.render() == "VStack\n  Text \"no draft\"\n  Button \"Start\"")
    }

    struct UntitledDraftApp: App {
        var body: some Scene {
            WindowGroup(for: Draft.self) { $draft in
                Text(draft.title)
            } defaultValue: {
                Draft(title: "Untitled")
            }
        }
    }

    @Test func aWindowWithADefaultValueShowsIt() {
        #expect(ViewHost(testing: UntitledDraftApp()).render() == #"Text "Untitled""#)
    }

    // MARK: Opening windows

    struct Dashboard: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack {
                Button("Show Activity") { openWindow(id: "activity") }
                Button("Open Draft") { openWindow(id: "draft", value: Draft(title: "Hi")) }
                Button("Open 7") { openWindow(value: 7) }
                Button("Done") { dismissWindow() }
                Button("Close Activity") { dismissWindow(id: "activity") }
                Button("Close Draft") { dismissWindow(value: "x") }
                Button("Close 7") { dismissWindow(id: "draft", value: 7) }
            }
        }
    }

    struct DashboardApp: App {
        var body: some Scene {
            WindowGroup { Dashboard() }
            Window("Activity", id: "activity") { Text("Activity") }
        }
    }

    /// Apple's documentation of `Window`: "A scene that presents its content in a single
    /// unique window". The host is one window, as on an iPhone: `openWindow` opens none,
    /// and the host records each call, so a test sees which window a button asked for.
    @Test func openAndDismissWindowAreRecordedAndShowNoOtherScene() throws {
        let host = ViewHost(testing: DashboardApp())
        for button in ["Show Activity", "Open Draft", "Open 7", "Done", "Close Activity", "Close Draft", "Close 7"] {
            try host.tap(button)
        }
        #expect(host.windowRequests == [
            #"openWindow(id: "activity")"#,
            #"openWindow(id: "draft", value: Draft(title: "Hi"))"#,
            "openWindow(value: 7)",
            "dismissWindow()",
            #"dismissWindow(id: "activity")"#,
            #"dismissWindow(value: "x")"#,
            #"dismissWindow(id: "draft", value: 7)"#,
        ])
        #expect(host.renderScenes() == "WindowGroup (shown)\nWindow \"Activity\" (id: activity)")
        #expect(ViewHost(testing: DashboardApp(), scene: "activity").render() == #"Text "Activity""#)
    }

    struct PreferencesApp: App {
        var body: some Scene {
            WindowGroup {
                Menu("Options") {
                    SettingsLink { Label("Preferences", systemImage: "gearshape") }
                }
                SettingsLink()
            }
            Settings { Text("General") }
        }
    }

    /// Apple's documentation of `SettingsLink`: "A view that opens the Settings scene defined
    /// by an app." Each link is a button titled by its label ("Settings…" by default) that
    /// asks for the settings window; the host, one window, records the request, and the
    /// Settings scene is shown by naming it.
    @Test func aSettingsLinkAsksForTheSettingsWindow() throws {
        let host = ViewHost(testing: PreferencesApp())
        try host.tap("Options")
        try host.tap("Preferences")
        try host.tap("Settings…")
        #expect(host.windowRequests == ["openSettings()", "openSettings()"])
        #expect(ViewHost(testing: PreferencesApp(), scene: "Settings").render() == #"Text "General""#)
    }

    // MARK: Launching

    /// Apple's documentation of `App`: "The protocol provides a default implementation of
    /// the main() method that the system calls to launch your app." Here it shows the
    /// first window headlessly, lets its work settle, prints, and returns.
    @Test func mainShowsTheFirstWindowAndPrintsTheScenesAndTheWindow() async {
        let result = await HeadlessLaunch.run(NotesApp.self, arguments: [])
        #expect(result.status == 0)
        #expect(result.output == """
            WindowGroup "Notes" (shown) [defaultSize: width: 800, height: 600]
            Settings
            Window "Activity" (id: activity)
            MenuBarExtra "Status" [menuBarExtraStyle: window]

            VStack
              Text "Groceries"
              TextField "Title" = ""
              Button "Add"
            """)
        var quiet = HostConfiguration()
        quiet.echoesDiagnosticsToStandardError = false
        let missing = await HeadlessLaunch.run(NotesApp.self, arguments: ["--scene", "Inspector"], configuration: quiet)
        #expect(missing.status == 1)
        #expect(missing.output.hasSuffix(#"(no scene named "Inspector" in NotesApp)"#))
        let settings = await HeadlessLaunch.run(NotesApp.self, arguments: ["--scene", "Settings"], configuration: quiet)
        #expect(settings.status == 0 && settings.output.hasSuffix("\n\nText \"Settings\""))
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Reset") { count = 0 }.disabled(true)
                Button("Increment") { count += 1 }
                Button("Decrement") { count -= 1 }
            }
        }
    }

    struct CounterApp: App {
        var body: some Scene { WindowGroup { Counter() } }
    }

    struct GreetingApp: App {
        var body: some Scene { WindowGroup { Text("Hello") } }
    }

    struct QuantityApp: App {
        @State private var quantity = 0
        var body: some Scene { WindowGroup { Stepper("Quantity", value: $quantity, in: 0...5) } }
    }

    /// `App.main()`'s documentation: "`--tap` then taps the first control on screen that a
    /// tap drives: ... in view-tree order, the first that is enabled ... The app settles
    /// again, and the output goes on with an empty line, a line `after tap: <control>` ...,
    /// an empty line and the render again." The disabled "Reset" is passed over;
    /// "Increment", before "Decrement" in the tree, is tapped.
    @Test func tapTapsTheFirstEnabledControlAndRendersAgain() async {
        let result = await HeadlessLaunch.run(CounterApp.self, arguments: ["--tap"])
        #expect(result.status == 0)
        #expect(result.output == """
            WindowGroup (shown)

            VStack
              Text "Count: 0"
              Button "Reset"
              Button "Increment"
              Button "Decrement"

            after tap: Button "Increment"

            VStack
              Text "Count: 1"
              Button "Reset"
              Button "Increment"
              Button "Decrement"
            """)
    }

    /// `App.main()`'s documentation: "With no such control the line is `after tap: no
    /// control` and nothing is tapped."
    @Test func tapWithNoControlSaysSo() async {
        let result = await HeadlessLaunch.run(GreetingApp.self, arguments: ["--tap"])
        #expect(result.status == 0)
        #expect(result.output == """
            WindowGroup (shown)

            Text "Hello"

            after tap: no control
            """)
    }

    /// `App.main()`'s documentation: "A tap the host refuses (a ``HostError``) is reported
    /// on a line `tap refused: <error>` after that line; it does not change the status."
    /// The first region of a stepper at its lower bound is its − half, which refuses.
    @Test func aRefusedTapIsReportedAndTheStatusStaysZero() async {
        var quiet = HostConfiguration()
        quiet.echoesDiagnosticsToStandardError = false
        let result = await HeadlessLaunch.run(QuantityApp.self, arguments: ["--tap"], configuration: quiet)
        #expect(result.status == 0)
        #expect(result.output == """
            WindowGroup (shown)

            Stepper "Quantity" = 0

            after tap: Stepper "Quantity" (−)
            tap refused: HostError: the Stepper titled "Quantity" cannot take -1: its range is 0...5, so nothing was done.

            Stepper "Quantity" = 0
            """)
    }

    /// `App.main()`'s documentation: "`--picture <path>` writes the shown scene's SVG
    /// picture ... to the file at `path`"; "A file that cannot be written is reported in
    /// the output, after the render, and the status is 1."
    @Test func pictureWritesTheShownScenesSVG() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await HeadlessLaunch.run(GreetingApp.self, arguments: ["--picture", path])
        #expect(result.status == 0)
        #expect(result.output == "WindowGroup (shown)\n\nText \"Hello\"")
        let picture = try String(contentsOfFile: path, encoding: .utf8)
        #expect(picture.hasPrefix("<svg"))
        #expect(picture.contains(">Hello<"))
        let unwritable = "/nonexistent-folder/first.svg"
        let failed = await HeadlessLaunch.run(GreetingApp.self, arguments: ["--picture", unwritable])
        #expect(failed.status == 1)
        #expect(failed.output.hasPrefix("WindowGroup (shown)\n\nText \"Hello\"\npicture not written to \(unwritable): "))
    }

    /// Apple's documentation of `App`: "Precede the structure's declaration with the @main
    /// attribute to indicate that your custom App protocol conformer provides the entry
    /// point into your app." A file with an `@main` app type-checks against the engine
    /// (as an app's own module would compile it; a test target cannot hold a second entry
    /// point, so the file is type-checked on its own).
    @Test func anAtMainAppTypeChecks() throws {
        let result = try Typechecker(flags: ["-parse-as-library"]).typecheck("""
            import ViewEngine

            struct ContentView: View {
                var body: some View { Text("Hello, world!") }
            }

            @main
            struct MyApp: App {
                @Environment(\\.scenePhase) private var scenePhase
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                    }
                    .onChange(of: scenePhase) { oldPhase, newPhase in print(oldPhase, newPhase) }
                    .commands {
                        CommandMenu("Tools") { Button("Run") {} }
                    }
                }
            }
            """)
        #expect(result.errors == [])
        #expect(result.status == 0)
    }
}
