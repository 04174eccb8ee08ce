import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `interactiveDismissDisabled(_:)`: ``ViewHost/dismiss()`` is the user's gesture (a swipe
/// down on a sheet, a tap outside a popover), so it is refused while the presented content
/// disables it; a programmatic dismissal (`\.dismiss`, the binding) still closes it.
@MainActor
@Suite("Presentation: interactiveDismissDisabled")
struct InteractiveDismissTests {
    struct Editor: View {
        let log: Log
        @Environment(\.dismiss) private var dismiss
        @State var hasChanges = false
        var body: some View {
            VStack {
                Button("Change") { hasChanges = true }
                Button("Cancel") { dismiss() }
            }
            .interactiveDismissDisabled(hasChanges)
            .onDisappear { log("editor disappear") }
        }
    }

    struct Presenter: View {
        let log: Log
        @State var isEditing = false
        @State var isShowingTip = false
        var body: some View {
            VStack {
                Button("Edit") { isEditing = true }
                Button("Tip") { isShowingTip = true }
            }
            .sheet(isPresented: $isEditing, onDismiss: { log("onDismiss") }) { Editor(log: log) }
            .popover(isPresented: $isShowingTip, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                Text("Swipe to start").interactiveDismissDisabled()
            }
            .onChange(of: isEditing) { newValue in log("isEditing \(newValue)") }
        }
    }

    /// Apple: "Users can dismiss certain kinds of presentations using built-in gestures. In
    /// particular, a user can dismiss a sheet by dragging it down" — until the content
    /// uses the modifier to "prevent nonprogrammatic dismissal of the containing view
    /// hierarchy when presented in a sheet or popover".
    @Test func theSwipeIsRefusedWhileTheContentDisablesIt() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        host.tap("Edit")
        host.dismiss()                                 // no changes yet: the swipe closes it
        #expect(log.take() == ["isEditing true", "isEditing false", "editor disappear", "onDismiss"])

        host.tap("Edit")
        host.tap("Change")
        _ = log.take()
        let error = try #require(throws: HostError.self) { try host.host.dismiss() }
        #expect(error.reason == .interactiveDismissDisabled)
        #expect(error.control == "Sheet")
        #expect("\(error)" == #"HostError: the Sheet cannot be dismissed by a swipe or a tap outside: its content has interactiveDismissDisabled(true), so nothing was done; a button that calls the \.dismiss action or writes the presentation's binding still closes it."#)
        #expect(log.take() == [])
        #expect(host.render().contains("Sheet"))
    }

    /// The `\.dismiss` action is a programmatic dismissal: it closes the sheet whatever
    /// the modifier says.
    @Test func theDismissActionStillCloses() throws {
        let log = Log()
        let host = TestHost(Presenter(log: log))
        host.tap("Edit")
        host.tap("Change")
        _ = log.take()
        host.tap("Cancel")
        #expect(log.take() == ["isEditing false", "editor disappear", "onDismiss"])
        #expect(!host.render().contains("Sheet"))
    }

    /// A popover refuses the tap outside the same way.
    @Test func aPopoverRefusesTheTapOutside() throws {
        let host = TestHost(Presenter(log: Log()))
        host.tap("Tip")
        #expect(host.render().hasSuffix("Popover\n  Text \"Swipe to start\""))
        let error = try #require(throws: HostError.self) { try host.host.dismiss() }
        #expect(error.reason == .interactiveDismissDisabled)
        #expect(error.control == "Popover")
    }
}
