import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// Toolbar items sit in the navigation bar by their placement (Rules R22, Measures §3
/// "Bar margin"), and a click at the drawn item drives it (Rules: Host, "A click drives
/// the control under it").
@MainActor
@Suite("Navigation: toolbar items by their placement")
struct ToolbarPlacementTests {
    struct Inbox: View {
        let log: Log
        var body: some View {
            NavigationStack {
                Text("Mail")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Filter") { log("filter") } }
                        ToolbarItem(placement: .principal) { Text("Today") }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose") { log("compose") } }
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log("cancel") } }
                    }
            }
        }
    }

    /// `topBarLeading`: "A placement for items in the leading edge of the top bar";
    /// `navigationBarTrailing`: "Places the item in the trailing edge of the navigation
    /// bar" — leading items from the bar's leading end, 16 points in and apart; trailing
    /// ones from its trailing end; the principal item centred.
    @Test func leadingItemsLeadTrailingItemsTrailAndThePrincipalIsCentred() {
        let host = TestHost(Inbox(log: Log()))
        let filter = host.frame(of: "Filter"), cancel = host.frame(of: "Cancel")
        let compose = host.frame(of: "Compose"), today = host.frame(of: "Today")
        #expect(filter.minX == 16)
        #expect(cancel.minX == filter.maxX + 16)
        #expect(compose.minX == 393 - 16 - compose.width)
        #expect(today.minX == (393 - today.width) / 2)
        #expect(filter.midY == compose.midY)
        #expect(today.midY == compose.midY)
    }

    /// `principal`: "In iOS, iPadOS, and tvOS, the system places the principal item in the
    /// center of the navigation bar. This item takes precedent over a title specified
    /// through `View/navigationTitle`" — the picture draws the item, not the inline title.
    @Test func thePrincipalItemTakesTheInlineTitlesPlace() {
        let svg = TestHost(Inbox(log: Log())).host.snapshot()
        #expect(svg.contains(">Today</text>"))
        #expect(!svg.contains(#"data-view="NavigationTitle""#))
        struct Titled: View {
            var body: some View {
                NavigationStack { Text("Mail").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
            }
        }
        #expect(TestHost(Titled()).host.snapshot().contains(#"data-view="NavigationTitle""#))
    }

    /// A click lands on the item where it is drawn: at the leading end, "Filter" runs
    /// its action, and nothing else does.
    @Test func aClickOnALeadingItemDrivesIt() {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        let filter = host.frame(of: "Filter")
        host.tap(at: CGPoint(x: filter.midX, y: filter.midY))
        #expect(log.take() == ["filter"])
    }

    struct Pushed: View {
        @State var path = ["Detail"]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationTitle("Mail")
                    .navigationDestination(for: String.self) { name in
                        Text(name)
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Flag") {} } }
                    }
            }
        }
    }

    /// `navigationBarItems(leading:)`: "the leading item supplements a visible back
    /// button, instead of replacing it, by default" — a pushed view's leading item comes
    /// after its back button, 16 points past the back button's title.
    @Test func aLeadingItemFollowsTheBackButton() throws {
        let host = TestHost(Pushed())
        let back = try #require(host.host.pointerTargets.first { $0.kind == "Back" })
        let flag = host.frame(of: "Flag")
        // The back button's region ends 8 points past its title (Measures §3 "Back button").
        #expect(flag.minX == back.frame.maxX - 8 + 16)
        #expect(flag.midY == back.frame.midY)
    }

    /// `navigationBarItems(leading:trailing:)` puts its leading view at the leading end
    /// and its trailing view at the trailing end.
    @Test func navigationBarItemsLeadAndTrail() {
        struct Legacy: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
                }
            }
        }
        let host = TestHost(Legacy())
        #expect(host.frame(of: "Edit").minX == 16)
        let add = host.frame(of: "Add")
        #expect(add.minX == 393 - 16 - add.width)
    }

    /// `keyboard`: "On iOS, keyboard items are above the software keyboard when present" —
    /// the window shows no keyboard, so the item is not in the bar, not drawn and takes no
    /// click; its button is still found by its title, as a test taps it.
    @Test func aKeyboardItemIsNotInTheBar() throws {
        struct Note: View {
            let log: Log
            @State var text = ""
            var body: some View {
                NavigationStack {
                    TextField("Note", text: $text)
                        .toolbar {
                            ToolbarItem(placement: .keyboard) { Button("Done") { log("done") } }
                            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                        }
                }
            }
        }
        let log = Log()
        let host = TestHost(Note(log: log))
        #expect(throws: HostError.self) { try host.host.frame(of: "Done") }
        #expect(!host.host.pointerTargets.contains { $0.title == "Done" })
        #expect(!host.host.snapshot().contains(">Done</text>"))
        let share = host.frame(of: "Share")
        #expect(share.minX == 393 - 16 - share.width)
        host.tap("Done")
        #expect(log.take() == ["done"])
    }
}
