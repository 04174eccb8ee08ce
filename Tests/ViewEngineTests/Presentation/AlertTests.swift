import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Alerts and confirmation dialogs: a button runs its action, then dismisses (the binding
/// is written); the system adds "OK" to an alert without buttons and "Cancel" to a dialog
/// without a cancel button; roles are rendered.
@MainActor
@Suite("Presentation: alert and confirmationDialog")
struct AlertTests {
    struct Files: View {
        let log: Log
        @State var isDeleting = false
        @State var isInformed = false
        @State var isConfirming = false
        @State var files = ["a.txt", "b.txt"]
        var body: some View {
            VStack {
                Text("\(files.count) files")
                Button("Delete") { isDeleting = true }
                Button("Info") { isInformed = true }
                Button("Empty") { isConfirming = true }
            }
            .alert("Delete a.txt?", isPresented: $isDeleting) {
                Button("Delete", role: .destructive) { log("deleting"); files.removeFirst() }
                Button("Keep", role: .cancel) { log("kept") }
            } message: {
                Text("You cannot undo this.")
            }
            .alert("Saved", isPresented: $isInformed) {}
            .confirmationDialog("Empty the folder?", isPresented: $isConfirming) {
                Button("Empty", role: .destructive) { files = [] }
            }
            .onChange(of: isDeleting) { newValue in log("isDeleting \(newValue)") }
            .onChange(of: files) { newValue in log("files \(newValue)") }
        }
    }

    @Test func aButtonRunsItsActionThenDismisses() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Delete")
        #expect(log.take() == ["isDeleting true"])
        #expect(host.render() == """
            VStack
              Text "2 files"
              Button "Delete"
              Button "Info"
              Button "Empty"
            Alert "Delete a.txt?"
              Text "You cannot undo this."
              Button "Delete" (destructive)
              Button "Keep" (cancel)
            """)
        host.tap("Delete")                    // the alert's: the one below is covered
        #expect(log.take() == ["deleting", "isDeleting false", "files [\"b.txt\"]"])
        #expect(!host.render().contains("Alert"))
    }

    @Test func anAlertWithoutButtonsGetsOK() throws {
        let host = TestHost(Files(log: Log()))
        host.tap("Info")
        #expect(host.render().hasSuffix("Alert \"Saved\"\n  Button \"OK\""))
        host.tap("OK", in: "Saved")           // the alert's title is a scope
        #expect(!host.render().contains("Alert"))
    }

    @Test func aDialogWithoutACancelButtonGetsOne() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Empty")
        #expect(host.render().hasSuffix("""
            ConfirmationDialog "Empty the folder?"
              Button "Empty" (destructive)
              Button "Cancel" (cancel)
            """))
        host.tap("Cancel")
        #expect(log.take() == [])
        #expect(!host.render().contains("ConfirmationDialog"))
        host.tap("Empty")
        host.tap("Empty")
        #expect(log.take() == ["files []"])
    }

    @Test func dismissingAnAlertRunsNoAction() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Delete")
        host.dismiss()
        #expect(log.take() == ["isDeleting true", "isDeleting false"])
    }

    struct Presenting: View {
        let log: Log
        @State var isAsking = false
        @State var file: String? = nil
        var body: some View {
            Button("Ask") { isAsking = true }
                .alert("Rename?", isPresented: $isAsking, presenting: file) { file in
                    Button("Rename \(file)") { log("renamed \(file)") }
                }
                .onAppear { file = "notes.txt" }
        }
    }

    @Test func anAlertPresentingDataShowsItsActionsForTheData() throws {
        let log = Log()
        let host = TestHost(Presenting(log: log))
        host.tap("Ask")
        host.tap("Rename notes.txt")
        #expect(log.take() == ["renamed notes.txt"])
        #expect(!host.render().contains("Alert"))
    }
}
