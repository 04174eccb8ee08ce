import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: a row's swipe actions and a view's context menu are driven as a user drives
/// them: `swipe(_:action:)` swipes a row and taps an action, `openContextMenu(_:)` opens a
/// menu whose items `tap(_:)` picks.
@MainActor
@Suite("R23 Row actions and context menus")
struct R23RowActionsTests {
    struct Mail: View {
        let log: Log
        @State var subjects = ["Lunch?", "Invoice"]
        var body: some View {
            List {
                ForEach(subjects, id: \.self) { subject in
                    Text(subject)
                        .swipeActions {
                            Button("Archive") {
                                log("archive \(subject)")
                                subjects.removeAll { $0 == subject }
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Unread") { log("unread \(subject)") }
                            Button("Pin") { log("pin \(subject)") }.disabled(true)
                        }
                }
            }
        }
    }

    /// `swipeActions(edge:allowsFullSwipe:content:)`: "Adds custom swipe actions to a row
    /// in a list" — on either edge, each action a button of its row.
    @Test func swipeTapsTheActionOfTheRowThatShowsTheText() throws {
        let log = Log()
        let host = TestHost(Mail(log: log))
        host.swipe("Invoice", action: "Unread")
        host.swipe("Lunch?", action: "Archive")
        #expect(log.take() == ["unread Invoice", "archive Lunch?"])
        #expect(!host.render().contains("Lunch?"))
    }

    @Test func aMissingRowOrActionOrADisabledOneThrowsNamingWhatExists() throws {
        let log = Log()
        let host = ViewHost(testing: Mail(log: log))
        let noRow = #expect(throws: HostError.self) { try host.swipe("Lunch", action: "Archive") }
        #expect(noRow?.availableTitles.count == 2)
        #expect(noRow?.suggestions == ["Lunch?"])
        let noAction = #expect(throws: HostError.self) { try host.swipe("Invoice", action: "Delete") }
        #expect(noAction?.availableTitles.sorted() == ["Archive", "Pin", "Unread"])
        let disabled = #expect(throws: HostError.self) { try host.swipe("Invoice", action: "Pin") }
        #expect(disabled?.reason == .disabled)
        #expect(log.take() == [])
    }

    struct PlainMail: View {
        var body: some View {
            List {
                ForEach(["Lunch?", "Invoice"], id: \.self) { Text($0) }
            }
        }
    }

    /// Swipe actions are out of sight until the row is swiped: the rows are laid out as
    /// without them (Rules R22).
    @Test func swipeActionsTakeNoSpaceInTheList() throws {
        let swiped = TestHost(Mail(log: Log()))
        let plain = TestHost(PlainMail())
        #expect(swiped.frame(of: "Invoice") == plain.frame(of: "Invoice"))
        #expect(swiped.frame(of: "Lunch?") == plain.frame(of: "Lunch?"))
    }

    struct Landmark: View {
        let log: Log
        @State var favorites = 0
        var body: some View {
            VStack {
                Text("Turtle Rock")
                    .contextMenu {
                        Button("Add to Favorites") {
                            log("favorite")
                            favorites += 1
                        }
                        Button("Show in Maps") { log("maps") }
                    }
                Text("\(favorites) favorites")
            }
        }
    }

    /// `contextMenu(menuItems:)`: "Adds a context menu to a view" — opened on the view, its
    /// items chosen, after which it closes.
    @Test func openContextMenuShowsTheItemsAndATapPicksOne() throws {
        let log = Log()
        let host = ViewHost(testing: Landmark(log: log))
        #expect(throws: HostError.self) { try host.tap("Add to Favorites") }
        try host.openContextMenu("Turtle Rock")
        #expect(host.render() == """
            VStack
              Text "Turtle Rock"
              ContextMenu (open)
                Button "Add to Favorites"
                Button "Show in Maps"
              Text "0 favorites"
            """)
        try host.tap("Add to Favorites")
        #expect(log.take() == ["favorite"])
        #expect(host.render() == "VStack\n  Text \"Turtle Rock\"\n  Text \"1 favorites\"")
        #expect(throws: HostError.self) { try host.openContextMenu("Nothing here") }
    }
}
