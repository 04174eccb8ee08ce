#if NativeOnChange
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// With the `NativeOnChange` trait the engine has its own `onChange(of:initial:_:)`:
/// with only ViewEngine imported, the modern closures resolve to it.
@MainActor
@Suite("Native onChange (NativeOnChange trait)")
struct NativeOnChangeTests {
    struct Counter: View {
        let log: Log
        let label: String
        @State var count = 0
        var body: some View {
            Button("+") { count += 1 }
                .onChange(of: count, initial: true) { oldValue, newValue in log("\(label) \(oldValue)→\(newValue)") }
                .onChange(of: count) { log("\(label) zero") }
        }
    }

    @Test func runsTheCurrentClosureWithOldAndNewAndAtAppearance() throws {
        let log = Log()
        let host = TestHost(Counter(log: log, label: "first"))
        #expect(log.take() == ["first 0→0"])
        host.tap("+")
        #expect(log.take() == ["first 0→1", "first zero"])
        host.setRoot(Counter(log: log, label: "second"))
        host.tap("+")
        #expect(log.take() == ["second 1→2", "second zero"])   // the current closure
    }
}
#endif
