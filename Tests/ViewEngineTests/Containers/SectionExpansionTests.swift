import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `Section(isExpanded:)`: a collapsed section's content is not there.
@MainActor
@Suite("Lists: collapsible sections")
struct SectionExpansionTests {
    struct Row: View {
        let log: Log
        let name: String
        var body: some View {
            Text(name)
                .onAppear { log("\(name) appears") }
                .onDisappear { log("\(name) disappears") }
        }
    }

    struct Sidebar: View {
        let log: Log
        @State var showsFavorites = false
        @State var showsRecents = true
        var body: some View {
            List {
                Button("toggle") { showsFavorites.toggle(); showsRecents.toggle() }
                Section(isExpanded: $showsFavorites) {
                    Row(log: log, name: "Dune")
                } header: {
                    Text("Favorites")
                }
                Section("Recents", isExpanded: $showsRecents) {
                    Row(log: log, name: "Emma")
                    Button("Open Emma") { log("open") }
                }
            }
            .listStyle(.sidebar)
        }
    }

    /// Apple, `Section`: "Create sections that expand and collapse by using an initializer
    /// that accepts an `isExpanded` binding" — "A binding to a Boolean value that determines
    /// the section's expansion state (expanded or collapsed)". Collapsed, the content is not
    /// mounted: it disappears, and its controls cannot be driven.
    @Test func aCollapsedSectionHasNoContent() throws {
        let log = Log()
        let host = TestHost(Sidebar(log: log))
        #expect(log.take() == ["Emma appears"])
        #expect(host.render() == """
            List
              Button "toggle"
              Section "Favorites" (collapsed)
              Section "Recents"
                Text "Emma"
                Button "Open Emma"
            """)
        host.tap("Open Emma")
        #expect(log.take() == ["open"])
        host.tap("toggle")
        #expect(log.take() == ["Dune appears", "Emma disappears"])
        #expect(host.render() == """
            List
              Button "toggle"
              Section "Favorites"
                Text "Dune"
              Section "Recents" (collapsed)
            """)
        #expect(throws: HostError.self) { try host.host.tap("Open Emma") }
    }
}
