import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `.onTapGesture`, `.onLongPressGesture` and `Menu`: the gesture drivers name a view by
/// its text; a menu opens as a presentation whose items close it when chosen.
@MainActor
@Suite("Controls: gestures and Menu")
struct GestureMenuTests {
    struct Card: View {
        let log: Log
        @State var likes = 0
        var body: some View {
            VStack {
                Text("Photo")
                    .onTapGesture(count: 2) { likes += 1 }
                    .onTapGesture { log("single tap") }
                    .onLongPressGesture { log("long press") } onPressingChanged: { log("pressing \($0)") }
                Text("likes \(likes)")
                    .onChange(of: likes) { newValue in log("likes \(newValue)") }
            }
        }
    }

    @Test func tapGesturesAreDrivenByTextAndCount() throws {
        let log = Log()
        let host = TestHost(Card(log: log))
        host.tapGesture("Photo", count: 2)
        host.tapGesture("Photo")
        host.longPress("Photo")
        #expect(log.take() == ["likes 1", "single tap", "pressing true", "long press", "pressing false"])
        let error = try #require(throws: HostError.self) { try host.host.tapGesture("Photo", count: 3) }
        #expect("\(error)" == #"HostError: no TapGesture titled "Photo". TapGestures on screen: "Photo", "Photo"."#)
    }

    struct Sorting: View {
        let log: Log
        @State var order = "name"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                        .onAppear { log("item appeared") }
                        .onDisappear { log("item disappeared") }
                    Menu("More") {
                        Button("By size") { order = "size" }
                    }
                }
                Button("Other") { log("other") }
                Text("order \(order)")
                    .onChange(of: order) { newValue in log("order \(newValue)") }
            }
        }
    }

    @Test func anOpenMenuShowsItsItemsAndChoosingOneClosesIt() throws {
        let log = Log()
        let host = TestHost(Sorting(log: log))
        #expect(host.render().hasPrefix("VStack\n  Menu \"Sort\"\n  Button \"Other\""))
        host.openMenu("Sort")
        #expect(log.take() == ["item appeared"])
        #expect(host.render() == """
            VStack
              Menu "Sort" (open)
                Button "By name"
                Button "By date"
                Menu "More"
              Button "Other"
              Text "order name"
            """)
        // While it is open, only its items can be driven (a submenu is tapped to open it).
        let covered = try #require(throws: HostError.self) { try host.host.tap("Other") }
        #expect("\(covered)" == #"HostError: the Button titled "Other" is covered by a Menu; only the Menu can be driven until it is dismissed. Buttons on screen: "By name", "By date", "More"."#)
        host.tap("By date")
        #expect(log.take() == ["order date", "item disappeared"])
        #expect(host.render().hasPrefix("VStack\n  Menu \"Sort\"\n"))
    }

    @Test func aSubmenuItemClosesEveryMenuAndDismissClosesOne() throws {
        let log = Log()
        let host = TestHost(Sorting(log: log))
        host.openMenu("Sort")
        host.openMenu("More")
        host.dismiss()                       // closes "More" only
        #expect(host.render().contains(#"Menu "Sort" (open)"#))
        host.openMenu("More")
        host.tap("By size")
        #expect(log.take() == ["item appeared", "order size", "item disappeared"])
        #expect(!host.render().contains("(open)"))
        host.tap("Other")
        #expect(log.take() == ["other"])
    }
}
