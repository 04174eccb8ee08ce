import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R8's appearance rules for `TabView`: only the selected tab is shown and
/// appeared; switching runs onDisappear on the old tab and onAppear on the new one;
/// each tab keeps its state while the TabView lives.
@MainActor
@Suite("TabView")
struct TabViewTests {
    struct Page: View {
        let log: Log
        let title: String
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(title) \(count)")
                Button("+ \(title)") { count += 1 }
            }
            .onAppear { log("appear \(title)") }
            .onDisappear { log("disappear \(title)") }
        }
    }

    struct Tabs: View {
        let log: Log
        var body: some View {
            TabView {
                Page(log: log, title: "a").tabItem { Label("A", systemImage: "a.circle") }
                Page(log: log, title: "b").tabItem { Label("B", systemImage: "b.circle") }
            }
        }
    }

    @Test func onlyTheSelectedTabIsShownAndAppeared() throws {
        let log = Log()
        let host = TestHost(Tabs(log: log))
        #expect(log.take() == ["appear a"])
        #expect(host.render() == """
            TabView
              Tab "A" (selected)
                VStack
                  Text "a 0"
                  Button "+ a"
              Tab "B"
            """)
        // A hidden tab's controls cannot be driven.
        #expect(throws: HostError(control: "Button", title: "+ b", reason: .notFound, availableTitles: ["+ a"],
                                  suggestions: ["+ a"])) {
            try host.host.tap("+ b")
        }
    }

    @Test func switchingRunsAppearThenDisappearAndKeepsState() throws {
        let log = Log()
        let host = TestHost(Tabs(log: log))
        host.tap("+ a")
        _ = log.take()
        host.select(tab: "B")
        #expect(log.take() == ["appear b", "disappear a"])
        host.tap("+ b")
        host.tap("+ b")
        host.select(tab: "A")
        #expect(log.take() == ["appear a", "disappear b"])
        #expect(host.render().contains(#"Text "a 1""#))
        host.select(tab: "B")
        #expect(host.render().contains(#"Text "b 2""#))
    }

    @Test func selectingAMissingTabNamesTheTabs() {
        let host = TestHost(Tabs(log: Log()))
        let error = #expect(throws: HostError.self) { try host.host.select(tab: "C") }
        #expect(error?.description == #"HostError: no Tab titled "C". Tabs on screen: "A", "B"."#)
    }

    enum Section: Hashable { case inbox, sent }

    struct Selected: View {
        let log: Log
        @State var selection = Section.sent
        var body: some View {
            VStack {
                TabView(selection: $selection) {
                    Page(log: log, title: "inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox)
                    Page(log: log, title: "sent").tabItem { Label("Sent", systemImage: "paperplane") }.tag(Section.sent)
                }
                Button("show inbox") { selection = .inbox }
                Text("selected \(selection)")
            }
        }
    }

    @Test func aSelectionBindingChoosesByTagBothWays() throws {
        let log = Log()
        let host = TestHost(Selected(log: log))
        #expect(log.take() == ["appear sent"])
        host.tap("show inbox")                   // the binding drives the tab view
        #expect(log.take() == ["appear inbox", "disappear sent"])
        host.select(tab: "Sent")                 // the tab view writes the binding
        #expect(log.take() == ["appear sent", "disappear inbox"])
        #expect(host.render().contains(#"Text "selected sent""#))
    }

    struct Removable: View {
        let log: Log
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Tabs(log: log) }
                Button("remove") { shown = false }
            }
        }
    }

    @Test func removingTheTabViewDisappearsOnlyTheShownTab() throws {
        let log = Log()
        let host = TestHost(Removable(log: log))
        host.select(tab: "B")
        _ = log.take()
        host.tap("remove")
        #expect(log.take() == ["disappear b"])
        #expect(host.render() == "VStack\n  Button \"remove\"")
    }
}
