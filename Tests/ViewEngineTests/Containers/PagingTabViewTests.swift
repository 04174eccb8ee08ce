import Foundation
import Testing
import ViewEngine
import TestSupport

/// A tab view's views without `.tabItem` are tabs too, and a paging tab view
/// (`.tabViewStyle(.page)`) shows one page at a time over its index, with no tab bar.
/// Apple's `TabView`: "A view that switches between multiple child views using interactive
/// user interface elements"; `PageTabViewStyle`: "A TabViewStyle that implements a paged
/// scrolling TabView".
@MainActor
@Suite("TabView: pages")
struct PagingTabViewTests {
    struct Page: View {
        let log: Log
        let title: String
        var body: some View {
            Text(title)
                .onAppear { log("appear \(title)") }
                .onDisappear { log("disappear \(title)") }
        }
    }

    struct Onboarding: View {
        let log: Log
        @State private var page = 0
        var body: some View {
            VStack {
                TabView(selection: $page) {
                    Page(log: log, title: "Welcome").tag(0)
                    Page(log: log, title: "Tasks").tag(1)
                    Page(log: log, title: "Start").tag(2)
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                Button("Next") { page += 1 }
            }
        }
    }

    /// Each child view is a tab: the first page is shown and appears; the others are not
    /// on screen until the selection reaches them, as tabs with `.tabItem` are not.
    @Test func eachViewIsAPageShownWhenSelected() throws {
        let log = Log()
        let host = ViewHost(testing: Onboarding(log: log))
        #expect(log.take() == ["appear Welcome"])
        #expect(host.render().contains("Tab (selected)\n      Text \"Welcome\"\n    Tab\n    Tab"))
        try host.tap("Next")
        #expect(log.take() == ["appear Tasks", "disappear Welcome"])
        #expect(host.render().contains("Text \"Tasks\""))
        #expect(!host.render().contains("Text \"Welcome\""))
    }

    /// A paging tab view has no tab bar: the page takes the whole tab view, and its index
    /// shows one dot per page, the selected one opaque.
    @Test func thePageTakesTheWholeTabViewOverItsIndex() throws {
        let host = ViewHost(testing: TabView {
            Color.blue
            Color.green
        }.tabViewStyle(.page))
        let svg = host.snapshot()
        #expect(!svg.contains(#"data-view="Tab""#))
        let dots = svg.components(separatedBy: "\n").filter { $0.contains(#"data-view="Page""#) }
        #expect(dots.count == 2)
        #expect(dots.first?.contains(#"data-value="selected""#) == true)
        // The blue page fills the safe area: no 49-point bar under it (y 59 to 818).
        let blue = svg.components(separatedBy: "\n").first { $0.contains(#"data-title="blue""#) } ?? ""
        #expect(blue.contains(#"y="59""#) && blue.contains(#"height="759""#))
        // The dots' centres 24 points above the tab view's bottom, 16 apart around its middle.
        #expect(dots.first?.contains(#"x="185""#) == true && dots.first?.contains(#"y="790.5""#) == true)
    }

    /// `PageTabViewStyle`: "a paged scrolling TabView" — a swipe across more than half the
    /// page turns it, leftward to the next page, rightward to the previous; a shorter one,
    /// or one past the last page, springs back.
    @Test func aSwipeTurnsThePage() throws {
        let host = ViewHost(testing: TabView {
            Text("One")
            Text("Two")
        }.tabViewStyle(.page))
        try host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400))
        #expect(host.render().contains("Text \"One\""))
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 40, y: 400))
        #expect(host.render().contains("Text \"Two\""))
        try host.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 40, y: 400))
        #expect(host.render().contains("Text \"Two\""))
        try host.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 350, y: 400))
        #expect(host.render().contains("Text \"One\""))
        #expect(!host.render().contains("Text \"Two\""))
    }

    /// UIKit's page control, the index of a paging tab view: "When a user taps a page
    /// control to move to the next or previous page ... The page control advances only one
    /// page in either direction." A tap on the index right of the selected dot shows the
    /// next page, left of it the previous one, through the tab view's selection.
    @Test func aTapOnTheIndexTurnsOnePage() throws {
        struct Pages: View {
            @State var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                    Text("Three").tag(2)
                }
                .tabViewStyle(.page)
                .onChange(of: page) { log("page \($0)") }
            }
            let log: Log
        }
        let log = Log()
        let host = ViewHost(testing: Pages(log: log))
        // Three dots centred on x 196.5, 16 apart (180.5, 196.5, 212.5), 24 above the
        // bottom of the safe area (y 794); the control reaches 12 points past the end dots.
        try host.tap(at: CGPoint(x: 226, y: 794))
        #expect(log.take() == ["page 1"])
        #expect(host.render().contains("Text \"Two\""))
        try host.tap(at: CGPoint(x: 226, y: 794))
        #expect(log.take() == ["page 2"])
        try host.tap(at: CGPoint(x: 226, y: 794))
        #expect(log.take() == [])
        #expect(host.render().contains("Text \"Three\""))
        try host.tap(at: CGPoint(x: 167, y: 794))
        #expect(log.take() == ["page 1"])
        // A tap on the selected dot itself turns no page.
        try host.tap(at: CGPoint(x: 196.5, y: 794))
        #expect(log.take() == [])
        #expect(host.render().contains("Text \"Two\""))
    }

    /// `indexDisplayMode: .never` hides the index; a background shows behind it with
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`.
    @Test func theIndexFollowsItsStyles() {
        let hidden = ViewHost(testing: TabView { Color.blue; Color.green }.tabViewStyle(.page(indexDisplayMode: .never))).snapshot()
        #expect(!hidden.contains(#"data-view="PageIndex""#))
        let backed = ViewHost(testing: TabView { Color.blue; Color.green }
            .tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))).snapshot()
        let index = backed.components(separatedBy: #"data-view="PageIndex""#).last ?? ""
        #expect(index.contains(#"rx="13""#))
    }

    /// A view whose body declares its tab (`.tabItem` inside) is that tab, once: the tab
    /// view's implicit tab stands aside for it.
    struct HomeTab: View {
        var body: some View { Text("Home screen").tabItem { Label("Home", systemImage: "house") } }
    }

    @Test func aViewDeclaringItsOwnTabIsThatTabOnce() throws {
        let host = ViewHost(testing: TabView {
            HomeTab()
            Text("Settings screen").tabItem { Text("Settings") }
        })
        #expect(host.render() == """
            TabView
              Tab "Home" (selected)
                Text "Home screen"
              Tab "Settings"
            """)
        try host.select(tab: "Settings")
        #expect(host.render().contains("Tab \"Settings\" (selected)\n    Text \"Settings screen\""))
    }
}
