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

    /// `rect`'s origin and size to two decimals.
    static func rounded(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
    }

    /// `toolbar(content:)`: "The toolbar modifier expects a collection of toolbar items
    /// that you can provide either by supplying a collection of views with each view
    /// wrapped in a `ToolbarItem`, or by providing a collection of views as a
    /// `ToolbarItemGroup`"; `ToolbarItemPlacement.automatic`: "In iOS, and tvOS, the
    /// system places items in the trailing position of the navigation bar." Views given
    /// without a `ToolbarItem` (FaceFacts' sort menu and add button) sit side by side in
    /// the bar's trailing group, 16 points apart (Measures §3 "Toolbar items"), the last
    /// at the trailing end, each centred on the bar's middle (y 53.67 + 22 = 75.67): the
    /// add button's 23-point-wide symbol (its ink and its side margins, Measures §9
    /// "Symbol frame", at the bar's large image scale, §3 "Bar item symbols") at x 393 −
    /// 16 − 23 = 354, the menu's 25 × 20 symbol at 354 − 16 − 25 = 313.
    @Test func viewsWithoutAToolbarItemShareTheTrailingRow() throws {
        struct People: View {
            @State var order = 0
            var body: some View {
                NavigationStack {
                    List { Text("Ann") }
                        .navigationTitle("FaceFacts")
                        .toolbar {
                            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                                Picker("Sort", selection: $order) { Text("Name (A-Z)").tag(0); Text("Name (Z-A)").tag(1) }
                            }
                            Button("Add Person", systemImage: "plus") {}
                        }
                }
            }
        }
        let host = ViewHost(testing: People())
        #expect(Self.rounded(try host.frame(of: "Add Person")) == [354, 66.17, 23, 19])
        #expect(Self.rounded(try host.frame(of: "Sort")) == [313, 65.67, 25, 20])
    }

    /// `ToolbarItemGroup(placement:content:)`: "Each view specified in the
    /// ContentBuilder will be given its own ToolbarItem in the toolbar" — a leading
    /// group's buttons are in one row from the bar's leading end, 16 points in and 16
    /// apart, centred on the bar's middle (an inline bar: y 53.67 + 22 − 20.33 / 2 = 65.5).
    @Test func aToolbarItemGroupsViewsAreInOneRow() throws {
        struct Mail: View {
            var body: some View {
                NavigationStack {
                    Text("Mail")
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItemGroup(placement: .topBarLeading) {
                                Button("Edit") {}
                                Button("Filter") {}
                            }
                        }
                }
            }
        }
        let host = ViewHost(testing: Mail())
        let edit = try host.frame(of: "Edit"), filter = try host.frame(of: "Filter")
        #expect(Self.rounded(edit) == [16, 65.5, 29.33, 20.33])
        #expect(filter.minX == edit.maxX + 16)
        #expect(filter.minY == edit.minY && filter.height == edit.height)
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

    /// `ToolbarTitleMenu`: "The title menu of a toolbar." — its actions are in a menu, not
    /// in the bar: the title keeps its place, the trailing item its own, and the actions
    /// are driven once the menu ("Title Menu", the engine's name for it) is opened.
    @Test func aTitleMenusActionsAreInAMenuNotInTheBar() throws {
        struct Donut: View {
            let log: Log
            var body: some View {
                NavigationStack {
                    Text("Glaze")
                        .navigationTitle("Donut")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarTitleMenu { Button("Rename") { log("rename") } }
                            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                        }
                }
            }
        }
        let log = Log()
        let host = TestHost(Donut(log: log))
        #expect(throws: HostError.self) { try host.host.frame(of: "Rename") }
        let svg = host.host.snapshot()
        #expect(svg.contains(">Donut</text>") && !svg.contains(">Title Menu</text>") && !svg.contains(">Rename</text>"))
        let share = host.frame(of: "Share")
        #expect(share.minX == 393 - 16 - share.width)
        host.openMenu("Title Menu")
        host.tap("Rename")
        #expect(log.take() == ["rename"])
    }
}
