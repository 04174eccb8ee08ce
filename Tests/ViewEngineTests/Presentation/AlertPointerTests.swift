import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// An alert's and a confirmation dialog's buttons take clicks where they are drawn: a tap
/// at a button runs its action and closes the presentation, as `tap(_:)` does, with the
/// same transcript; beside an alert (modal) a tap does nothing, outside a dialog it
/// dismisses it (Rules: Host, "A click drives the control under it"; Rules R22).
@MainActor
@Suite("Presentation: alert and dialog buttons take clicks where drawn")
struct AlertPointerTests {
    struct Files: View {
        let log: Log
        @State var isDeleting = true
        @State var isConfirming = false
        @State var files = ["a.txt", "b.txt"]
        var body: some View {
            VStack {
                Text("\(files.count) files")
                Button("Empty") { isConfirming = true }
            }
            .alert("Delete?", isPresented: $isDeleting) {
                Button("Cancel", role: .cancel) { log("kept") }
                Button("Delete", role: .destructive) { log("deleting"); files.removeFirst() }
            }
            .confirmationDialog("Empty the folder?", isPresented: $isConfirming) {
                Button("Empty", role: .destructive) { files = [] }
            }
            .onChange(of: isDeleting) { newValue in log("isDeleting \(newValue)") }
            .onChange(of: isConfirming) { newValue in log("isConfirming \(newValue)") }
            .onChange(of: files) { newValue in log("files \(newValue)") }
        }
    }

    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    private func rounded(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
    }

    /// `alert(_:isPresented:actions:)`: "When the user presses or taps one of the alert's
    /// actions, the system sets this value to false and dismisses the alert." The two
    /// buttons are the halves of the drawn box's 44-point row (the picture's rectangles:
    /// x 61.5 and 196.5, y 433.14, 135 wide), and a tap at Delete's centre does what
    /// `tap("Delete")` does.
    @Test func aTapAtAnAlertButtonRunsItAndDismisses() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        let targets = host.host.pointerTargets
        #expect(targets.map(\.description) == [#"Button "Cancel""#, #"Button "Delete""#])
        #expect(targets.map { rounded($0.frame) } == [[61.5, 433.14, 135, 44], [196.5, 433.14, 135, 44]])
        host.tap(at: center(targets[1].frame))
        #expect(log.take() == ["deleting", "isDeleting false", "files [\"b.txt\"]"])

        let driven = Log()
        let twin = TestHost(Files(log: driven))
        twin.tap("Delete", in: "Delete?")
        #expect(driven.take() == ["deleting", "isDeleting false", "files [\"b.txt\"]"])
        #expect(host.render() == twin.render())
        #expect(host.host.snapshot() == twin.host.snapshot())
    }

    /// An alert is modal ("the system presents the alert modally"): a tap beside its box
    /// reaches nothing — no dismissal, no action — and is a point with no control under
    /// it, naming the alert's buttons as the nearest.
    @Test func aTapBesideAnAlertDoesNothing() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        let error = #expect(throws: HostError.self) { try host.host.tap(at: CGPoint(x: 20, y: 100)) }
        #expect(error?.reason == .nothingAt(x: 20, y: 100))
        #expect(error?.availableTitles.map { $0.components(separatedBy: " @ ")[0] } == [#"Button "Cancel""#, #"Button "Delete""#])
        #expect(try host.host.click(at: CGPoint(x: 20, y: 100)) == nil)
        // The title's line, inside the box, is not a button either.
        #expect(try host.host.click(at: CGPoint(x: 196.5, y: 405)) == nil)
        #expect(log.take() == [])
        #expect(host.render().contains(#"Alert "Delete?""#))
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: "When the user presses
    /// or taps the dialog's default action button, the system sets this value to false,
    /// dismissing the dialog." The column sits 8 points in, above the home indicator (34):
    /// the Cancel card from y 852 − 34 − 57 = 761, the Empty button 8 points above it,
    /// below the 44-point title.
    @Test func aTapAtADialogButtonRunsItAndDismisses() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Cancel", in: "Delete?")
        host.tap("Empty")
        #expect(log.take() == ["kept", "isDeleting false", "isConfirming true"])
        let targets = host.host.pointerTargets
        #expect(targets.map(\.description) == [#"Button "Empty""#, #"Button "Cancel""#])
        #expect(targets.map(\.frame) == [CGRect(x: 8, y: 696, width: 377, height: 57), CGRect(x: 8, y: 761, width: 377, height: 57)])
        host.tap(at: center(targets[0].frame))
        #expect(log.take() == ["isConfirming false", "files []"])
    }

    /// A dialog is dismissed by a tap outside it, as `dismiss()` does — no button's action
    /// runs — while a tap on its title, inside its card, does nothing.
    @Test func aTapOutsideADialogDismissesIt() throws {
        let log = Log()
        let host = TestHost(Files(log: log))
        host.tap("Cancel", in: "Delete?")
        host.tap("Empty")
        _ = log.take()
        #expect(try host.host.click(at: CGPoint(x: 196.5, y: 670)) == nil)
        #expect(log.take() == [])
        #expect(try host.host.click(at: CGPoint(x: 196.5, y: 300)) == "dismiss ConfirmationDialog")
        #expect(log.take() == ["isConfirming false"])
        #expect(host.render().contains("Button \"Empty\"") && !host.render().contains("ConfirmationDialog"))
    }

    /// A disabled button in an alert is drawn and refused, as `tap(_:)` refuses it.
    @Test func aDisabledAlertButtonIsRefused() throws {
        struct Locked: View {
            @State var shown = true
            var body: some View {
                Text("Behind").alert("Locked", isPresented: $shown) {
                    Button("Open") {}.disabled(true)
                    Button("Close", role: .cancel) {}
                }
            }
        }
        let host = TestHost(Locked())
        let open = try #require(host.host.pointerTargets.first { $0.title == "Open" })
        #expect(!open.isEnabled)
        let error = #expect(throws: HostError.self) { try host.host.tap(at: center(open.frame)) }
        #expect(error?.reason == .disabled)
        #expect(host.render().contains(#"Alert "Locked""#))
    }
}
