import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `NavigationSplitView` in a compact width, the host's default (an iPhone's): Apple's
/// `NavigationSplitViewColumn` — "A NavigationSplitView collapses into a single stack in
/// some contexts, like on iPhone"; `NavigationSplitView` — "selections in leading columns
/// control presentations in subsequent columns"; `preferredCompactColumn` — "controls which
/// column appears on top when the view collapses". The columns are one navigation stack:
/// the sidebar at its root, each later column pushed while the column before it has a
/// selection; its back button pops the column and deselects.
@MainActor
@Suite("NavigationSplitView: collapsed in a compact width")
struct CollapsedSplitViewTests {
    /// The sidebar alone until a row is selected; the selection pushes the detail, whose
    /// bar has a back button titled with the sidebar's title; popping it deselects.
    @Test func theColumnsAreOneStackThatSelectionsPush() throws {
        let log = Log()
        let host = ViewHost(testing: NavigationSplitViewTests.Mail(log: log))
        #expect(host.render() == """
            NavigationSplitView (collapsed)
              NavigationStack
                navigationTitle "Folders"
                List [selection: none]
                  Text "Inbox"
                  Text "Sent"
                  Text "Archive"
            """)
        try host.tap("Sent")
        #expect(log.take() == ["detail Sent", "selected Optional(2)"])
        #expect(host.render() == """
            NavigationSplitView (collapsed)
              NavigationStack (pushed: 1)
                Text "Sent messages"
            """)
        #expect(host.snapshot().contains(#"<g data-view="Back" data-title="Folders">"#))
        try host.back()
        #expect(log.take() == ["selected nil"])
        #expect(host.render().contains("List [selection: none]"))
    }

    struct Numbers: View {
        @State var selected: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $selected) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                .navigationTitle("Numbers")
            } detail: {
                NavigationStack {
                    VStack {
                        Text("Number \(selected ?? 0)")
                        NavigationLink("More") { Text("More about it").navigationTitle("More") }
                    }
                    .navigationTitle("Detail")
                }
            }
        }
    }

    /// A selection made before launch shows the detail at once; the detail's own
    /// `NavigationStack` shows the collapsed stack's bar — one bar, its title the detail's,
    /// its back button the sidebar's title — pushes within it, and at its root the back
    /// button (a click on it) pops the detail and deselects.
    @Test func aSelectionAtLaunchShowsTheDetailWhoseOwnStackSharesTheBar() throws {
        let host = ViewHost(testing: Numbers(selected: 2))
        #expect(host.render() == """
            NavigationSplitView (collapsed)
              NavigationStack (pushed: 1)
                NavigationStack
                  navigationTitle "Detail"
                  VStack
                    Text "Number 2"
                    NavigationLink "More"
            """)
        let svg = host.snapshot()
        #expect(svg.components(separatedBy: #"data-view="NavigationTitle""#).count == 2)
        #expect(svg.components(separatedBy: #"data-view="Back""#).count == 2)
        #expect(svg.contains(#"<g data-view="Back" data-title="Numbers">"#))
        // The detail's content is laid out below one bar with a large title, not two.
        #expect(try host.frame(of: "Number 2").minY > 140 && host.frame(of: "Number 2").minY < 480)
        try host.tap("More")
        #expect(host.render().contains("NavigationStack (pushed: 1)\n    NavigationStack (pushed: 1)"))
        #expect(host.snapshot().contains(#"<g data-view="Back" data-title="Detail">"#))
        try host.back()
        try host.tap(at: CGPoint(x: 30, y: 76))
        #expect(host.render().contains("NavigationStack\n    navigationTitle \"Numbers\"\n    List [selection: none]"))
    }

    /// Three columns: the sidebar's selection (a `NavigationLink` with a value in its
    /// selection list selects it) pushes the content column.
    @Test func aSidebarSelectionPushesTheContentColumn() throws {
        let host = ViewHost(testing: NavigationSplitViewTests.Linked(log: Log()))
        try host.tap("Archive")
        #expect(host.render() == """
            NavigationSplitView (collapsed)
              NavigationStack (pushed: 1)
                Text "Archive list"
            """)
    }

    struct Preferred: View {
        let log: Log
        @State var column = NavigationSplitViewColumn.detail
        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                Text("Sidebar").navigationTitle("Library")
            } detail: {
                Text("Detail")
            }
            .onChange(of: column) { log("column \($0 == .sidebar ? "sidebar" : "other")") }
        }
    }

    /// `preferredCompactColumn` puts its column on top without a selection; popping it
    /// writes the column below.
    @Test func thePreferredCompactColumnIsOnTop() throws {
        let log = Log()
        let host = ViewHost(testing: Preferred(log: log))
        #expect(host.render() == """
            NavigationSplitView (collapsed)
              NavigationStack (pushed: 1)
                Text "Detail"
            """)
        try host.back()
        #expect(log.take() == ["column sidebar"])
        #expect(host.render().contains("Text \"Sidebar\""))
    }
}
