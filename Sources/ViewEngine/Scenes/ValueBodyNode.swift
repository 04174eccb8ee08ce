/// The node of a value that has a body but is not a view — an ``App``, your own
/// ``Commands`` — hosted in the view tree: its dynamic properties are attached before
/// each evaluation of its body, what the body reads is recorded, and a change of either
/// evaluates it again, as for a custom view's node.
///
/// A subclass turns the body's result (`Output`) into children, and is the node of the
/// view `Shell` that carries the value.
import ViewEngineCore

@MainActor
class ValueBodyNode<Input, Shell: View, Output>: TypedNode<Shell> {
    /// The kept value: the latest one that was not judged the same input (Rules R12).
    private(set) var input: Input
    let evaluation: BodyEvaluation<Input>
    private var hasEvaluated = false

    init(_ input: Input, _ inputs: _ViewInputs) {
        self.input = input
        evaluation = BodyEvaluation()
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Takes `newInput` from the parent: evaluates the body unless it is the same input
    /// as the kept one and nothing the body read changed.
    final func take(_ newInput: Input) {
        if evaluation.keeps(&input, over: newInput, for: self) {
            if isDirty { evaluate() }
        } else {
            input = newInput
            evaluate()
        }
    }

    /// Attaches the dynamic properties, evaluates the body and shows its result; when a
    /// property has nothing to attach, shows why instead.
    final func evaluate() {
        if let failure = evaluation.prepare(&input, for: self) { return show(failure: failure) }
        let isFirst = !hasEvaluated
        hasEvaluated = true
        let output = evaluation.evaluate(&input, for: self, isFirst: isFirst) { body(of: $0) }
        show(output)
    }

    /// Evaluates the body of `input` (during the evaluation: reads are recorded).
    func body(of input: Input) -> Output { fatalError("\(Self.self) must override body(of:)") }

    /// Shows the body's result: mounts or updates the children.
    func show(_ output: Output) {}

    /// Shows why the body could not be evaluated (diagnosed by the property).
    func show(failure: String) {}

    override var evaluatesBody: Bool { true }
    override var dynamicStorage: NodeStorage? { evaluation.storage }
    override var dynamicFieldNames: [String] { evaluation.plan.fieldNames }
    override func reevaluate() { evaluate() }
    override var viewType: Any.Type { Input.self }
}
