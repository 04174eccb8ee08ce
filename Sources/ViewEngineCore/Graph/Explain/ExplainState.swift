/// What a graph keeps to explain itself: the frame trace (when tracing), the reasons for
/// the next evaluation of each node (when recording them), and the `onChange` actions
/// that ran in the current frame with the state each wrote (always: a cut-off explains
/// itself with them).
@MainActor @usableFromInline
package struct ExplainState {
    /// The recorder of the frame trace, when ``HostConfiguration/tracesFrames`` is on.
    package let tracer: Tracer?
    /// Whether invalidations record their causes for the next evaluation: on while
    /// tracing, and from the first `_printChanges()` on.
    @usableFromInline var recordsReasons: Bool
    private var pendingReasons: [ObjectIdentifier: EvaluationReasons] = [:]
    /// The view being evaluated and what changed for it, while a body runs with reasons
    /// recorded (what `_printChanges()` prints): an index into ``changesLog``, or -1.
    var currentChanges: Int32 = -1
    /// What changed for each evaluation of the frame that ran with reasons recorded.
    private(set) var changesLog: [(view: String, names: [String])] = []
    /// Whether the body being evaluated is evaluated for the first time.
    var currentIsFirst = false
    /// The `onChange` actions that ran in the current frame, in order.
    @usableFromInline package var firings: [FiringRecord] = []
    /// The index in ``firings`` of the action running now.
    @usableFromInline var runningFiring: Int?

    init(tracing: Bool) {
        tracer = tracing ? Tracer() : nil
        recordsReasons = tracing
    }

    mutating func beginFrame(_ number: Int, cause: () -> String) {
        firings.removeAll(keepingCapacity: true)
        if !changesLog.isEmpty, currentChanges < 0 { changesLog.removeAll(keepingCapacity: true) }
        tracer?.beginFrame(number, cause: cause())
    }

    /// Notes why `node` was invalidated, and traces it.
    mutating package func note(_ cause: InvalidationCause, for node: Node) {
        pendingReasons[ObjectIdentifier(node), default: EvaluationReasons()].add(cause, storage: node.dynamicStorage)
        tracer?.record(.invalidated, node, cause.description)
    }

    /// Notes that `node`'s parent supplied a new value that is not the same input.
    mutating func noteSelfChanged(_ node: Node) {
        guard recordsReasons else { return }
        pendingReasons[ObjectIdentifier(node), default: EvaluationReasons()].selfChanged = true
    }

    /// Starts `node`'s evaluation: what changed since the last one, for `_printChanges()`
    /// and the trace.
    ///
    /// Inlined into the graph's `beginEvaluation(of:isFirst:)`: without reasons recorded
    /// (the common case) it sets one flag; the rest is ``noteEvaluation(of:isFirst:)``.
    @inline(__always)
    mutating package func beginEvaluation(of node: Node, isFirst: Bool) {
        currentIsFirst = isFirst
        guard recordsReasons else { return }
        noteEvaluation(of: node, isFirst: isFirst)
    }

    /// What changed since `node`'s last evaluation, logged for `_printChanges()` and traced.
    private mutating func noteEvaluation(of node: Node, isFirst: Bool) {
        let reasons = pendingReasons.removeValue(forKey: ObjectIdentifier(node)) ?? EvaluationReasons()
        let names = reasons.names(isFirst: isFirst, fieldNames: node.dynamicFieldNames)
        currentChanges = Int32(changesLog.count)
        changesLog.append((node.viewTypeName, names))
        tracer?.record(.bodyEvaluated, node, names.isEmpty ? "unchanged" : names.joined(separator: ", ") + " changed")
    }


    /// What changed for the body being evaluated, when it runs with reasons recorded.
    package var changes: (view: String, names: [String])? {
        currentChanges < 0 ? nil : changesLog[Int(currentChanges)]
    }

    /// Attributes a write of `label` to the `onChange` action running now, if any.
    mutating func noteWrite(_ label: @autoclosure () -> String?) {
        guard let runningFiring, let label = label() else { return }
        if !firings[runningFiring].wrote.contains(label) { firings[runningFiring].wrote.append(label) }
    }
}

/// One run of an `onChange` action, as the frame's chain of firings keeps it; turned
/// into a ``Diagnostic/Firing`` when a diagnostic needs it.
@MainActor @usableFromInline package struct FiringRecord {
    /// The observer's node (named only when a diagnostic prints it).
    @usableFromInline package let observer: Node
    @usableFromInline package let source: SourceLocation?
    @usableFromInline package let oldValue: Any
    @usableFromInline package let newValue: Any
    /// The state labels the action wrote, in order.
    package var wrote: [String] {
        get { writes ?? [] }
        set { writes = newValue }
    }
    /// The storage of ``wrote``: `nil` until the action writes a view's state, so that
    /// destroying the record of an action that wrote none releases nothing for it (an
    /// empty array is released like any other; about 10 instructions a firing).
    @usableFromInline var writes: [String]?

    /// Generic and inlinable: the values go into the `Any` fields where their type is
    /// known (made outside, an `Any` is copied into the field and destroyed after).
    @inlinable package init<Value>(observer: __owned Node, source: SourceLocation?, oldValue: Value, newValue: Value) {
        self.observer = observer
        self.source = source
        self.oldValue = oldValue
        self.newValue = newValue
        self.writes = nil
    }
    package var firing: Diagnostic.Firing {
        Diagnostic.Firing(location: source?.location, viewType: Tracer.viewName(observer), oldValue: String(reflecting: oldValue),
                          newValue: String(reflecting: newValue), wrote: wrote)
    }
}

extension ViewGraph {
    /// "Modifying state during view update": the body being evaluated wrote `label`.
    func diagnoseWriteDuringUpdate(of label: String?) {
        let view = currentReader?.viewTypeName
        let explanation = Diagnostic.Explanation(wrote: label.map { [$0] } ?? [],
                                                 firings: explain.firings.map(\.firing), dropped: nil,
                                                 subject: "the body of \(view ?? "a view") wrote state while it was being evaluated")
        record(Diagnostic(kind: .stateModifiedDuringUpdate,
                          message: "Modifying state during view update, this will cause undefined behavior.",
                          viewType: view, explanation: explanation, frame: frameID))
    }
}
