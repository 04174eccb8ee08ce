import VirtualTime

/// The storage of one `@State` property in its node, with the nodes that read it.
///
/// A write compares the new value with the current one (for `Equatable` values):
/// an equal write invalidates nothing (Rules R2). Otherwise the nodes that read
/// the value in their latest evaluation are invalidated.
/// Invariant (`@unchecked Sendable`): `link` and `equality` are `let`s; the value and its
/// readers are written on the main queue only (`write(_:)` checks, and diagnoses and drops a
/// write from elsewhere).
@usableFromInline
final package class StateBox<Value>: TrackedState, @unchecked Sendable {
    /// The way to the graph of the host whose view owns the state: a binding to the state
    /// can outlive its host; writing through it then stores the value and updates nothing.
    private let link: GraphLink
    private var graph: ViewGraph? { link.graph }
    /// The current value. Touched on the main thread only (checked at every access).
    /// Read by the inlinable ``read()``; written by ``write(_:)`` only.
    @inlinable final package var value: Value {
        _read { yield _value }
        _modify { yield &_value }
    }
    /// The storage of ``value``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _value: Value
    /// `==` for `Value`, shared by every box of the type (one reference, not a closure each).
    private let equality: EqualityWitness.Shared<Value>
    /// What the trace and diagnostics call it, `Counter._count`: found from its owner
    /// when printed.
    @MainActor package var label: StateLabel? {
        guard let owner, let slot = owner.dynamicStorage?.slot(of: self) else { return nil }
        return StateLabel(owner: owner.viewType, field: owner.dynamicFieldNames[slot])
    }

    @MainActor package init(_ value: Value, graph: ViewGraph, owner: Node? = nil) {
        self._value = value
        self.link = graph.link
        self.equality = EqualityWitness.shared(Value.self)
        super.init()
        self.owner = owner
    }

    /// Reads the value; during a body evaluation the evaluating node becomes a reader.
    /// Inlinable: compiled for the value's type where the state is read (a generic read
    /// copies the value through its type's value witnesses).
    @inlinable package func read() -> Value {
        noteRead()
        return value
    }

    /// Writes the value and invalidates its readers (Rules R2, R14).
    package func write(_ newValue: Value) {
        guard MainQueue.isCurrent else {
            let graph = self.graph
            Task { @MainActor in
                graph?.diagnose(.stateModifiedOffMainThread,
                               "Publishing changes from background threads is not allowed; the write to State<\(Value.self)> was dropped.",
                               viewType: "\(Value.self)")
            }
            return
        }
        // Invariant: on the main thread (checked above); the value is handed to the main
        // actor's closure, which runs now, and not used here again.
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated { writeOnMain(value) }
    }

    @MainActor private func writeOnMain(_ newValue: Value) {
        if let isEqual = equality.isEqual, isEqual(value, newValue) { return }
        value = newValue
        guard let graph else { return }
        if graph.isEvaluatingBody {
            graph.diagnoseWriteDuringUpdate(of: label?.description)
            return
        }
        graph.explain.noteWrite(label?.description)
        readers.invalidateAll(in: graph, owner: owner, cause: .state(box: self, label: label))
    }
}

/// `==` for a generic type that may or may not be `Equatable`, found once per type.
package enum EqualityWitness {
    /// The witness of one type, shared by every box of that type.
    /// Invariant (`@unchecked Sendable`): its one stored property is a `let`.
    final package class Shared<T>: @unchecked Sendable {
        package let isEqual: ((T, T) -> Bool)?
        init() { isEqual = EqualityWitness.of(T.self) }
    }

    @MainActor private static var shared: [ObjectIdentifier: AnyObject] = [:]

    /// The shared witness of `T`, made on first use.
    @MainActor static package func shared<T>(_: T.Type) -> Shared<T> {
        let key = ObjectIdentifier(T.self)
        if let existing = shared[key] { return witness(existing, of: T.self) }
        let witness = Shared<T>()
        shared[key] = witness
        return witness
    }

    static package func of<T>(_ type: T.Type) -> ((T, T) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        // E is T, opened as Equatable.
        func make<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
            { SameType.cast($0, to: E.self) == SameType.cast($1, to: E.self) }
        }
        return make(equatable)
    }
}
