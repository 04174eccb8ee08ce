/// A built-in modifier whose effect is asynchronous work tied to the time its view is
/// on screen: `.task` (Rules R9) and `.onReceive` (Rules R10).
import ViewEngineCore

@MainActor
protocol AsyncWorkModifier: PrimitiveModifier {
    /// The priority of the task that runs the work.
    var priority: TaskPriority? { get }

    /// Whether this value, from a new evaluation, replaces the work started for `old`.
    func restartsWork(after old: Self) -> Bool

    /// The work to run in an engine task. `latest` returns the modifier of the latest
    /// evaluation while the view is on screen, and `nil` once it is gone.
    ///
    /// Called on the main actor after the update pass, with the host's clock as
    /// ``VirtualClock/current``: what it does before returning the work (subscribing)
    /// happens at once.
    func work(latest: @escaping @MainActor () -> Self?, graph: ViewGraph) -> @MainActor () async -> Void
}

extension AsyncWorkModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        AsyncWorkNode(modifier, inputs)
    }
}

/// The node of an ``AsyncWorkModifier``: one engine task at a time.
///
/// - The work starts after the pass in which the view appeared, like an onAppear action.
/// - A new evaluation whose modifier ``AsyncWorkModifier/restartsWork(after:)`` cancels
///   the running task and starts a new one, after the pass, like an onChange action.
/// - Disappearing or unmounting cancels the task at once; the task sees it at its next
///   suspension point (`Task.isCancelled`, `CancellationError`).
@MainActor
final class AsyncWorkNode<Content: View, Modifier: AsyncWorkModifier>: ModifierNode<Content, Modifier> {
    private var running: Task<Void, Never>?

    override func didAppear() { enqueueRestart() }

    override func modifierDidUpdate(from old: Modifier) {
        if isVisible, modifier.restartsWork(after: old) { enqueueRestart() }
    }

    override func didDisappear() { cancel() }

    override func didUnmount() { cancel() }

    private func enqueueRestart() {
        graph.enqueue({ self.restart() }, owner: self, trace: "start the task of \(Tracer.viewName(self))")
    }

    private func restart() {
        cancel()
        guard isMounted, isVisible else { return }
        running = VirtualClock.$current.withValue(graph.clock) {
            let work = modifier.work(latest: { [weak self] in self?.latestModifier }, graph: graph)
            return EngineTask.start(in: graph, priority: modifier.priority,
                                    isWanted: { [weak self] in self?.latestModifier != nil }, work)
        }
        graph.explain.tracer?.record(.taskStarted, self, "\(Modifier.self)")
    }

    private var latestModifier: Modifier? { isMounted && isVisible ? modifier : nil }

    private func cancel() {
        guard let running else { return }
        running.cancel()
        self.running = nil
        graph.explain.tracer?.record(.taskCancelled, self, "\(Modifier.self)")
    }
}
