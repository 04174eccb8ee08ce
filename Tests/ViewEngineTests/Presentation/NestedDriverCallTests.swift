import Testing
import ViewEngine
import TestSupport

/// Rules R18 for the new drivers: called from an action (during a frame), each throws
/// `HostError` with reason `.calledDuringFrame` and changes nothing.
@MainActor
@Suite("Presentation and navigation drivers do not nest")
struct NestedDriverCallTests {
    final class HostBox {
        weak var host: ViewHost<Reentrant>?
    }

    struct Reentrant: View {
        let log: Log
        let box: HostBox
        @State var theme = "Light"
        @State var isShowing = true
        var body: some View {
            NavigationStack {
                VStack {
                    Picker("Theme", selection: $theme) { Text("Dark").tag("Dark") }
                    Button("Reenter") {
                        for call in [{ try box.host?.select("Dark", in: "Theme") },
                                     { try box.host?.dismiss() },
                                     { try box.host?.back() },
                                     { try box.host?.within("Theme") { try box.host?.increment("Theme") } }] {
                            do { try call() } catch { log("\(error)") }
                        }
                    }
                }
                .sheet(isPresented: $isShowing) { Button("Reenter from sheet") { try? box.host?.dismiss() } }
            }
        }
    }

    @Test func everyDriverRefusesToRunDuringAFrame() throws {
        let log = Log(), box = HostBox()
        let host = ViewHost(testing: Reentrant(log: log, box: box))
        box.host = host
        try host.tap("Reenter from sheet")         // its dismiss() throws: the sheet stays
        #expect(host.render().contains("Sheet"))
        try host.dismiss()
        try host.tap("Reenter")
        #expect(log.take() == [
            #"HostError: the Picker titled "Theme" was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
            #"HostError: the Presentation was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
            #"HostError: the NavigationStack was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
            #"HostError: the Stepper titled "Theme" in "Theme" was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
        ])
        #expect(host.render().contains(#"Picker "Theme" = (none)"#))
    }
}
