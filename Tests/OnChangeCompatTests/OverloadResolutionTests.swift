import Testing
import ViewEngine
import OnChangeCompat

/// With both modules imported, the trailing closure's arity picks the API exactly as in
/// SwiftUI, with no "ambiguous use": `{ newValue in }` is the legacy one,
/// `{ oldValue, newValue in }` and `{ }` the modern ones. This file compiling is half
/// the test; the recorded calls show which API ran.
@MainActor
@Suite("Overload resolution")
struct OverloadResolutionTests {
    @MainActor final class Calls {
        var lines: [String] = []
    }

    struct AllForms: View {
        let calls: Calls
        @State var value = 0
        var body: some View {
            Button("+") { value += 1 }
                // Legacy: one parameter, inferred and explicit.
                .onChange(of: value) { newValue in calls.lines.append("legacy \(newValue)") }
                .onChange(of: value) { (newValue: Int) in calls.lines.append("legacy typed \(newValue)") }
                // Modern: two parameters, inferred and explicit, with and without initial.
                .onChange(of: value) { oldValue, newValue in calls.lines.append("modern \(oldValue)→\(newValue)") }
                .onChange(of: value) { (oldValue: Int, newValue: Int) in calls.lines.append("modern typed \(oldValue)→\(newValue)") }
                .onChange(of: value, initial: true) { oldValue, newValue in calls.lines.append("modern initial \(oldValue)→\(newValue)") }
                // Modern: zero parameters, with and without initial.
                .onChange(of: value) { calls.lines.append("zero") }
                .onChange(of: value, initial: true) { calls.lines.append("zero initial") }
                // A stored closure of each shape.
                .onChange(of: value, perform: legacyAction)
                .onChange(of: value, modernAction)
        }

        @MainActor var legacyAction: (Int) -> Void { { calls.lines.append("stored legacy \($0)") } }
        @MainActor var modernAction: (Int, Int) -> Void { { calls.lines.append("stored modern \($0)→\($1)") } }
    }

    @Test func arityPicksTheAPI() throws {
        let calls = Calls()
        let host = ViewHost(AllForms(calls: calls), configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
        #expect(calls.lines == ["modern initial 0→0", "zero initial"])
        calls.lines.removeAll()
        try host.tap("+")
        #expect(calls.lines == [
            "legacy 1", "legacy typed 1", "modern 0→1", "modern typed 0→1", "modern initial 0→1",
            "zero", "zero initial", "stored legacy 1", "stored modern 0→1",
        ])
    }
}
