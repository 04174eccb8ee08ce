import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `contextMenu`: a long press on the view opens its menu, a presentation whose chosen
/// item closes it; `inspector(isPresented:)`: a trailing column beside the content.
@MainActor
@Suite("Presentation: contextMenu and inspector")
struct ContextMenuInspectorTests {
    struct Places: View {
        let log: Log
        @State var favorites: [String] = []
        var body: some View {
            VStack {
                Text("Turtle Rock")
                    .contextMenu {
                        Button("Add to Favorites") { favorites.append("Turtle Rock") }
                        Button("Show in Maps") { log("maps") }
                    }
                Text("Silver Salmon Creek")
                    .contextMenu(ContextMenu { Button("Share") { log("share") } })
                Text("\(favorites.count) favorites")
            }
            .onChange(of: favorites) { newValue in log("favorites \(newValue)") }
        }
    }

    /// Apple's `contextMenu(menuItems:)`: "Adds a context menu to a view." — people open it
    /// with a long press, and choosing an item runs it and closes the menu.
    @Test func aLongPressOpensTheMenuAndAnItemClosesIt() throws {
        let log = Log()
        let host = TestHost(Places(log: log))
        #expect(host.render() == """
            VStack
              Text "Turtle Rock"
              Text "Silver Salmon Creek"
              Text "0 favorites"
            """)
        host.longPress("Turtle Rock")
        #expect(host.render() == """
            VStack
              Text "Turtle Rock"
              ContextMenu (open)
                Button "Add to Favorites"
                Button "Show in Maps"
              Text "Silver Salmon Creek"
              Text "0 favorites"
            """)
        let covered = try #require(throws: HostError.self) { try host.host.longPress("Silver Salmon Creek") }
        #expect(covered.reason == .covered(by: "ContextMenu"))
        host.tap("Add to Favorites")
        #expect(log.take() == ["favorites [\"Turtle Rock\"]"])
        #expect(!host.render().contains("ContextMenu"))
        host.openMenu("Silver Salmon Creek")
        host.dismiss()
        #expect(!host.render().contains("ContextMenu"))
        host.openMenu("Silver Salmon Creek")
        host.tap("Share")
        #expect(log.take() == ["share"])
    }

    struct Notes: View {
        let log: Log
        @State var isShowingInspector = false
        var body: some View {
            VStack {
                Button("Info") { isShowingInspector.toggle() }
                Text("note")
            }
            .inspector(isPresented: $isShowingInspector) { Details(log: log) }
            .onChange(of: isShowingInspector) { newValue in log("inspector \(newValue)") }
        }
    }

    struct Details: View {
        let log: Log
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Close") { dismiss() }
                .onAppear { log("details appear") }
                .onDisappear { log("details disappear") }
        }
    }

    /// Apple's `inspector(isPresented:content:)`: "Inserts an inspector at the applied
    /// position in the view hierarchy." Beside the content (a regular width), the content
    /// stays reachable; `\.dismiss` inside it writes `false`.
    @Test func anInspectorShowsBesideItsContent() throws {
        let log = Log()
        let host = TestHost(Notes(log: log))
        host.tap("Info")
        #expect(log.take() == ["details appear", "inspector true"])
        #expect(host.render() == """
            VStack
              Button "Info"
              Text "note"
            Inspector
              Button "Close"
            """)
        host.tap("Close")
        #expect(log.take() == ["inspector false", "details disappear"])
        host.tap("Info")
        host.tap("Info")                    // the content is not covered
        #expect(log.take() == ["details appear", "inspector true", "inspector false", "details disappear"])
    }
}
