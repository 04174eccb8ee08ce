import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `.toolbar`: `ToolbarItem`, `ToolbarItemGroup`, conditional items and plain views, written
/// in a `Toolbar` block; their buttons are tapped like any other.
@MainActor
@Suite("Navigation: toolbar")
struct ToolbarTests {
    struct Editor: View {
        let log: Log
        @State var isEditing = false
        var body: some View {
            Text(isEditing ? "editing" : "reading")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") { isEditing.toggle() } }
                    if isEditing {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Bold") { log("bold") }
                            Button("Italic") { log("italic") }
                        }
                    } else {
                        ToolbarItem { Text("read only") }
                    }
                }
        }
    }

    @Test func itemsFollowTheBuilderAndTheirButtonsAreTapped() throws {
        let log = Log()
        let host = TestHost(Editor(log: log))
        #expect(host.render() == """
            Text "reading"
            Toolbar
              Button "Edit"
              Text "read only"
            """)
        host.tap("Edit")
        #expect(host.render() == """
            Text "editing"
            Toolbar
              Button "Edit"
              Button "Bold"
              Button "Italic"
            """)
        host.tap("Italic")
        #expect(log.take() == ["italic"])
    }

    struct Plain: View {
        let log: Log
        var body: some View {
            Form { Text("settings") }
                .toolbar { Button("Done") { log("done") } }
        }
    }

    @Test func aToolbarOfViews() throws {
        let log = Log()
        let host = TestHost(Plain(log: log))
        host.tap("Done")
        #expect(log.take() == ["done"])
        #expect(host.render() == "Form\n  Text \"settings\"\nToolbar\n  Button \"Done\"")
    }
}
