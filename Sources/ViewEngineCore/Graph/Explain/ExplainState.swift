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
    /// The `onChange` actions that ran in the current frame, in order. Records hold
    /// nothing to destroy (see ``FiringRecord``): emptying them at a frame's start is free.
    @usableFromInline var firings: [FiringRecord] = []
    /// The firings' values that are not kept as bytes (``FiringValues``).
    @usableFromInline var firingBoxes: [Any] = []
    /// The state labels each firing's action wrote, by its index in ``firings``: most
    /// write none.
    private var firingWrites: [Int: [String]] = [:]
    /// Observers unmounted in the frame after they fired, kept until the frame's records
    /// go, each with the node of the view whose body applied it, found before it left the
    /// tree (``keepObserver(_:)``).
    private var keptObservers: [(node: Node, bodyOwner: Node?)] = []
    /// The index in ``firings`` of the action running now.
    @usableFromInline var runningFiring: Int?

    init(tracing: Bool) {
        tracer = tracing ? Tracer() : nil
        recordsReasons = tracing
    }

    mutating func beginFrame(_ number: Int, cause: () -> String) {
        firings.removeAll(keepingCapacity: true)
        if !firingBoxes.isEmpty { firingBoxes.removeAll(keepingCapacity: true) }
        if !firingWrites.isEmpty { firingWrites.removeAll() }
        if !keptObservers.isEmpty { keptObservers.removeAll() }
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
        if firingWrites[runningFiring]?.contains(label) != true { firingWrites[runningFiring, default: []].append(label) }
    }

    // MARK: The frame's chain of firings

    /// Records that `observer`'s action runs now, from `oldValue` to `newValue`: the
    /// writes that follow are attributed to it until ``runningFiring`` is cleared.
    /// Inlinable: compiled where the values' type is known, they are kept without a box.
    ///
    /// precondition: `observer` is alive until the frame's records go: it is mounted, and
    /// if it is unmounted in this frame after it fired, its `didUnmount` hands it to
    /// ``ViewGraph/keepFiredObserver(_:)`` (the record refers to it unretained).
    @inlinable mutating package func recordFiring<Value>(of observer: Node, at source: SourceLocation,
                                                         from oldValue: Value, to newValue: Value) {
        firings.append(FiringRecord(observer: UnretainedNode(referring: observer), source: source,
                                    values: FiringValues(oldValue, newValue, boxes: &firingBoxes)))
        runningFiring = firings.count - 1
    }

    /// Keeps `observer`, which fired in this frame and is being unmounted, alive until the
    /// frame's records go, with the node that names its view, found while the observer is
    /// still in the tree (naming it now, a string per observer, cost more than the rest
    /// of an unmount).
    mutating package func keepObserver(_ observer: Node) {
        keptObservers.append((observer, observer.evaluatesBody ? observer : observer.nearestBodyOwner))
    }

    /// The frame's chain of firings, in order, as a diagnostic lists it.
    package var firingChain: [Diagnostic.Firing] {
        firings.indices.map { index in
            let record = firings[index]
            let values = record.values.values(in: firingBoxes)
            let observer = record.observer.node!
            let kept = keptObservers.first { $0.node === observer }
            let viewName = kept.map { ($0.bodyOwner ?? $0.node).viewTypeName } ?? Tracer.viewName(observer)
            return Self.firing(named: viewName, at: record.source, from: values.old, to: values.new,
                               wrote: firingWrites[index] ?? [])
        }
    }

    /// Why `observer`, whose view is `viewName`, was cut off at its limit (Rules R7): what
    /// its actions wrote in this frame, the frame's chain, the dropped firing from
    /// `oldValue` to `newValue`, and `subject` given how many times it ran.
    package func cutOffExplanation(of observer: Node, named viewName: String, at source: SourceLocation,
                                   dropping oldValue: Any, _ newValue: Any,
                                   subject: (_ runs: Int) -> String) -> Diagnostic.Explanation {
        let own = firings(of: observer)
        return Diagnostic.Explanation(wrote: own.wrote, firings: firingChain,
                                      dropped: Self.firing(named: viewName, at: source, from: oldValue, to: newValue),
                                      subject: subject(own.count))
    }

    /// How many times `observer` ran in this frame, and the state its actions wrote (each
    /// label once, in the order first written).
    private func firings(of observer: Node) -> (count: Int, wrote: [String]) {
        var count = 0
        var wrote: [String] = []
        for index in firings.indices where firings[index].observer.refers(to: observer) {
            count += 1
            for label in firingWrites[index] ?? [] where !wrote.contains(label) { wrote.append(label) }
        }
        return (count, wrote)
    }

    /// A firing as a diagnostic names it: the observer's view, where, from which value to
    /// which, what it wrote.
    private static func firing(named viewName: String, at source: SourceLocation?, from oldValue: Any, to newValue: Any,
                               wrote: [String] = []) -> Diagnostic.Firing {
        Diagnostic.Firing(location: source?.location, viewType: viewName, oldValue: String(reflecting: oldValue),
                          newValue: String(reflecting: newValue), wrote: wrote)
    }
}

/// One run of an `onChange` action, as the frame's chain of firings keeps it; turned
/// into a ``Diagnostic/Firing`` when a diagnostic needs it (``ExplainState/firingChain``).
///
/// It holds nothing to destroy: its observer unretained (alive for the frame, see
/// ``ExplainState/recordFiring(of:at:from:to:)``), its values as bytes or as an index into
/// the frame's boxes (``FiringValues``), what it wrote beside it.
@MainActor @usableFromInline struct FiringRecord {
    @usableFromInline let observer: UnretainedNode
    @usableFromInline let source: SourceLocation?
    @usableFromInline let values: FiringValues

    @inlinable init(observer: UnretainedNode, source: SourceLocation?, values: FiringValues) {
        self.observer = observer
        self.source = source
        self.values = values
    }
}

extension ViewGraph {
    /// "Modifying state during view update": the body being evaluated wrote `label`.
    func diagnoseWriteDuringUpdate(of label: String?) {
        let view = currentReader?.viewTypeName
        let explanation = Diagnostic.Explanation(wrote: label.map { [$0] } ?? [],
                                                 firings: explain.firingChain, dropped: nil,
                                                 subject: "the body of \(view ?? "a view") wrote state while it was being evaluated")
        record(Diagnostic(kind: .stateModifiedDuringUpdate,
                          message: "Modifying state during view update, this will cause undefined behavior.",
                          viewType: view, explanation: explanation, frame: frameID))
    }
}
