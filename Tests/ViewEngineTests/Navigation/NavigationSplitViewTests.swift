import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `NavigationSplitView` and tapping the rows of a `List(selection:)` (Rules: Host, R8's
/// keeping of hidden content, R16): in a regular width (an iPad's, set on each view here)
/// the columns show side by side; a tap on a sidebar row selects it and the detail
/// follows. In a compact width the split view collapses: CollapsedSplitViewTests.
@MainActor
@Suite("Host: NavigationSplitView and selecting list rows")
struct NavigationSplitViewTests {
    struct Folder: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent"), Folder(id: 3, name: "Archive")]

    struct Mail: View {
        let log: Log
        @State var selected: Folder.ID?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewTests.folders, selection: $selected) { folder in
                    Text(folder.name)
                }
                .navigationTitle("Folders")
            } detail: {
                if let selected, let folder = NavigationSplitViewTests.folders.first(where: { $0.id == selected }) {
                    Text("\(folder.name) messages")
                        .onAppear { log("detail \(folder.name)") }
                } else {
                    Text("Select a folder")
                }
            }
            .onChange(of: selected) { log("selected \(String(describing: $0))") }
        }
    }

    // "A view that presents views in two or three columns, where selections in leading
    // columns control presentations in subsequent columns." (NavigationSplitView);
    // List(_:selection:rowContent:): "Creates a list ... optionally allowing users to
    // select a single row."
    @Test func tappingASidebarRowSelectsItAndTheDetailFollows() throws {
        let log = Log()
        let host = TestHost(Mail(log: log).environment(\.horizontalSizeClass, .regular))
        #expect(host.render() == """
            NavigationSplitView
              Sidebar
                navigationTitle "Folders"
                List [selection: none]
                  Text "Inbox"
                  Text "Sent"
                  Text "Archive"
              Detail
                Text "Select a folder"
            """)
        host.tap("Sent")
        // The detail appears (inside) before the split view's onChange runs (Rules R5).
        #expect(log.take() == ["detail Sent", "selected Optional(2)"])
        #expect(host.render().contains("List [selection: 2]"))
        #expect(host.render().hasSuffix("""
              Detail
                Text "Sent messages"
            """))
        host.tap("Inbox")
        #expect(log.take() == ["selected Optional(1)"])     // the same detail view, new text
    }

    struct Linked: View {
        let log: Log
        @State var selected: Folder?
        var body: some View {
            NavigationSplitView {
                List(NavigationSplitViewTests.folders, selection: $selected) { folder in
                    NavigationLink(folder.name, value: folder)
                }
            } content: {
                Text(selected.map { "\($0.name) list" } ?? "No folder")
            } detail: {
                Text("Detail")
            }
            .onChange(of: selected) { log("selected \($0?.name ?? "nil")") }
        }
    }

    @Test func aNavigationLinkInASelectionListSelectsItsValue() throws {
        let log = Log()
        let host = TestHost(Linked(log: log).environment(\.horizontalSizeClass, .regular), exhaustive: false)
        host.tap("Archive")
        #expect(log.take() == ["selected Archive"])
        #expect(host.diagnostics.isEmpty)
        #expect(host.render().contains("""
              Content
                Text "Archive list"
              Detail
                Text "Detail"
            """))
    }

    struct Columns: View {
        let log: Log
        @State var visibility = NavigationSplitViewVisibility.detailOnly
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                Counter(name: "sidebar", log: log)
            } content: {
                Counter(name: "content", log: log)
            } detail: {
                VStack {
                    Button("Show all") { visibility = .all }
                    Button("Hide") { visibility = .detailOnly }
                    Button("Two") { visibility = .doubleColumn }
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    struct Counter: View {
        let name: String
        let log: Log
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .onAppear { log("\(name) appeared") }
                .onDisappear { log("\(name) disappeared") }
        }
    }

    // NavigationSplitViewVisibility: "detailOnly: Hide the leading two columns of a
    // three-column navigation split view, so that just the detail area shows." and
    // "doubleColumn: Show the content column and detail area of a three-column navigation
    // split view"; a hidden column keeps its state.
    @Test func columnVisibilityShowsAndHidesTheLeadingColumnsWhichKeepTheirState() throws {
        let log = Log()
        let host = TestHost(Columns(log: log).environment(\.horizontalSizeClass, .regular))
        #expect(log.take() == [])
        #expect(host.render() == """
            NavigationSplitView
              Sidebar (hidden)
              Content (hidden)
              Detail
                VStack
                  Button "Show all"
                  Button "Hide"
                  Button "Two"
            """)
        host.tap("Show all")
        #expect(log.take() == ["sidebar appeared", "content appeared"])
        host.tap("sidebar 0")
        host.tap("Two")
        #expect(log.take() == ["sidebar disappeared"])
        host.tap("Show all")
        #expect(log.take() == ["sidebar appeared"])
        #expect(host.render().contains(#"Button "sidebar 1""#))
        #expect(throws: HostError.self) { try host.host.tap("Hide") ; try host.host.tap("content 0") }
    }

    struct Files: View {
        let log: Log
        @State var chosen: Set<String> = []
        var body: some View {
            NavigationStack {
                List(["a.txt", "b.txt", "c.txt"], id: \.self, selection: $chosen) { name in
                    Text(name)
                }
                .toolbar { EditButton() }
            }
            .onChange(of: chosen) { log("chosen \($0.sorted())") }
        }
    }

    // List(selection:) with a set: "Creates a list with the given content that supports
    // selecting multiple rows." — out of edit mode a tap selects the row alone; in edit
    // mode it adds or removes it.
    @Test func aMultipleSelectionTakesOneRowOrInEditModeTogglesRows() throws {
        let log = Log()
        let host = TestHost(Files(log: log).environment(\.horizontalSizeClass, .regular))
        host.tap("a.txt")
        host.tap("b.txt")
        #expect(log.take() == [#"chosen ["a.txt"]"#, #"chosen ["b.txt"]"#])
        host.tap("Edit")
        host.tap("c.txt")
        host.tap("b.txt")
        #expect(log.take() == [#"chosen ["b.txt", "c.txt"]"#, #"chosen ["c.txt"]"#])
    }

    struct Untagged: View {
        @State var selected: String?
        var body: some View {
            List(selection: $selected) {
                Text("Static").tag(1)
                Text("Twin")
                    .tag("x")
                Text("Twin")
                    .tag("y")
                Button("Twin button") { }
                Text("Off").tag("off").disabled(true)
            }
        }
    }

    @Test func aMissingAmbiguousOrMistaggedRowIsAHostError() throws {
        let host = TestHost(Untagged().environment(\.horizontalSizeClass, .regular))
        let missing = try #require(throws: HostError.self) { try host.host.tap("Nope") }
        #expect("\(missing)" == #"HostError: no Button titled "Nope". Buttons on screen: "Twin button", "Static", "Twin", "Twin", "Off"."#)
        let ambiguous = try #require(throws: HostError.self) { try host.host.tap("Twin") }
        #expect(ambiguous.reason == .ambiguous(count: 2))
        let mistagged = try #require(throws: HostError.self) { try host.host.tap("Static") }
        #expect("\(mistagged)".hasPrefix(#"HostError: the option "Static" of the List has no tag of the selection's type String"#))
        let disabled = try #require(throws: HostError.self) { try host.host.tap("Off") }
        #expect(disabled.reason == .disabled)
    }
}
