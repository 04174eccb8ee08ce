import ViewEngineCore
import VirtualTime

/// Starts the engine's own tasks (the work of `.task` and `.onReceive`).
///
/// Each runs on the main actor with the host's clock as ``VirtualClock/current``
/// (inherited by the tasks it creates), keeps the graph alive while it runs (its state
/// writes need it), and reports its start and its end as progress. It starts when the
/// host's ``WakeupQueue`` lets it, in the order the tasks were created. When its turn
/// comes, `isWanted` decides whether the work still runs: work of a view that is gone
/// (unmounted or off screen, also because its host went) never starts (Rules R18), while
/// a task merely cancelled for a new `id` starts and sees its cancellation, as in Swift.
@MainActor
enum EngineTask {
    static func start(in graph: ViewGraph, priority: TaskPriority?,
                      isWanted: @escaping @MainActor () -> Bool,
                      _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let clock = graph.clock
        let start = WakeupGate<Void>(queue: clock.wakeups)
        start.schedule(())
        return VirtualClock.$current.withValue(clock) {
            Task(priority: priority) { @MainActor in
                await start.pass()
                graph.noteProgress()
                guard isWanted() else { return }
                await work()
                graph.noteProgress()
            }
        }
    }
}
