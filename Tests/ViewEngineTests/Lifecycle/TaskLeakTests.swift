import Foundation
import Testing
import ViewEngine
import TestSupport

/// A view's task does not outlive the view: once it is gone and the host settled,
/// nothing the task captured is alive.
@MainActor
struct TaskLeakTests {
    final class Model {}

    final class Weak {
        weak var object: AnyObject?
    }

    struct Worker: View {
        let model: Model
        let made: Weak
        var body: some View {
            Text("working")
                .task {
                    let probe = Model()
                    made.object = probe
                    try? await Task.sleep(for: .seconds(1_000))
                    withExtendedLifetime((model, probe)) {}
                }
                .onReceive(Timer.publish(every: 1).autoconnect()) { _ in
                    withExtendedLifetime(model) {}
                }
        }
    }

    struct Parent: View {
        let model: Model?
        let made: Weak
        var body: some View {
            if let model {
                Worker(model: model, made: made)
            }
        }
    }

    @Test func unmountedViewReleasesWhatItsTaskCaptured() async {
        let captured = Weak(), made = Weak()
        let host: ViewHost<Parent>
        do {
            let model = Model()
            captured.object = model
            host = ViewHost(testing: Parent(model: model, made: made))
        }
        await host.advance(by: .seconds(2))
        #expect(captured.object != nil)
        #expect(made.object != nil)
        host.root = Parent(model: nil, made: made)
        await host.settle()
        #expect(captured.object == nil)
        #expect(made.object == nil)
        #expect(host.clock.nextDeadline == nil)
    }

    @Test func hostThatGoesAwayCancelsItsTasks() async {
        let captured = Weak(), made = Weak()
        do {
            let model = Model()
            captured.object = model
            let host = ViewHost(testing: Parent(model: model, made: made))
            await host.settle()
            #expect(made.object != nil)
        }
        // The cancelled tasks finish on the main actor's next turns; no time passes.
        for _ in 0..<100 where captured.object != nil || made.object != nil {
            await Task.yield()
        }
        #expect(captured.object == nil)
        #expect(made.object == nil)
    }
}
