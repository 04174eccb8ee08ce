import Dispatch
import Testing
import ViewEngine
import TestSupport
import TestSignals

/// Rules R14, R15: a change published on another thread reaches the views on the main
/// actor, and `settle()` — which "runs pending tasks, received elements and the frames
/// they cause until nothing is left to do" (ViewHost.settle()) — returns only after it
/// has. Apple's `Published` publishes "in the property's willSet block, meaning
/// subscribers receive the new value before it's actually set on the property": the
/// engine's hop to the main actor waits for the store, or the main actor, free while the
/// other thread writes, could render the old value.
///
/// A thousand rounds, each a thread hand-over and back: on a loaded machine every hand-over
/// waits for a time slice, so the suite's limit is generous.
@MainActor
@Suite("R14 Hand-overs from other threads", .timeLimit(.minutes(10)))
struct R14HandOverTests {
    final class Model: ObservableObject {
        @Published var count = 0
    }

    struct Watcher: View {
        let log: Log
        @ObservedObject var model: Model
        var body: some View {
            Text("count: \(model.count)")
                .onChange(of: model.count) { [old = model.count] new in log("\(old) -> \(new)") }
        }
    }

    @Test func aBackgroundWriteWhileTheMainActorIsFreeShowsAfterSettleEveryTime() async throws {
        let log = Log(), model = Model()
        let host = ViewHost(testing: Watcher(log: log, model: model))
        nonisolated(unsafe) let shared = model
        var stale: [String] = []
        for round in 1...1_000 {
            let written = Awaitable(false)
            DispatchQueue.global().async {
                shared.count = round
                written.update { $0 = true }
            }
            try #require(await written.when { $0 } != nil)
            await host.settle()
            let shown = host.render(), changes = log.take()
            if shown != "Text \"count: \(round)\"" || changes != ["\(round - 1) -> \(round)"] {
                stale.append("round \(round): \(shown), \(changes)")
            }
        }
        #expect(stale.isEmpty, "\(stale.count) of 1 000 rounds showed an old value; the first: \(stale.prefix(3))")
        #expect(host.diagnostics.count == 1_000)
        #expect(Set(host.diagnostics.map(\.kind)) == [.publishedOffMainThread])
    }
}
