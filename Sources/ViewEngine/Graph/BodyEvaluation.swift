import VirtualTime
import Observation

/// Runs bodies for a node that has one (a custom view or a custom modifier):
/// attaches its state, records what the body reads, and compares new inputs.
@MainActor
struct BodyEvaluation<Input> {
    let plan: TypePlan
    let storage: NodeStorage?

    init(graph: ViewGraph) {
        plan = TypePlan.of(Input.self)
        storage = plan.stateFields.isEmpty ? nil : NodeStorage(graph: graph, count: plan.stateFields.count)
    }

    /// Whether `new` is the same input as `old` (SPEC R12).
    func isSame(_ old: Input, _ new: Input) -> Bool { plan.isSame(old, new) }

    /// Evaluates `body` on `input` for `node`: state attached, reads of `@State` and of
    /// `@Observable` properties recorded as dependencies of `node`.
    func evaluate<Result>(_ input: inout Input, for node: Node, _ body: (Input) -> Result) -> Result {
        if let storage { plan.attachState(to: &input, from: storage) }
        let graph = node.graph
        node.isDirty = false
        node.epoch &+= 1
        let value = input
        return graph.evaluatingBody(of: node) {
            ObservationDependency.track(node) { body(value) }
        }
    }
}

/// Turns `@Observable` reads during a body into dependencies of the evaluating node.
enum ObservationDependency {
    @MainActor
    static func track<Result>(_ node: Node, _ body: () -> Result) -> Result {
        let token = ObservationToken(node: node, epoch: node.epoch)
        return withObservationTracking(body, onChange: { token.invalidate() })
    }
}

/// Identifies one body evaluation; a change reported after a newer evaluation is ignored.
final class ObservationToken: @unchecked Sendable {
    private weak var node: Node?
    private let epoch: UInt32

    @MainActor init(node: Node, epoch: UInt32) {
        self.node = node
        self.epoch = epoch
    }

    /// Called by Observation (on whatever thread wrote the property).
    func invalidate() {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { invalidateOnMain() }
        } else {
            Task { @MainActor in self.invalidateOnMain() }
        }
    }

    @MainActor private func invalidateOnMain() {
        guard let node, node.isMounted, node.epoch == epoch else { return }
        node.graph.invalidate(node)
    }
}

