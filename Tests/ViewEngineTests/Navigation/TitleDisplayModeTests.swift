import Foundation
import Testing
import ViewEngine
import TestSupport

/// Which title display mode a stack's bar uses (Rules R22; Measures §3 "Title display
/// mode"). Apple's `ToolbarTitleDisplayMode.automatic`: "For root content in a navigation
/// stack in iOS … Default to large when a navigation title is configured. Default to
/// inline when no navigation title is provided. In all platforms, content pushed onto a
/// navigation stack will use the behavior of the content already on the navigation
/// stack." The engine drew every pushed view's title large unless it said `.inline`.
@MainActor
@Suite("Navigation: a pushed view keeps the title display mode of the stack below it")
struct TitleDisplayModeTests {
    struct Stack: View {
        let rootTitle: String?
        let rootMode: NavigationBarItem.TitleDisplayMode
        let pushedMode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack {
                List { NavigationLink("Open", value: 1) }
                    .navigationTitle(rootTitle ?? "")
                    .navigationBarTitleDisplayMode(rootMode)
                    .navigationDestination(for: Int.self) { _ in
                        Text("Detail body").navigationTitle("Detail").navigationBarTitleDisplayMode(pushedMode)
                    }
            }
        }
    }

    /// The font size the picture writes the navigation title `title` in: 34 large, 17 inline.
    private func titleSize(_ title: String, in svg: String) -> Substring? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains(#"data-view="NavigationTitle""#) && $0.contains(">" + title + "</text>") }),
              let range = line.range(of: #"font-size=""#) else { return nil }
        return line[range.upperBound...].prefix { $0 != "\"" }
    }

    private func pushed(_ stack: Stack) throws -> String {
        let host = ViewHost(testing: stack)
        try host.tap("Open")
        return host.snapshot()
    }

    @Test func aPushedViewFollowsTheRootsMode() throws {
        #expect(titleSize("Detail", in: try pushed(Stack(rootTitle: "Inbox", rootMode: .automatic, pushedMode: .automatic))) == "34")
        #expect(titleSize("Detail", in: try pushed(Stack(rootTitle: "Inbox", rootMode: .inline, pushedMode: .automatic))) == "17")
        // A root with no title is inline, and so is what is pushed on it.
        #expect(titleSize("Detail", in: try pushed(Stack(rootTitle: nil, rootMode: .automatic, pushedMode: .automatic))) == "17")
    }

    @Test func aPushedViewsOwnModeWins() throws {
        #expect(titleSize("Detail", in: try pushed(Stack(rootTitle: "Inbox", rootMode: .inline, pushedMode: .large))) == "34")
        #expect(titleSize("Detail", in: try pushed(Stack(rootTitle: "Inbox", rootMode: .automatic, pushedMode: .inline))) == "17")
        let root = ViewHost(testing: Stack(rootTitle: "Inbox", rootMode: .automatic, pushedMode: .automatic)).snapshot()
        #expect(titleSize("Inbox", in: root) == "34")
    }
}
