import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `navigationDestination(item:)`, the iOS 13 `NavigationLink(isActive:)` and
/// `NavigationLink(tag:selection:)`, `navigationBarItems`, and a `NavigationPath` saved and
/// restored through its `codable` form.
@MainActor
@Suite("Navigation: destination items, active links, bar items, codable paths")
struct NavigationTailTests {
    struct Park: Hashable, Codable {
        let name: String
    }

    struct Parks: View {
        let log: Log
        @State var presented: Park? = nil
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Yosemite") { presented = Park(name: "Yosemite") }
                }
                .navigationDestination(item: $presented) { park in
                    VStack {
                        Text(park.name)
                        Button("Next") { presented = Park(name: "Zion") }
                    }
                }
            }
            .onChange(of: presented?.name) { newValue in log("presented \(newValue ?? "nil")") }
        }
    }

    /// Apple's `navigationDestination(item:destination:)`: "item: A binding to the data
    /// presented, or nil if nothing is currently presented. destination: A content builder
    /// that defines a view to display when item is not nil." Popping presents nothing, so
    /// the back button writes `nil`.
    @Test func anItemPushesItsDestinationAndBackWritesNil() throws {
        let log = Log()
        let host = TestHost(Parks(log: log))
        host.tap("Yosemite")
        #expect(log.take() == ["presented Yosemite"])
        #expect(host.render() == """
            NavigationStack (pushed: 1)
              VStack
                Text "Yosemite"
                Button "Next"
            """)
        host.tap("Next")                         // another value: its destination in place
        #expect(log.take() == ["presented Zion"])
        #expect(host.render().contains(#"Text "Zion""#))
        #expect(host.render().hasPrefix("NavigationStack (pushed: 1)"))
        host.back()
        #expect(log.take() == ["presented nil"])
        #expect(host.render() == "NavigationStack\n  VStack\n    Button \"Yosemite\"")
    }

    enum Screen: Hashable {
        case inbox, sent
    }

    struct Mail: View {
        let log: Log
        @State var isShowingSettings = false
        @State var screen: Screen? = nil
        var body: some View {
            NavigationView {
                VStack {
                    NavigationLink(destination: Text("Settings page"), isActive: $isShowingSettings) { Text("Settings") }
                    NavigationLink("Inbox", tag: Screen.inbox, selection: $screen) { Text("Inbox page") }
                    NavigationLink("Sent", destination: Text("Sent page"), tag: Screen.sent, selection: $screen)
                    Button("Open sent") { screen = .sent }
                }
            }
            .onChange(of: isShowingSettings) { newValue in log("settings \(newValue)") }
            .onChange(of: screen) { newValue in log("screen \(newValue.map { "\($0)" } ?? "nil")") }
        }
    }

    /// Apple's `NavigationLink(destination:isActive:label:)`: "isActive: A binding to a
    /// Boolean value that indicates whether destination is currently presented." A tap
    /// writes `true`, the back button `false`.
    @Test func anActiveLinkFollowsItsBinding() throws {
        let log = Log()
        let host = TestHost(Mail(log: log))
        host.tap("Settings")
        #expect(log.take() == ["settings true"])
        #expect(host.render() == "NavigationView (pushed: 1)\n  Text \"Settings page\"")
        host.back()
        #expect(log.take() == ["settings false"])
        #expect(host.render().hasPrefix("NavigationView\n"))
    }

    /// Apple's `NavigationLink(destination:tag:selection:label:)`: "selection: A bound
    /// variable that causes the link to present destination when selection becomes equal
    /// to tag." Writing the selection pushes; popping writes `nil`.
    @Test func aTaggedLinkPushesWhileTheSelectionIsItsTag() throws {
        let log = Log()
        let host = TestHost(Mail(log: log))
        host.tap("Inbox")
        #expect(log.take() == ["screen inbox"])
        #expect(host.render() == "NavigationView (pushed: 1)\n  Text \"Inbox page\"")
        host.back()
        #expect(log.take() == ["screen nil"])
        host.tap("Open sent")                    // written by code: the link pushes
        #expect(log.take() == ["screen sent"])
        #expect(host.render() == "NavigationView (pushed: 1)\n  Text \"Sent page\"")
        host.back()
        #expect(log.take() == ["screen nil"])
    }

    struct Legacy: View {
        @State var isShowingDetail: Bool
        var body: some View {
            NavigationView {
                VStack {
                    NavigationLink("Plain", destination: Text("Plain page"))
                    NavigationLink("Detail", destination: Text("Detail page"), isActive: $isShowingDetail)
                }
            }
        }
    }

    /// A `NavigationView` is a stack (the iPhone's style): a plain link pushes in it, and
    /// an `isActive:` link whose binding is already true is pushed when the view appears.
    @Test func aNavigationViewIsAStackAndAnActiveLinkCanStartPushed() throws {
        let host = TestHost(Legacy(isShowingDetail: false))
        host.tap("Plain")
        #expect(host.render() == "NavigationView (pushed: 1)\n  Text \"Plain page\"")
        let pushed = TestHost(Legacy(isShowingDetail: true))
        #expect(pushed.render() == "NavigationView (pushed: 1)\n  Text \"Detail page\"")
        pushed.back()
        #expect(pushed.render().hasPrefix("NavigationView\n  VStack"))
    }

    struct Inbox: View {
        let log: Log
        @State var title = "Inbox"
        var body: some View {
            List { Text("mail") }
                .navigationTitle($title)
                .navigationBarItems(leading: Button("Rename") { title = "Mail" }, trailing: Button("Compose") { log("compose") })
        }
    }

    /// `navigationBarItems(leading:trailing:)`: the items are in the bar, leading first, and
    /// can be tapped; a title bound to a string shows its value.
    @Test func barItemsAreInTheToolbarAndATitleBindingShowsItsValue() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        #expect(host.render() == """
            navigationTitle "Inbox"
            List
              Text "mail"
            Toolbar
              Button "Rename"
              Button "Compose"
            """)
        host.tap("Compose")
        host.tap("Rename")
        #expect(log.take() == ["compose"])
        #expect(host.render().hasPrefix(#"navigationTitle "Mail""#))
    }

    struct Opaque: Hashable {
        let id: Int
    }

    /// Apple's `NavigationPath.codable`: "A value that describes the contents of this path
    /// in a serializable format. This value is nil if any of the type-erased elements of
    /// the path don't conform to the Codable protocol."
    @Test func aPathRoundTripsThroughItsCodableForm() throws {
        var path = NavigationPath()
        path.append(Park(name: "Zion"))
        path.append(42)
        path.append("notes")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.count == 3)
        path.append(Opaque(id: 1))
        #expect(path.codable == nil)
    }

    struct Restored: View {
        @State var path: NavigationPath
        var body: some View {
            NavigationStack(path: $path) {
                Text("Parks")
                    .navigationDestination(for: Park.self) { Text("Park \($0.name)") }
            }
        }
    }

    /// A restored path is a deep link: its last view is on top.
    @Test func aRestoredPathPushesItsViews() throws {
        var path = NavigationPath([Park(name: "Acadia")])
        path.append(Park(name: "Zion"))
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        let host = TestHost(Restored(path: restored))
        #expect(host.render() == "NavigationStack (pushed: 2)\n  Text \"Park Zion\"")
        host.back()
        #expect(host.render() == "NavigationStack (pushed: 1)\n  Text \"Park Acadia\"")
    }
}
