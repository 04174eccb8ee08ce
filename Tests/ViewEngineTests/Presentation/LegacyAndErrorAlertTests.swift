import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The iOS 13 `Alert` and `ActionSheet` values and the alerts made from an error: each is
/// presented as the alerts made with views are, a button runs its action then dismisses.
@MainActor
@Suite("Presentation: legacy Alert, ActionSheet, error alerts")
struct LegacyAndErrorAlertTests {
    struct Files: View {
        let log: Log
        @State var isDeleting = false
        @State var isInformed = false
        @State var isSharing = false
        var body: some View {
            VStack {
                Button("Delete") { isDeleting = true }
                Button("Info") { isInformed = true }
                Button("Share") { isSharing = true }
            }
            .alert(isPresented: $isDeleting) {
                Alert(title: Text("Delete a.txt?"), message: Text("You cannot undo this."),
                      primaryButton: .destructive(Text("Delete")) { log("deleted") },
                      secondaryButton: .cancel())
            }
            .alert(isPresented: $isInformed) { Alert(title: Text("Saved")) }
            .actionSheet(isPresented: $isSharing) {
                ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")) { log("mailed") }])
            }
            .onChange(of: isDeleting) { newValue in log("isDeleting \(newValue)") }
        }
    }

    /// Apple's `Alert.Button.cancel(_:)`: "Creates an alert button that indicates
    /// cancellation, with a system-provided label." The system's label is "Cancel".
    @Test func anAlertShowsItsMessageAndButtonsAndATapRunsTheActionThenDismisses() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Delete")
        #expect(host.render() == """
            VStack
              Button "Delete"
              Button "Info"
              Button "Share"
            Alert "Delete a.txt?"
              Text "You cannot undo this."
              Button "Delete" (destructive)
              Button "Cancel" (cancel)
            """)
        host.tap("Delete")
        #expect(log.take() == ["isDeleting true", "deleted", "isDeleting false"])
        #expect(!host.render().contains("Alert"))
    }

    /// `Alert(title:message:dismissButton:)` with no button: the system's "OK", as an
    /// alert made with views and no actions has.
    @Test func anAlertWithoutButtonsGetsOK() throws {
        let host = TestHost(Files(log: Log()))
        host.tap("Info")
        #expect(host.render().hasSuffix("Alert \"Saved\"\n  Button \"OK\""))
        host.tap("OK")
        #expect(!host.render().contains("Alert"))
    }

    /// An action sheet shows the buttons it was given, and only them.
    @Test func anActionSheetShowsItsButtonsOnly() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Share")
        #expect(host.render().hasSuffix("ActionSheet \"Share\"\n  Button \"Mail\""))
        host.tap("Mail")
        #expect(log.take() == ["mailed"])
        #expect(!host.render().contains("ActionSheet"))
    }

    struct Failure: Identifiable {
        let id: Int
        let reason: String
    }

    struct Uploads: View {
        let log: Log
        @State var failure: Failure? = nil
        var body: some View {
            Button("Upload") { failure = Failure(id: 1, reason: "offline") }
                .alert(item: $failure) { failure in
                    Alert(title: Text("Upload failed: \(failure.reason)"),
                          dismissButton: .default(Text("Retry")) { log("retry \(failure.id)") })
                }
                .onChange(of: failure?.id) { newValue in log("failure \(String(describing: newValue))") }
        }
    }

    /// `alert(item:content:)`: presented while the item is not `nil`; its button writes `nil`.
    @Test func anItemAlertIsMadeFromTheItemAndDismissingWritesNil() throws {
        let log = Log()
        let host = TestHost(Uploads(log: log))
        host.tap("Upload")
        #expect(log.take() == ["failure Optional(1)"])
        #expect(host.render() == """
            Button "Upload"
            Alert "Upload failed: offline"
              Button "Retry"
            """)
        host.tap("Retry")
        #expect(log.take() == ["retry 1", "failure nil"])
        #expect(host.render() == #"Button "Upload""#)
    }

    struct Photos: View {
        @State var photo: Failure? = nil
        var body: some View {
            Button("Options") { photo = Failure(id: 7, reason: "beach.jpg") }
                .actionSheet(item: $photo) { photo in
                    ActionSheet(title: Text(photo.reason), message: Text("Choose"),
                                buttons: [.destructive(Text("Delete")), .cancel(Text("Keep"))])
                }
        }
    }

    /// `actionSheet(item:content:)`: made from the item; its cancel button writes `nil`.
    @Test func anItemActionSheetIsMadeFromTheItem() throws {
        let host = TestHost(Photos())
        host.tap("Options")
        #expect(host.render() == """
            Button "Options"
            ActionSheet "beach.jpg"
              Text "Choose"
              Button "Delete" (destructive)
              Button "Keep" (cancel)
            """)
        host.tap("Keep")
        #expect(host.render() == #"Button "Options""#)
    }

    enum SaveError: LocalizedError {
        case diskFull
        var errorDescription: String? { "The disk is full." }
        var recoverySuggestion: String? { "Free some space." }
    }

    struct Saving: View {
        let log: Log
        @State var didFail = false
        @State var error: SaveError? = nil
        @State var boundError: SaveError? = nil
        var body: some View {
            VStack {
                Button("Fail") { didFail = true }
                Button("Fail with error") { error = .diskFull; didFail = true }
                Button("Fail bound") { boundError = .diskFull }
            }
            .alert(isPresented: $didFail, error: error) { _ in
                Button("OK") { log("ok") }
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
            .alert(error: $boundError) { Button("Dismiss") { log("dismissed") } }
            .onChange(of: boundError == nil) { newValue in log("boundError nil \(newValue)") }
        }
    }

    /// Apple's `alert(isPresented:error:actions:message:)`: "An optional localized Error
    /// that is used to generate the alert's title." Without an error nothing is presented.
    @Test func anErrorAlertIsTitledByTheErrorAndNeedsOne() throws {
        let log = Log()
        let host = TestHost(Saving(log: log))
        host.tap("Fail")
        #expect(!host.render().contains("Alert"))
        host.tap("Fail with error")
        #expect(host.render().hasSuffix("""
            Alert "The disk is full."
              Text "Free some space."
              Button "OK"
            """))
        host.tap("OK")
        #expect(log.take() == ["ok"])
        #expect(!host.render().contains("Alert"))
    }

    /// Apple's `alert(error:actions:)`: "The system presents the alert when the binding's
    /// value is non-nil ... When the user presses or taps one of the alert's actions, the
    /// system sets this value to `nil` and dismisses."
    @Test func aBoundErrorAlertWritesNilWhenDismissed() throws {
        let log = Log()
        let host = TestHost(Saving(log: log))
        host.tap("Fail bound")
        #expect(host.render().hasSuffix("Alert \"The disk is full.\"\n  Button \"Dismiss\""))
        host.tap("Dismiss")
        #expect(log.take() == ["boundError nil false", "dismissed", "boundError nil true"])
        host.tap("Fail bound")
        host.dismiss()
        #expect(log.take() == ["boundError nil false", "boundError nil true"])
    }
}
