import Dispatch
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport
import TestSignals

/// Rules R14: views, actions and the host are main-actor bound; writing state from
/// another thread is a diagnosed error and the write is dropped.
@MainActor
@Suite("R14 Main actor", .timeLimit(.minutes(10)))
struct R14MainActorTests {
    struct Holder: View {
        let export: (Binding<Int>) -> Void
        @State var value = 1
        var body: some View {
            let _ = export($value)
            Text("\(value)")
        }
    }

    @MainActor final class Exported {
        var binding: Binding<Int>?
    }

    @Test func aWriteFromAnotherThreadIsDiagnosedAndDropped() async {
        let exported = Exported()
        let host = TestHost(Holder { exported.binding = $0 }, exhaustive: false)
        nonisolated(unsafe) let binding = exported.binding!
        #expect(await onAnotherThread { binding.wrappedValue = 42 })
        await host.settle()
        #expect(host.diagnostics.map(\.kind) == [.stateModifiedOffMainThread])
        #expect(host.render() == "Text \"1\"")
        #expect(binding.wrappedValue == 1)
    }
}
