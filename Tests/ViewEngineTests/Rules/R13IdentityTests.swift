import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R13: a new `.id` is a new view with fresh state; the new view's onAppear runs
/// before the old view's onDisappear, in the same frame; both see the current state.
@MainActor
@Suite("R13 Identity")
struct R13IdentityTests {
    struct Counter: View {
        let log: Log
        let generation: Int
        @State var count = 0
        var body: some View {
            Button("count \(generation): \(count)") { count += 1 }
                .onAppear { log("appear \(generation)") }
                .onDisappear { log("disappear \(generation)") }
        }
    }

    struct Screen: View {
        let log: Log
        @State var generation = 0
        var body: some View {
            VStack {
                Counter(log: log, generation: generation)
                    .id(generation)
                Button("replace") { generation += 1 }
            }
        }
    }

    @Test func aNewIDIsANewViewAppearingBeforeTheOldDisappears() throws {
        let log = Log()
        let host = TestHost(Screen(log: log))
        host.tap("count 0: 0")
        host.tap("count 0: 1")
        #expect(log.take() == ["appear 0"])

        host.tap("replace")
        #expect(log.take() == ["appear 1", "disappear 0"])
        // Fresh state under the new identity.
        #expect(host.render() == "VStack\n  Button \"count 1: 0\"\n  Button \"replace\"")
    }

    struct Observed: View {
        let log: Log
        @State var id = 0
        var body: some View {
            Text("\(id)")
                .onAppear { log("appear sees \(id)") }
                .onDisappear { log("disappear sees \(id)") }
                .id(id)
            Button("next") { id += 1 }
        }
    }

    @Test func bothClosuresSeeTheCurrentState() throws {
        let log = Log()
        let host = TestHost(Observed(log: log))
        _ = log.take()
        host.tap("next")
        #expect(log.take() == ["appear sees 1", "disappear sees 1"])
    }
}
