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
        storage = plan.hasDynamicProperties ? NodeStorage(graph: graph, count: plan.attachedFields.count) : nil
    }

    /// Starts an evaluation of `node`: its dynamic properties attached to `input`. Returns
    /// why the body cannot be evaluated (a dynamic property had nothing to attach, such
    /// as a missing environment object), or `nil`; then call ``evaluate(_:for:_:)``.
    func prepare(_ input: inout Input, for node: Node) -> String? {
        node.isDirty = false
        node.epoch &+= 1
        guard let storage else { return nil }
        return plan.attach(to: &input, node: node, storage: storage)
    }

    /// Evaluates `body` on `input` for `node`, prepared: reads of `@State` and of
    /// `@Observable` properties are recorded as dependencies of `node`.
    func evaluate<Result>(_ input: Input, for node: Node, _ body: (Input) -> Result) -> Result {
        let graph = node.graph
        graph.explain.beginEvaluation(of: node, isFirst: node.epoch == 1, fieldNames: plan.fieldNames)
        defer { graph.explain.endEvaluation() }
        return graph.evaluatingBody(of: node) {
            ObservationDependency.track(node) { body(input) }
        }
    }

    /// Whether the parent's new value for `node` leaves the kept one in place (the same
    /// input, SPEC R12, or refused by a view that decides its own updates); recorded for
    /// the trace and `_printChanges()`.
    func keeps(_ kept: inout Input, over new: Input, for node: Node) -> Bool {
        let keeps = plan.keeps(&kept, over: new)
        if !keeps {
            node.graph.explain.noteSelfChanged(node)
        } else if !node.isDirty, let tracer = node.graph.explain.tracer {
            tracer.record(.bodySkipped, node, plan.offerDecision != nil ? "it refused the new value"
                          : Input.self is any Equatable.Type ? "== says the new value equals the kept one"
                          : "its inputs are unchanged, field by field")
        }
        return keeps
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
        node.graph.invalidate(node, cause: .observation)
    }
}


extension Node {
    /// The node of `body`, in place of `child` (the previous one): `child` updated, or a
    /// new subtree mounted in place of a placeholder (which is dismounted).
    func applyBody<Body: View>(_ body: Body, to child: TypedNode<Body>?) -> TypedNode<Body> {
        if let child, !child.isPlaceholder {
            child.update(body)
            return child
        }
        let shown = mountChild(body, at: 0)
        if let child { dismount(child) }
        return shown
    }

    /// A placeholder saying why the body cannot be evaluated, in place of `child` (which
    /// is dismounted, unless it is a placeholder already).
    func placeholderBody<Body: View>(_ reason: String, for child: TypedNode<Body>?) -> TypedNode<Body> {
        if let child, child.isPlaceholder { return child }
        let shown = PlaceholderNode<Body>("(\(viewTypeName) not shown: \(reason))", graph: graph, parent: self, index: 0)
        if isVisible { shown.appear() }
        if let child { dismount(child) }
        return shown
    }
}
