import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// iOS 18's `Tab` and `TabSection` in a `TabView`: selected, appeared and kept exactly as
/// tabs made with `.tabItem` (Rules R8, `TabViewTests`).
///
/// Apple's documentation of `Tab.init(_:systemImage:value:content:)`: "Creates a tab that
/// the tab view presents when the tab view's selection matches the tab's value"; of
/// `TabSection`: "A container that you can use to add hierarchy within a tab view."
@MainActor
@Suite("Tab and TabSection")
struct TabTests {
    /// The pages of the tab view tests: a counter that logs its appearance.
    typealias Page = TabViewTests.Page

    struct Tabs: View {
        let log: Log
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Page(log: log, title: "home") }
                Tab("Settings", systemImage: "gear") { Page(log: log, title: "settings") }
            }
        }
    }

    @Test func tabsSelectAppearAndKeepStateAsTabItemsDo() throws {
        let log = Log()
        let host = TestHost(Tabs(log: log))
        #expect(log.take() == ["appear home"])
        #expect(host.render() == """
            TabView
              Tab "Home" (selected)
                VStack
                  Text "home 0"
                  Button "+ home"
              Tab "Settings"
            """)
        host.tap("+ home")
        host.select(tab: "Settings")
        #expect(log.take() == ["appear settings", "disappear home"])
        host.select(tab: "Home")
        #expect(log.take() == ["appear home", "disappear settings"])
        #expect(host.render().contains(#"Text "home 1""#))
    }

    enum Screen: Hashable { case home, search, favorites, recent }

    struct Selected: View {
        let log: Log
        @State var screen = Screen.favorites
        var body: some View {
            VStack {
                TabView(selection: $screen) {
                    Tab("Home", systemImage: "house", value: .home) { Page(log: log, title: "home") }
                    TabSection("Library") {
                        Tab("Favorites", systemImage: "star", value: .favorites) { Page(log: log, title: "favorites") }
                        Tab("Recent", systemImage: "clock", value: .recent) { Page(log: log, title: "recent") }
                    }
                    Tab(value: .search, role: .search) { Page(log: log, title: "search") }
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabBarMinimizeBehavior(.onScrollDown)
                Button("show search") { screen = .search }
                Text("screen \(screen)")
            }
        }
    }

    @Test func aValueSelectsItsTabBothWaysAndASectionHoldsTabs() throws {
        let log = Log()
        let host = TestHost(Selected(log: log))
        #expect(log.take() == ["appear favorites"])
        #expect(host.render() == """
            VStack
              TabView
                Tab "Home"
                TabSection "Library"
                  Tab "Favorites" (selected)
                    VStack
                      Text "favorites 0"
                      Button "+ favorites"
                  Tab "Recent"
                Tab "Search"
              Button "show search"
              Text "screen favorites"
            """)
        host.tap("show search")                  // the binding drives the tab view
        #expect(log.take() == ["appear search", "disappear favorites"])
        host.select(tab: "Recent")               // the tab view writes the binding
        #expect(log.take() == ["appear recent", "disappear search"])
        #expect(host.render().contains(#"Text "screen recent""#))
    }

    struct Unselected: View {
        var body: some View {
            TabView {
                TabSection {
                    Tab("One", systemImage: "1.circle") { Text("one") }
                } header: {
                    Label("Numbers", systemImage: "number")
                }
                Text("two").tabItem { Label("Two", systemImage: "2.circle") }
                Tab(role: .search) { Text("searching") }
            }
            .tabViewStyle(.tabBarOnly)
        }
    }

    @Test func tabsSectionsAndTabItemsMixInATabViewWithoutSelection() throws {
        let host = TestHost(Unselected())
        #expect(host.render() == """
            TabView
              TabSection "Numbers"
                Tab "One" (selected)
                  Text "one"
              Tab "Two"
              Tab "Search"
            """)
        host.select(tab: "Search")
        #expect(host.render().contains(#"Tab "Search" (selected)"#))
        #expect(host.render().contains(#"Text "searching""#))
    }

    @Test func selectingAMissingTabNamesTheTabs() {
        let host = TestHost(Tabs(log: Log()))
        let error = #expect(throws: HostError.self) { try host.host.select(tab: "Profile") }
        #expect(error?.description == #"HostError: no Tab titled "Profile". Tabs on screen: "Home", "Settings"."#)
    }

    @TabContentBuilder<Screen> var builtTabs: some TabContent<Screen> {
        Tab("Home", systemImage: "house", value: .home) { Text("home") }
        Tab("Recent", image: "clock.asset", value: .recent) { Text("recent") }
    }

    @Test func aTabContentBuilderBuildsTabsATabViewShows() throws {
        @State var screen = Screen.recent
        let host = TestHost(TabView(selection: $screen) { builtTabs })
        #expect(host.render() == """
            TabView
              Tab "Home"
              Tab "Recent" (selected)
                Text "recent"
            """)
    }
}
