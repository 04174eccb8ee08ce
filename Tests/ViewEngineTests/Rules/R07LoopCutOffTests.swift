import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R7: each onChange may run at most N times per frame (2 for a user event,
/// 6 for appearance, configurable); later changes are dropped with one diagnostic
/// per modifier and frame; the stored value still advances; the host stays usable.
@MainActor
@Suite("R7 Loop cut-off")
struct R07LoopCutOffTests {
    static let intMessage = "onChange(of: Int) action tried to update multiple times per frame."

    struct Runaway: View {
        let log: Log
        @State var t = 0
        var body: some View {
            VStack {
                Text("\(t)")
                Button("start") { t += 1 }
                Button("reset") { t = 100 }
            }
            .onChange(of: t) { newValue in
                log("fired \(newValue)")
                t += 1
            }
        }
    }

    @Test func aUserEventFrameAllowsTwoDispatches() throws {
        let log = Log()
        let host = TestHost(Runaway(log: log), exhaustive: false)
        host.tap("start")
        #expect(log.take() == ["fired 1", "fired 2"])
        #expect(host.diagnostics.map(\.message) == [Self.intMessage])
        #expect(host.diagnostics.first?.kind == .onChangeCycle)
        #expect(host.render() == "VStack\n  Text \"3\"\n  Button \"start\"\n  Button \"reset\"")
    }

    @Test func theStoredValueAdvancesAndTheHostStaysUsable() throws {
        let log = Log()
        let host = TestHost(Runaway(log: log), exhaustive: false)
        host.tap("start")          // t ends at 3; the dropped change 2 → 3 is stored
        _ = log.take()
        host.tap("reset")          // 3 → 100 is compared against the stored 3
        #expect(log.take() == ["fired 100", "fired 101"])
        #expect(host.diagnostics.count == 2)
        #expect(Set(host.diagnostics.map(\.frame)).count == 2)   // once per frame
    }

    @Test func theLimitIsConfigurable() throws {
        let log = Log()
        let host = TestHost(Runaway(log: log), configuration: HostConfiguration(userEventUpdateLimit: 4))
        withExpectedDiagnostics("onChange(of: Int) action tried to update multiple times per frame.") { host.tap("start") }
        #expect(log.take() == ["fired 1", "fired 2", "fired 3", "fired 4"])
    }

    struct AppearanceLoop: View {
        let log: Log
        @State var t = 0
        var body: some View {
            Text("\(t)")
                .onChange(of: t) { _ in
                    t += 1
                    log("\(t)")
                }
                .onAppear { t += 1 }
        }
    }

    @Test func anAppearanceFrameAllowsSixDispatches() {
        let log = Log()
        let host = TestHost(AppearanceLoop(log: log), exhaustive: false)
        #expect(log.take() == ["2", "3", "4", "5", "6", "7"])
        #expect(host.diagnostics.map(\.message) == [Self.intMessage])
    }

    struct TwoObservers: View {
        @State var name: String? = "a"
        var body: some View {
            Button("go") { name = (name ?? "") + "a" }
                .onChange(of: name) { _ in name = (name ?? "") + "b" }
                .onChange(of: name) { _ in }
        }
    }

    @Test func eachModifierReportsOncePerFrameWithItsTypeName() throws {
        let host = TestHost(TwoObservers(), exhaustive: false)
        host.tap("go")
        let message = "onChange(of: Optional<String>) action tried to update multiple times per frame."
        #expect(host.diagnostics.map(\.message) == [message, message])
    }
}
