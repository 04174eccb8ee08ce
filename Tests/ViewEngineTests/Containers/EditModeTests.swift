import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `EditButton`, `\.editMode` and the `editActions` forms of `List` and `ForEach`
/// (Rules: Host, R16): the host provides one edit mode, which an edit button toggles and
/// whose readers re-evaluate when it changes.
@MainActor
@Suite("Host: edit mode, EditButton and editActions")
struct EditModeTests {
    struct Editor: View {
        let log: Log
        var body: some View {
            NavigationStack {
                List {
                    ModeLabel(log: log)
                }
                .toolbar { EditButton() }
            }
        }
    }

    struct ModeLabel: View {
        let log: Log
        @Environment(\.editMode) var editMode
        var body: some View {
            let isEditing = editMode?.wrappedValue.isEditing ?? false
            Text(isEditing ? "editing" : "browsing")
                .onChange(of: isEditing) { log("isEditing \($0)") }
        }
    }

    // "An edit button toggles the environment's editMode value for content within a
    // container that supports edit mode." and "the Edit button displays the title “Done”
    // while edit mode is active" (EditButton).
    @Test func anEditButtonTogglesTheEditModeAndIsTitledDoneWhileActive() throws {
        let log = Log()
        let host = TestHost(Editor(log: log))
        #expect(host.render().contains(#"EditButton "Edit""#))
        #expect(host.render().contains(#"Text "browsing""#))
        host.tap("Edit")
        #expect(log.take() == ["isEditing true"])
        #expect(host.render().contains(#"EditButton "Done""#))
        #expect(host.render().contains(#"Text "editing""#))
        let error = try #require(throws: HostError.self) { try host.host.tap("Edit") }
        #expect("\(error)" == #"HostError: no Button titled "Edit". Buttons on screen: "Done"."#)
        host.tap("Done")
        #expect(log.take() == ["isEditing false"])
    }

    struct OwnMode: View {
        let log: Log
        @State var mode = EditMode.inactive
        var body: some View {
            VStack {
                EditButton()
                Text("mode \(String(describing: mode))")
            }
            .environment(\.editMode, $mode)
            .onChange(of: mode) { log("mode \($0)") }
        }
    }

    // "Read this environment value to receive a optional binding to the edit mode state."
    // (EnvironmentValues.editMode): a binding of your own, set with .environment, is the one
    // the button toggles.
    @Test func anEditModeBindingOfYourOwnIsTheOneTheButtonToggles() throws {
        let log = Log()
        let host = TestHost(OwnMode(log: log))
        host.tap("Edit")
        #expect(log.take() == ["mode active"])
        #expect(host.render() == """
            VStack
              EditButton "Done"
              Text "mode active"
            """)
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Bound: View {
        let log: Log
        let actions: EditActions<[Item]>
        @State var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
        var body: some View {
            List($items, editActions: actions) { $item in
                Text(item.name)
            }
            .onChange(of: items) { log("items \($0.map(\.name))") }
        }
    }

    // "An edit action that allows the user to delete one or more elements of a collection."
    // and "...to move elements of a collection." (EditActions): the list edits the bound
    // collection itself.
    @Test func editActionsDeleteAndMoveTheBoundCollection() throws {
        let log = Log()
        let host = TestHost(Bound(log: log, actions: .all))
        host.delete("Two")
        #expect(log.take() == [#"items ["One", "Three"]"#])
        host.move("One", to: 2)
        #expect(log.take() == [#"items ["Three", "One"]"#])
        #expect(host.render() == """
            List
              Text "Three"
              Text "One"
            """)
    }

    @Test func anEditActionTheSetDoesNotHoldIsRefused() throws {
        let log = Log()
        let host = TestHost(Bound(log: log, actions: .delete))
        let error = try #require(throws: HostError.self) { try host.host.move("One", to: 3) }
        #expect(error.reason == .disabled)
        host.delete("One")
        #expect(log.take() == [#"items ["Two", "Three"]"#])
    }

    struct Mail: View {
        let log: Log
        var body: some View {
            List {
                ForEach(["Lunch?", "Invoice"], id: \.self) { subject in
                    Text(subject)
                        .swipeActions {
                            Button("Archive") { log("archive \(subject)") }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Unread") { log("unread \(subject)") }
                        }
                }
            }
        }
    }

    // "Adds custom swipe actions to a row in a list." (View.swipeActions): the actions are
    // mounted with their row and tapped in its scope.
    @Test func swipeActionsAreTappedInTheirRowsScope() throws {
        let log = Log()
        let host = TestHost(Mail(log: log))
        host.tap("Archive", in: "Invoice")
        host.tap("Unread", in: "Lunch?")
        #expect(log.take() == ["archive Invoice", "unread Lunch?"])
        #expect(throws: HostError.self) { try host.host.tap("Archive") }
        #expect(host.render().hasPrefix("""
            List
              Text "Lunch?"
                swipeActions
                  Button "Archive"
                swipeActions (leading)
                  Button "Unread"
            """))
    }
}
