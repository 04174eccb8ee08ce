import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Sheets, full-screen covers and popovers: presented content mounts and appears when the
/// binding presents it (onAppear, task, onChange inside it work), disappears and unmounts
/// when it dismisses it; `host.dismiss()` and `@Environment(\.dismiss)` write the binding.
@MainActor
@Suite("Presentation: sheet, fullScreenCover, popover")
struct SheetTests {
    struct Editor: View {
        let log: Log
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @State var draft = 0
        var body: some View {
            VStack {
                Text("draft \(draft) presented \(isPresented)")
                Button("Edit") { draft += 1 }
                Button("Done") { dismiss() }
            }
            .onAppear { log("editor appear") }
            .onDisappear { log("editor disappear") }
            .onChange(of: draft) { newValue in log("draft \(newValue)") }
            .task { log("editor task") }
        }
    }

    struct Presenter: View {
        let log: Log
        @State var isEditing = false
        var body: some View {
            VStack {
                Button("Show") { isEditing = true }
                Text("editing \(isEditing)")
            }
            .onAppear { log("presenter appear") }
            .onDisappear { log("presenter disappear") }
            .sheet(isPresented: $isEditing, onDismiss: { log("onDismiss") }) {
                Editor(log: log)
            }
            .onChange(of: isEditing) { [isEditing] newValue in log("isEditing \(isEditing) -> \(newValue)") }
        }
    }

    @Test func presentingMountsAndAppearsTheContent() async throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        #expect(log.take() == ["presenter appear"])
        host.tap("Show")
        #expect(log.take() == ["editor appear", "isEditing false -> true"])
        await host.settle()
        #expect(log.take() == ["editor task"])
        #expect(host.render() == """
            VStack
              Button "Show"
              Text "editing true"
            Sheet
              VStack
                Text "draft 0 presented true"
                Button "Edit"
                Button "Done"
            """)
        host.tap("Edit")                      // onChange inside the sheet works as anywhere
        #expect(log.take() == ["draft 1"])
    }

    @Test func hostDismissWritesTheBindingThenTheContentGoes() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        host.tap("Show")
        _ = log.take()
        host.dismiss()
        #expect(log.take() == ["isEditing true -> false", "editor disappear", "onDismiss"])
        #expect(host.render() == "VStack\n  Button \"Show\"\n  Text \"editing false\"")
    }

    @Test func theEnvironmentsDismissActionDismisses() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        host.tap("Show")
        host.tap("Edit")
        _ = log.take()
        host.tap("Done")
        #expect(log.take() == ["isEditing true -> false", "editor disappear", "onDismiss"])
        host.tap("Show")                      // presented again: fresh state
        #expect(host.render().contains(#"Text "draft 0 presented true""#))
    }

    @Test func whileASheetIsUpOnlyItsControlsCanBeDriven() throws {
        let host = TestHost(Presenter(log: Log()))
        host.tap("Show")
        let error = try #require(throws: HostError.self) { try host.host.tap("Show") }
        #expect("\(error)" == #"HostError: the Button titled "Show" is covered by a Sheet; only the Sheet can be driven until it is dismissed. Buttons on screen: "Edit", "Done"."#)
        #expect(error.reason == .covered(by: "Sheet"))
        host.tap("Done")
        host.tap("Show")                      // reachable again
    }

    @Test func dismissingWithNothingPresentedIsAnErrorAndChangesNothing() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        _ = log.take()
        let error = try #require(throws: HostError.self) { try host.host.dismiss() }
        #expect("\(error)" == "HostError: nothing is presented to dismiss (no sheet, full-screen cover, popover, alert, confirmation dialog or open menu).")
        #expect(error.reason == .nothingToDismiss)
        #expect(log.take() == [])
        host.tap("Show")
        #expect(log.take() == ["editor appear", "isEditing false -> true"])
    }

    struct Message: Identifiable, Equatable {
        let id: Int
    }

    struct Inbox: View {
        let log: Log
        @State var message: Message?
        var body: some View {
            Button("Open 1") { message = Message(id: 1) }
                .sheet(item: $message) { message in
                    Reader(log: log, id: message.id, next: { self.message = Message(id: message.id + 1) })
                }
                .onChange(of: message) { newValue in log("message \(newValue.map { "\($0.id)" } ?? "nil")") }
        }
    }

    struct Reader: View {
        let log: Log
        let id: Int
        let next: () -> Void
        @State var reads = 0
        var body: some View {
            VStack {
                Text("message \(id), read \(reads)")
                Button("Read") { reads += 1 }
                Button("Next") { next() }
            }
            .onAppear { log("appear \(id)") }
            .onDisappear { log("disappear \(id)") }
        }
    }

    @Test func aNewItemIsANewPresentationThatAppearsBeforeTheOldDisappears() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log))
        host.tap("Open 1")
        host.tap("Read")
        #expect(log.take() == ["appear 1", "message 1"])
        host.tap("Next")
        #expect(log.take() == ["appear 2", "message 2", "disappear 1"])
        #expect(host.render().contains(#"Text "message 2, read 0""#))   // fresh state
        host.dismiss()
        #expect(log.take() == ["message nil", "disappear 2"])
    }

    struct Styles: View {
        @State var cover = true
        @State var popover = true
        var body: some View {
            VStack {
                Text("below")
                    .fullScreenCover(isPresented: $cover) { Text("cover") }
                Text("beside")
                    .popover(isPresented: $popover) { Button("Close") { popover = false } }
            }
        }
    }

    @Test func coversAndPopoversAreWrittenAsTheirOwnBlocksAndDismissedTopFirst() throws {
        let host = TestHost(Styles())
        #expect(host.render() == """
            VStack
              Text "below"
              FullScreenCover
                Text "cover"
              Text "beside"
              Popover
                Button "Close"
            """)
        host.dismiss()                        // the popover was presented last
        #expect(!host.render().contains("Popover"))
        host.dismiss()
        #expect(!host.render().contains("FullScreenCover"))
    }
}

extension SheetTests {
    struct Counter: View {
        @State var count = 0
        @State var isShowing = true
        var body: some View {
            Text("presenter")
                .sheet(isPresented: $isShowing) {
                    VStack {
                        Text("count \(count)")                 // read in the content closure
                        Button("+") { count += 1 }
                    }
                }
        }
    }

    @Test func theContentClosureFollowsThePresentersState() throws {
        let host = TestHost(Counter())
        host.tap("+")
        host.tap("+")
        #expect(host.render().contains(#"Text "count 2""#))
    }
}
