import VirtualTime
import Observation

/// Runs bodies for a node that has one (a custom view or a custom modifier):
/// attaches its state, records what the body reads, and compares new inputs.
@MainActor @usableFromInline
package struct BodyEvaluation<Input> {
    @usableFromInline package let plan: TypePlan
    @usableFromInline package let storage: NodeStorage?

    @usableFromInline package init() {
        plan = TypePlan.of(Input.self)
        storage = plan.hasDynamicProperties ? NodeStorage(count: plan.attachedFields.count) : nil
    }

    /// Starts an evaluation of `node`: its dynamic properties attached to `input`. Returns
    /// why the body cannot be evaluated (a dynamic property had nothing to attach, such
    /// as a missing environment object), or `nil`; then call ``evaluate(_:for:_:)``.
    @inlinable package func prepare(_ input: inout Input, for node: Node) -> String? {
        node.beginEvaluation()
        guard let storage else { return nil }
        return plan.attach(to: &input, node: node, storage: storage)
    }

    /// Evaluates `body` on `input` for `node`, prepared: reads of `@State` and of
    /// `@Observable` properties are recorded as dependencies of `node`.
    /// `isFirst` says whether it is the node's first evaluation (for `_printChanges()`).
    ///
    /// `input` is the node's own stored value, passed `inout` so that the body runs on it in
    /// place: passed by value, a value read from a class property is copied for the call
    /// (and destroyed after), through its value witness once it is large.
    @inlinable package func evaluate<Result>(_ input: inout Input, for node: Node, isFirst: Bool, _ body: (inout Input) -> Result) -> Result {
        node.withGraph { graph in
            let outer = graph.beginEvaluation(of: node, isFirst: isFirst)
            defer { graph.endEvaluation(restoring: outer) }
            return ObservationDependency.track(node) { body(&input) }
        }
    }

    /// Whether the parent's new value for `node` leaves the kept one in place (the same
    /// input, Rules R12, or refused by a view that decides its own updates); recorded for
    /// the trace and `_printChanges()`.
    @inlinable @inline(__always) package func keeps(_ kept: inout Input, over new: Input, for node: Node) -> Bool {
        let keeps = plan.keeps(&kept, over: new)
        if node.graph.explain.recordsReasons { note(keeps: keeps, for: node) }
        return keeps
    }

    /// Records the decision of ``keeps(_:over:for:)`` for the trace and `_printChanges()`.
    @usableFromInline package func note(keeps: Bool, for node: Node) {
        if !keeps {
            node.graph.explain.noteSelfChanged(node)
        } else if !node.isDirty, let tracer = node.graph.explain.tracer {
            tracer.record(.bodySkipped, node, plan.offerDecision != nil ? "it refused the new value"
                          : Input.self is any Equatable.Type ? "== says the new value equals the kept one"
                          : "its inputs are unchanged, field by field")
        }
    }
}

/// Turns `@Observable` reads during a body into dependencies of the evaluating node.
@usableFromInline
enum ObservationDependency {
    /// Runs `body`, tracking the `@Observable` properties it reads. The token that
    /// invalidates `node` is made only when the body read one (Observation evaluates its
    /// `onChange` argument only then).
    @MainActor @usableFromInline
    static func track<Result>(_ node: Node, _ body: () -> Result) -> Result {
        withObservationTracking(body, onChange: invalidation(of: node))
    }

    @MainActor
    private static func invalidation(of node: Node) -> @Sendable () -> Void {
        let token = ObservationToken(node: node, epoch: node.epoch)
        return { token.invalidate() }
    }
}

/// Identifies one body evaluation; a change reported after a newer evaluation is ignored.
///
/// Invariant (`@unchecked Sendable`): its stored properties are set in `init` and never
/// written again (`node` is weak, whose loads are atomic); `invalidate()` reads them on
/// the main actor only, hopping there first when Observation calls it on another thread.
final class ObservationToken: @unchecked Sendable {
    private weak var node: Node?
    private let epoch: UInt64

    @MainActor init(node: Node, epoch: UInt64) {
        self.node = node
        self.epoch = epoch
    }

    /// Called by Observation (on whatever thread wrote the property).
    package func invalidate() {
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
    @inlinable @inline(__always) final func applyBody<Body: View>(_ body: consuming Body, to child: TypedNode<Body>?) -> TypedNode<Body> {
        if let child, !child.isPlaceholder {
            child.update(body)
            return child
        }
        return mountBody(body, replacing: child)
    }

    /// The node of `body` mounted in place of `child`: none yet, or a placeholder (which
    /// is dismounted).
    @inlinable @inline(__always) final func mountBody<Body: View>(_ body: Body, replacing child: TypedNode<Body>?) -> TypedNode<Body> {
        let shown = mountChild(body, at: 0)
        if let child { dismount(child) }
        return shown
    }

    /// A placeholder saying why the body cannot be evaluated, in place of `child` (which
    /// is dismounted, unless it is a placeholder already).
    @usableFromInline final package func placeholderBody<Body: View>(_ reason: String, for child: TypedNode<Body>?) -> TypedNode<Body> {
        if let child, child.isPlaceholder { return child }
        let shown = PlaceholderNode<Body>("(\(viewTypeName) not shown: \(reason))", inputs(forChildAt: 0))
        if isVisible { shown.appear() }
        if let child { dismount(child) }
        return shown
    }
}
