import Foundation
import Testing
import ViewEngine
import TestSupport

/// Apps, scenes, commands and focused values compile in the forms SwiftUI code writes
/// them (ViewEngine.docc/Surface.md, "Apps and scenes", "Commands", "Focused values"), and
/// each recorded scene modifier keeps every argument.
@MainActor
@Suite("Surface: apps, scenes, commands and focused values")
struct ScenesSurfaceTests {
    struct Item: Codable, Hashable { var id = 1 }
    final class Model: ObservableObject { @Published var count = 0 }
    @Observable final class Library { var name = "library" }
    struct TitleKey: FocusedValueKey { typealias Value = String }

    struct CustomLabel: View { var body: some View { Text("custom") } }

    struct EveryScene: App {
        @StateObject private var model = Model()
        @State private var library = Library()
        @State private var showsExtra = true
        @Environment(\.scenePhase) private var scenePhase

        @SceneBuilder var body: some Scene {
            WindowGroup { Text("plain") }
                .defaultSize(width: 800, height: 600)
                .defaultSize(CGSize(width: 400, height: 300))
                .defaultPosition(.topTrailing)
                .windowResizability(.contentSize)
                .windowResizability(WindowResizability.contentMinSize)
                .windowResizability(.automatic)
                .windowStyle(.hiddenTitleBar)
                .windowStyle(.titleBar)
                .windowStyle(.automatic)
                .windowStyle(DefaultWindowStyle())
                .windowStyle(HiddenTitleBarWindowStyle())
                .windowStyle(TitleBarWindowStyle())
                .handlesExternalEvents(matching: ["notes", "inbox"])
                .environment(\.locale, Locale(identifier: "fr"))
                .environment(library)
                .environmentObject(model)
                .onChange(of: scenePhase) { _ in }
                .onChange(of: scenePhase) { _, _ in }
                .onChange(of: scenePhase, initial: true) {}
                .commands {
                    CommandMenu("Text") { Button("a") {} }
                    CommandMenu(Text("Text view")) { Button("b") {} }
                    CommandMenu(String("String")) { Button("c") {} }
                    CommandGroup(before: .appInfo) { Button("d") {} }
                    CommandGroup(after: .newItem) { Button("e") {} }
                    CommandGroup(replacing: .help) { Button("f") {} }
                    EmptyCommands()
                    SidebarCommands()
                    ToolbarCommands()
                    TextEditingCommands()
                    TextFormattingCommands()
                    InspectorCommands()
                }
            WindowGroup(id: "id") { Text("id") }
            WindowGroup(Text("Text title")) { Text("t") }
            WindowGroup("Key title") { Text("k") }
            WindowGroup(String("String title")) { Text("s") }
            WindowGroup(Text("Text title 2"), id: "id2") { Text("t2") }
            WindowGroup("Key title 2", id: "id3") { Text("k2") }
            WindowGroup(String("String title 2"), id: "id4") { Text("s2") }
            WindowGroup(for: Item.self) { $item in Text("\(item?.id ?? 0)") }
            WindowGroup(id: "for", for: Item.self) { $item in Text("\(item?.id ?? 0)") }
            WindowGroup("For", for: Item.self) { $item in Text("\(item?.id ?? 0)") }
            WindowGroup("For 2", id: "for2", for: Item.self) { $item in Text("\(item?.id ?? 0)") }
            WindowGroup(for: Item.self) { $item in Text("\(item.id)") } defaultValue: { Item() }
            WindowGroup(id: "default", for: Item.self) { $item in Text("\(item.id)") } defaultValue: { Item() }
            WindowGroup("Default", for: Item.self) { $item in Text("\(item.id)") } defaultValue: { Item() }
            Window(Text("Window"), id: "w1") { Text("w1") }
            Window("Window 2", id: "w2") { Text("w2") }
            Window(String("Window 3"), id: "w3") { Text("w3") }
                .commandsRemoved()
                .commandsReplaced { CommandGroup(replacing: .pasteboard) { Button("g") {} } }
            Settings { Text("settings") }
            MenuBarExtra { Text("m1") } label: { CustomLabel() }
            MenuBarExtra(isInserted: $showsExtra) { Text("m2") } label: { CustomLabel() }
            MenuBarExtra("Extra") { Text("m3") }
            MenuBarExtra(String("Extra 2")) { Text("m4") }
            MenuBarExtra("Extra 3", isInserted: $showsExtra) { Text("m5") }
            MenuBarExtra("Extra 4", systemImage: "bolt") { Text("m6") }
                .menuBarExtraStyle(.menu)
            MenuBarExtra(String("Extra 5"), systemImage: "bolt") { Text("m7") }
                .menuBarExtraStyle(.window)
            MenuBarExtra("Extra 6", systemImage: "bolt", isInserted: $showsExtra) { Text("m8") }
                .menuBarExtraStyle(.automatic)
            MenuBarExtra("Extra 7", image: "icon") { Text("m9") }
                .menuBarExtraStyle(PullDownMenuBarExtraStyle())
                .menuBarExtraStyle(WindowMenuBarExtraStyle())
                .menuBarExtraStyle(AutomaticMenuBarExtraStyle())
        }
    }

    @Test func everySceneAndSceneModifierCompilesAndIsRecorded() {
        let host = ViewHost(testing: EveryScene())
        let scenes = host.renderScenes().split(separator: "\n").map(String.init)
        #expect(scenes.count == 28)
        #expect(scenes.first == """
            WindowGroup (shown) [defaultSize: width: 800, height: 600, defaultSize: (400, 300), \
            defaultPosition: (1, 0), windowResizability: contentSize, windowResizability: contentMinSize, \
            windowResizability: automatic, windowStyle: hiddenTitleBar, windowStyle: titleBar, \
            windowStyle: automatic, windowStyle: automatic, windowStyle: hiddenTitleBar, windowStyle: titleBar, \
            handlesExternalEvents: matching: ["inbox", "notes"]]
            """)
        #expect(scenes.last == #"MenuBarExtra "Extra 7" [menuBarExtraStyle: menu, menuBarExtraStyle: window, menuBarExtraStyle: automatic]"#)
        #expect(host.render().contains("""
            Commands
              CommandMenu "Text"
                Button "a"
              CommandMenu "Text view"
                Button "b"
              CommandMenu "String"
                Button "c"
              CommandGroup (before: appInfo)
                Button "d"
              CommandGroup (after: newItem)
                Button "e"
              CommandGroup (replacing: help)
                Button "f"
              SidebarCommands
              ToolbarCommands
              TextEditingCommands
              TextFormattingCommands
              InspectorCommands
              CommandGroup (replacing: pasteboard)
                Button "g"
            """))
        #expect(host.diagnostics.isEmpty)
        let placements: [CommandGroupPlacement] = [
            .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination, .newItem, .saveItem,
            .importExport, .printItem, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar,
            .sidebar, .windowSize, .windowList, .singleWindowList, .windowArrangement, .help,
        ]
        #expect(Set(placements.map(\.description)).count == 20)
    }

    /// The types named in a signature: `HostedApp` is the view a host of an app mounts,
    /// `PresentedWindowContent` the content of `WindowGroup(for:)`.
    @Test func theHostedAppAndItsTypesAreNamed() {
        let host: ViewHost<HostedApp<EveryScene>> = ViewHost(testing: EveryScene(), scene: "Settings")
        #expect(host.render().hasPrefix(#"Text "settings""#))
        #expect(HostedApp(EveryScene(), scene: "id").scene == "id")
        let group: WindowGroup<PresentedWindowContent<Item, Text>> = WindowGroup(for: Item.self) { _ in Text("a") }
        _ = group
        func commands<C: Commands>(@CommandsBuilder _ content: () -> C) -> C { content() }
        let built = commands { CommandMenu("A") { EmptyView() } }
        _ = built
        func scene<S: Scene>(@SceneBuilder _ content: () -> S) -> S { content() }
        _ = scene { Settings { EmptyView() } }
        let styles: (any WindowStyle, any MenuBarExtraStyle) = (DefaultWindowStyle(), AutomaticMenuBarExtraStyle())
        _ = styles
    }

    /// A scene's content modifier keeps its state while the app's body is evaluated again
    /// (here: the app's own state changed), and what it sets reaches the scene's views.
    struct Stamp: ViewModifier {
        @State private var stamps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("stamp \(stamps)") { stamps += 1 }
            }
            .environment(\.locale, Locale(identifier: "de"))
        }
    }

    struct LocaleReader: View {
        @Environment(\.locale) private var locale
        var body: some View { Text(locale.identifier) }
    }

    struct StampedApp: App {
        @State private var title = "first"
        var body: some Scene {
            WindowGroup {
                VStack {
                    Text(title)
                    Button("rename") { title = "second" }
                    LocaleReader()
                }
            }
            .contentModifier(Stamp())
        }
    }

    @Test func aContentModifierKeepsItsStateAcrossEvaluationsOfTheAppsBody() throws {
        let host = ViewHost(testing: StampedApp())
        try host.tap("stamp 0")
        try host.tap("rename")
        #expect(host.render() == """
            VStack
              VStack
                Text "second"
                Button "rename"
                Text "de"
              Button "stamp 1"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    struct Publisher: View {
        @StateObject var model = Model()
        @State var library = Library()
        var body: some View {
            VStack {
                Text("a")
                    .focusedValue(\.surfaceTitle, "title")
                    .focusedValue(\.surfaceTitle, Optional<String>.none)
                    .focusedSceneValue(\.surfaceTitle, "scene")
                    .focusedSceneValue(\.surfaceTitle, Optional<String>.none)
                    .focusedValue(library)
                    .focusedSceneValue(library)
                    .focusedObject(model)
                    .focusedSceneObject(model)
                Reader()
            }
        }
    }

    struct Reader: View {
        @FocusedValue(\.surfaceTitle) var title
        @FocusedValue(Library.self) var library
        @FocusedObject var model: Model?
        @FocusedBinding(\.surfaceBinding) var binding
        var body: some View {
            Text("\(title ?? "nil") \(library?.name ?? "nil") \(model?.count ?? -1) \(binding ?? "nil")")
        }
    }

    struct BindingKey: FocusedValueKey { typealias Value = Binding<String> }

    @Test func focusedValuesCompileInEveryForm() {
        let host = ViewHost(testing: Publisher())
        #expect(host.render().hasSuffix(#"Text "scene library 0 nil""#))
        // Values are written by the publishers; code names the type in its extensions.
        let type: FocusedValues.Type = FocusedValues.self
        #expect("\(type)" == "FocusedValues")
    }
}

extension FocusedValues {
    var surfaceTitle: String? {
        get { self[ScenesSurfaceTests.TitleKey.self] }
        set { self[ScenesSurfaceTests.TitleKey.self] = newValue }
    }

    var surfaceBinding: Binding<String>? {
        get { self[ScenesSurfaceTests.BindingKey.self] }
        set { self[ScenesSurfaceTests.BindingKey.self] = newValue }
    }
}
