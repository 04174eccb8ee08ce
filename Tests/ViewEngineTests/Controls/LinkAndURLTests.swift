import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `Link`, `@Environment(\.openURL)` and `onOpenURL` (Rules: Host, R16): what reaches the
/// system is recorded in `openedURLs`; an `OpenURLAction` in the environment intercepts
/// its subtree's URLs; `open(_:)` delivers a URL to the handlers on screen.
@MainActor
@Suite("Host: links, openURL and onOpenURL")
struct LinkAndURLTests {
    static let terms = URL(string: "https://www.example.com/TOS.html")!
    static let help = URL(string: "https://www.example.com/help")!

    struct About: View {
        let log: Log
        @Environment(\.openURL) var openURL
        var body: some View {
            VStack {
                Link("View Our Terms of Service", destination: LinkAndURLTests.terms)
                Button("Get Help") {
                    openURL(LinkAndURLTests.help) { accepted in log("accepted \(accepted)") }
                }
            }
        }
    }

    // "A control for navigating to a URL." (Link); "Call the instance to open a URL."
    // (OpenURLAction)
    @Test func aLinkAndTheOpenURLActionOpenTheirURLsWithTheSystem() throws {
        let log = Log()
        let host = TestHost(About(log: log))
        #expect(host.render() == """
            VStack
              Link "View Our Terms of Service" → https://www.example.com/TOS.html
              Button "Get Help"
            """)
        host.tap("View Our Terms of Service")
        host.tap("Get Help")
        #expect(host.openedURLs == [Self.terms, Self.help])
        #expect(log.take() == ["accepted true"])
    }

    struct Intercepted: View {
        let log: Log
        let result: OpenURLAction.Result
        var body: some View {
            About(log: log)
                .environment(\.openURL, OpenURLAction { url in
                    log("handler \(url.lastPathComponent)")
                    return result
                })
        }
    }

    // "Use handled to indicate that the handler opened the URL. Use discarded to indicate
    // that the handler discarded the URL. Use systemAction without an argument to ask
    // SwiftUI to open the URL with the system handler. Use systemAction(_:) with a URL
    // argument to ask SwiftUI to open the specified URL with the system handler."
    // (OpenURLAction.Result)
    @Test func anOpenURLActionInTheEnvironmentInterceptsItsSubtreesURLs() throws {
        let edited = URL(string: "https://www.example.com/edit")!
        let cases: [(OpenURLAction.Result, [URL], String)] = [
            (.handled, [], "accepted true"),
            (.discarded, [], "accepted false"),
            (.systemAction, [Self.terms, Self.help], "accepted true"),
            (.systemAction(edited), [edited, edited], "accepted true"),
        ]
        for (result, opened, accepted) in cases {
            let log = Log()
            let host = TestHost(Intercepted(log: log, result: result))
            host.tap("View Our Terms of Service")
            host.tap("Get Help")
            #expect(log.take() == ["handler TOS.html", "handler help", accepted])
            #expect(host.openedURLs == opened)
        }
    }

    struct Router: View {
        let log: Log
        @State var selected = "none"
        @State var showsSheet = false
        var body: some View {
            VStack {
                Text("selected \(selected)")
                    .onOpenURL { url in selected = url.lastPathComponent }
                Button("Sheet") { showsSheet = true }
            }
            .onOpenURL { url in log("outer \(url.absoluteString)") }
            .onChange(of: selected) { log("selected \($0)") }
            .sheet(isPresented: $showsSheet) { Text("Sheet content") }
        }
    }

    // "Registers a handler to invoke in response to a URL that your app receives."
    // (View.onOpenURL(perform:))
    @Test func openDeliversAURLToEveryHandlerOnScreenInTreeOrder() throws {
        let log = Log()
        let host = TestHost(Router(log: log))
        var frames = 0
        host.host.frameDidEnd = { _ in frames += 1 }
        host.open(URL(string: "myapp://item/42")!)
        #expect(frames == 1)
        #expect(log.take() == ["outer myapp://item/42", "selected 42"])
        // A presentation does not keep the app from receiving URLs.
        host.tap("Sheet")
        host.open(URL(string: "myapp://item/7")!)
        #expect(log.take() == ["outer myapp://item/7", "selected 7"])
        #expect(host.openedURLs == [])
    }

    @Test func openWithNoHandlerOnScreenIsAHostError() throws {
        let host = TestHost(Text("Plain"))
        let error = try #require(throws: HostError.self) { try host.host.open(URL(string: "myapp://x")!) }
        #expect("\(error)" == "HostError: there is no onOpenURL handler on screen.")
    }

    @Test func aDisabledLinkIsNotTapped() throws {
        let log = Log()
        let host = TestHost(About(log: log).disabled(true))
        let error = try #require(throws: HostError.self) { try host.host.tap("View Our Terms of Service") }
        #expect(error.reason == .disabled)
        #expect(host.openedURLs == [])
    }
}
