import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `NavigationLink(destination:)` and `host.back()`: a pushed view appears, then the view
/// it covers disappears; popping makes the uncovered view appear, then the popped one
/// disappear; views below the top keep their state; toolbars of the top view can be tapped.
@MainActor
@Suite("Navigation: NavigationLink, back, toolbar")
struct NavigationLinkTests {
    struct Page: View {
        let log: Log
        let name: String
        @State var count = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("\(name) \(count)")
                Button("+ \(name)") { count += 1 }
                NavigationLink("Open \(name) child") { Page(log: log, name: "\(name)/child") }
                Button("Close \(name)") { dismiss() }
            }
            .navigationTitle(name)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share \(name)") { log("share \(name)") }
                }
            }
            .onAppear { log("appear \(name)") }
            .onDisappear { log("disappear \(name)") }
        }
    }

    struct App: View {
        let log: Log
        var body: some View {
            NavigationStack { Page(log: log, name: "root") }
        }
    }

    @Test func pushingAppearsTheNewViewThenDisappearsTheCoveredOne() throws {
        let log = Log()
        let host = TestHost(App(log: log))
        #expect(log.take() == ["appear root"])
        host.tap("Open root child")
        #expect(log.take() == ["appear root/child", "disappear root"])
        #expect(host.render() == """
            NavigationStack (pushed: 1)
              navigationTitle "root/child"
              VStack
                Text "root/child 0"
                Button "+ root/child"
                NavigationLink "Open root/child child"
                Button "Close root/child"
              Toolbar
                Button "Share root/child"
            """)
        host.back()
        #expect(log.take() == ["appear root", "disappear root/child"])
        #expect(host.render().hasPrefix("NavigationStack\n  navigationTitle \"root\""))
    }

    @Test func viewsBelowTheTopKeepTheirStateAndCannotBeDriven() throws {
        let log = Log()
        let host = TestHost(App(log: log))
        host.tap("+ root")
        host.tap("+ root")
        host.tap("Open root child")
        host.tap("+ root/child")
        let covered = try #require(throws: HostError.self) { try host.host.tap("+ root") }
        #expect("\(covered)" == #"HostError: no Button titled "+ root". Buttons on screen: "+ root/child", "Open root/child child", "Close root/child", "Share root/child"."#)
        host.tap("Open root/child child")
        host.back()
        #expect(host.render().contains(#"Text "root/child 1""#))   // kept while covered
        host.back()
        #expect(host.render().contains(#"Text "root 2""#))
    }

    @Test func theToolbarOfTheTopViewIsTapped() throws {
        let log = Log()
        let host = TestHost(App(log: log))
        host.tap("Share root")
        host.tap("Open root child")
        host.tap("Share root/child")
        #expect(log.take() == ["appear root", "share root", "appear root/child", "disappear root", "share root/child"])
    }

    @Test func theEnvironmentsDismissActionPopsThePushedView() throws {
        let log = Log()
        let host = TestHost(App(log: log))
        host.tap("Open root child")
        host.tap("Open root/child child")
        _ = log.take()
        host.tap("Close root/child/child")
        #expect(log.take() == ["appear root/child", "disappear root/child/child"])
        host.tap("Close root/child")
        #expect(log.take() == ["appear root", "disappear root/child"])
        host.tap("Close root")                 // not pushed: dismiss does nothing
        #expect(log.take() == [])
        #expect(host.render().hasPrefix("NavigationStack\n"))
    }

    @Test func backWithNothingToPopIsAnError() throws {
        let log = Log()
        let host = TestHost(App(log: log))
        let error = try #require(throws: HostError.self) { try host.host.back() }
        #expect("\(error)" == "HostError: nothing to go back from: the navigation stack on screen shows its root view.")
        #expect(error.reason == .nothingToPop)
        let plain = TestHost(Text("no stack"))
        #expect("\(try #require(throws: HostError.self) { try plain.host.back() })"
            == "HostError: nothing to go back from: there is no navigation stack on screen.")
        host.tap("Open root child")           // still usable
        host.back()
    }

    @Test func dismissSaysBackPopsAPushedView() throws {
        let host = TestHost(App(log: Log()))
        host.tap("Open root child")
        #expect("\(try #require(throws: HostError.self) { try host.host.dismiss() })"
            == "HostError: nothing is presented to dismiss (no sheet, full-screen cover, popover, alert, confirmation dialog or open menu). A navigation stack has a pushed view: back() pops it.")
    }

    struct Unstacked: View {
        var body: some View { NavigationLink("Nowhere") { Text("never") } }
    }

    @Test func aLinkOutsideAStackCannotBeActivated() throws {
        let host = TestHost(Unstacked(), exhaustive: false)
        host.tap("Nowhere")
        #expect(host.diagnostics.map(\.message) == [#"NavigationLink "Nowhere" is not inside a NavigationStack; it cannot be activated."#])
        #expect(host.render() == #"NavigationLink "Nowhere""#)
    }

    struct SheetOverStack: View {
        @State var isShowing = false
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Push") {
                        Button("Show") { isShowing = true }
                            .sheet(isPresented: $isShowing) {
                                NavigationStack { NavigationLink("Inner") { Text("inner pushed") } }
                            }
                    }
                }
            }
        }
    }

    @Test func backPopsTheStackInsideTheTopmostPresentation() throws {
        let host = TestHost(SheetOverStack())
        host.tap("Push")
        host.tap("Show")
        let covered = try #require(throws: HostError.self) { try host.host.back() }
        #expect("\(covered)" == "HostError: the NavigationStack is covered by a Sheet; only the Sheet can be driven until it is dismissed.")
        host.tap("Inner")                      // pushes on the sheet's own stack
        host.back()
        #expect(host.render().contains("Sheet\n    NavigationStack\n      NavigationLink \"Inner\""))
    }
}
