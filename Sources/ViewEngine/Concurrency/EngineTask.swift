/// Starts the engine's own tasks (the work of `.task` and `.onReceive`).
///
/// Each runs on the main actor with the host's clock as ``VirtualClock/current``
/// (inherited by the tasks it creates), keeps the graph alive while it runs (its state
/// writes need it), and reports its start and its end as progress. It starts when the
/// host's ``WakeupQueue`` lets it, in the order the tasks were created.
@MainActor
enum EngineTask {
    static func start(in graph: ViewGraph, priority: TaskPriority?,
                      _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let clock = graph.clock
        let start = WakeupGate<Void>(queue: clock.wakeups)
        start.schedule(())
        return VirtualClock.$current.withValue(clock) {
            Task(priority: priority) { @MainActor in
                await start.pass()
                graph.noteProgress()
                await work()
                graph.noteProgress()
            }
        }
    }
}
