/// The node of a custom view: keeps the view value, its state, and the node of its body.
///
/// When the parent hands it a new value that is the same input as the kept one
/// (SPEC R12) and none of its dependencies changed, the body is not evaluated and
/// the kept value stays.
@MainActor
final class BodyNode<V: View>: TypedNode<V> {
    private var view: V
    private let evaluation: BodyEvaluation<V>
    private var child: TypedNode<V.Body>?

    init(_ view: V, graph: ViewGraph, parent: Node?, index: Int) {
        self.view = view
        self.evaluation = BodyEvaluation(graph: graph)
        super.init(graph: graph, parent: parent, index: index)
        reevaluate()
    }

    override func update(_ newView: V) {
        if evaluation.keeps(&view, over: newView, for: self) {
            // Judged equal: the kept value stays, even when the node's own state re-evaluates it.
            guard isDirty else { return }
        } else {
            view = newView
        }
        reevaluate()
    }

    override var evaluatesBody: Bool { true }

    override var dynamicStorage: NodeStorage? { evaluation.storage }

    override var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    override func reevaluate() {
        if let failure = evaluation.prepare(&view, for: self) {
            child = placeholderBody(failure, for: child)
        } else {
            child = applyBody(evaluation.evaluate(view, for: self) { $0.body }, to: child)
        }
    }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}
