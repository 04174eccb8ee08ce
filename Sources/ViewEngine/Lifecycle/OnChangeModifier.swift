/// The modifier behind `onChange`: the observed value and what to call when it changes.
///
/// Its members are `@usableFromInline` so that the `onChange` functions can be
/// `@inlinable`: built in the caller's module, for the caller's types, with no runtime
/// type lookups (the engine's main cost per re-evaluated view, see Benchmarks/README.md).
import ViewEngineCore

public struct _OnChangeModifier<Value: Equatable>: ViewModifier {
    /// The action, in the shape of the API that created it.
    @usableFromInline
    enum Action {
        /// `onChange(of:perform:)`: called with the new value; the closure of the
        /// *previous* evaluation runs (Rules R4).
        case legacy((Value) -> Void)
        /// `onChange(of:initial:_:)`: called with the old and the new value; the closure of
        /// the *current* evaluation runs, and at every appearance when `initial` is true.
        /// The flag after the closure: the enum then takes 17 bytes, not 25, and an
        /// `onChange` of an `Int` keeps its node in the size class of 128 bytes, not of 144
        /// (Benchmarks/HISTORY.md, "Memory per `Button` row").
        case modern((Value, Value) -> Void, initial: Bool)

        /// Whether it is the legacy API's action.
        @usableFromInline var isLegacy: Bool {
            if case .legacy = self { return true }
            return false
        }
    }

    @usableFromInline let value: Value
    /// `var`, so that a firing takes the previous evaluation's action out of it
    /// (``takeAction()``) rather than copying it.
    @usableFromInline var action: Action
    /// Where the `onChange` was written (`#fileID`, `#line` of the call).
    @usableFromInline let source: SourceLocation

    @usableFromInline
    init(value: Value, action: Action, source: SourceLocation) {
        self.value = value
        self.action = action
        self.source = source
    }

    /// Moves the action out, leaving one that does nothing and holds nothing: the modifier
    /// is about to go (copied, the action was retained and released with the modifier).
    @inlinable mutating func takeAction() -> Action {
        var taken = Action.legacy({ _ in })
        swap(&taken, &action)
        return taken
    }

    /// Where the `onChange` was written, as diagnostics name it.
    var location: Diagnostic.Location { source.location }

    public typealias Body = Never
}

extension _OnChangeModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        OnChangeNode(modifier, inputs)
    }

    /// Takes the modifier of this evaluation, updates the content (its actions come
    /// first: inside out, Rules R5), then compares the value with the previous
    /// evaluation's (Rules R3).
    @inlinable
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        guard let node = outputs.node(as: OnChangeNode<Modified, Value>.self) else { return }
        node.updateWithoutHooks(modifier: &modifier, content: content)   // `modifier` is the previous evaluation's now
        if node.modifier.value != modifier.value { node.fire(after: &modifier) }
    }
}

/// The node of an `onChange`: the modifier of the previous evaluation (its value and its
/// action) and the cycle detector.
///
/// Rules R3: compared only when the view carrying it is re-evaluated, with `==`.
/// Rules R6: the action gets the values of this pass, whatever earlier actions write.
/// Rules R7: at most `limit` dispatches per frame; the value of every evaluation is kept
/// (so the next comparison is with the latest value) even when a dispatch is dropped,
/// and the one diagnostic says which observer, what it wrote and the firings of the frame.
@MainActor @usableFromInline
final class OnChangeNode<Content: View, Value: Equatable>: ModifierNode<Content, _OnChangeModifier<Value>> {
    /// What the node keeps once it has fired: its budget of runs in a frame, and the
    /// firing queued and not run yet. Made at the node's first firing: most observers on a
    /// screen never fire, and keeping these inline cost each of them 48 bytes
    /// (Benchmarks/HISTORY.md, "Memory per `Button` row").
    @MainActor @usableFromInline final class FiringState {
        /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main
        /// actor only, and no access to it starts while another is under way; debug builds
        /// keep the check, and every test passes it.
#if !DEBUG
        @exclusivity(unchecked)
#endif
        @usableFromInline var budget = UpdateBudget()
        /// The firing queued in this pass and not run yet: its queue entry runs it.
        /// Invariant (`@exclusivity(unchecked)`, release builds only): as for ``budget``.
#if !DEBUG
        @exclusivity(unchecked)
#endif
        @usableFromInline var pending: Firing?

        @usableFromInline init() {}
    }

    /// The node's firing state, `nil` until it first fires.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var firingState: FiringState?

    /// One run of the action: from which value to which, and the action that runs.
    ///
    /// The action is kept as two optional closures, one of them set, not as the modifier's
    /// ``_OnChangeModifier/Action``: a value that holds an enum whose cases carry closures
    /// of two types is destroyed through its type's value witnesses, with a metadata
    /// look-up (about 70 instructions a firing; Benchmarks/HISTORY.md, "Issue 51, round
    /// six").
    @usableFromInline struct Firing {
        @usableFromInline let oldValue: Value
        @usableFromInline let newValue: Value
        /// The legacy API's action, called with the new value.
        @usableFromInline let legacyAction: ((Value) -> Void)?
        /// The modern API's action, called with the old and the new value.
        @usableFromInline let modernAction: ((Value, Value) -> Void)?

        @inlinable init(oldValue: Value, newValue: Value, action: consuming _OnChangeModifier<Value>.Action) {
            self.oldValue = oldValue
            self.newValue = newValue
            switch consume action {
            case .legacy(let action):
                legacyAction = action
                modernAction = nil
            case .modern(let action, _):
                legacyAction = nil
                modernAction = action
            }
        }

        /// Its parts, moved out (reading them off the firing copies them, and running its
        /// action in a closure that captures the firing copied the whole firing).
        @inlinable consuming func parts() -> (oldValue: Value, newValue: Value,
                                              legacy: ((Value) -> Void)?, modern: ((Value, Value) -> Void)?) {
            (oldValue, newValue, legacyAction, modernAction)
        }
    }

    /// The value changed from `previous.value` to the modifier's: queues the action
    /// unless this observer ran its limit in this frame (Rules R7). The previous
    /// evaluation's action runs if it is a legacy one (Rules R4), the current one if it is
    /// a modern one. A legacy action is moved out of `previous`, which is about to go.
    @inlinable final func fire(after previous: inout _OnChangeModifier<Value>) {
        let oldValue = previous.value, newValue = modifier.value
        // The state is reached through the stored property at each use, not held in a
        // local: a local reference is retained and released at every firing.
        if firingState == nil { firingState = FiringState() }
        // The graph borrowed: reading it three times retained and released it.
        withGraph { graph in
            switch firingState!.budget.spend(inFrame: graph.frameID, limit: graph.updateLimit) {
            case .run:
                // A legacy action is the previous evaluation's; otherwise the current one runs.
                if firingState!.pending == nil {
                    // The node keeps the firing (made in place); the queued closure captures
                    // the node alone, which is its context: queuing allocates nothing.
                    firingState!.pending = Firing(oldValue: oldValue, newValue: newValue,
                                                  action: previous.action.isLegacy ? previous.takeAction() : modifier.action)
                    graph.enqueue({ [self] in self.runPending() }, owner: self,
                                  trace: self.firingState?.pending.map(self.traceDetail(of:)) ?? "onChange")
                } else {
                    let firing = Firing(oldValue: oldValue, newValue: newValue,
                                        action: previous.action.isLegacy ? previous.takeAction() : modifier.action)
                    // A second firing in one pass (the node was updated twice before the
                    // actions ran) keeps its values in its closure.
                    graph.enqueue({ [self] in self.run(firing) }, owner: self, trace: traceDetail(of: firing))
                }
            case .drop(let report):
                guard report else { return }
                diagnoseCutOff(dropping: oldValue, newValue)
            }
        }
    }

    /// A node that fired in this frame stays alive until the frame's chain of firings
    /// goes, which refers to it unretained (``ExplainState/recordFiring(of:at:from:to:)``).
    override func didUnmount() {
        if firingState?.budget.hasSpent(inFrame: graph.frameID) == true { graph.keepFiredObserver(self) }
    }

    /// Runs the firing the node keeps (its queue entry's turn came).
    @inlinable final func runPending() {
        guard let firing = firingState?.pending.take() else { return }
        run(firing)
    }

    /// Runs a firing's action.
    @inlinable final func run(_ firing: consuming Firing) {
        let (oldValue, newValue, legacy, modern) = firing.parts()
        if let legacy {
            run(from: oldValue, to: newValue) { legacy(newValue) }
        } else if let modern {
            run(from: oldValue, to: newValue) { modern(oldValue, newValue) }
        }
    }

    /// What the frame trace says about `firing`.
    @usableFromInline final func traceDetail(of firing: Firing) -> String {
        "onChange(of: \(Value.self)) at \(modifier.location), \(String(reflecting: firing.oldValue)) → \(String(reflecting: firing.newValue))"
    }

    /// Runs a queued firing's action, recorded in the frame's chain of firings (what a
    /// cut-off diagnostic explains itself with).
    @inlinable final func run(from oldValue: Value, to newValue: Value, _ action: () -> Void) {
        withGraph { $0.runFiring(of: self, at: modifier.source, from: oldValue, to: newValue, action) }
    }

    override func didAppear() {
        guard case .modern(let action, initial: true) = modifier.action else { return }
        let value = modifier.value
        // invariant: the entry's `owner` is this node and the entry holds it strongly until
        // the action runs or is dropped, and the queue runs an entry only while its owner
        // is mounted (Rules R18); so `self` is alive whenever the closure runs, and the
        // closure need not hold a second reference (an `unowned(unsafe)` capture is a plain
        // pointer: no retain, no side table).
        graph.enqueue({ [unowned(unsafe) self] in self.run(from: value, to: value) { action(value, value) } }, owner: self,
                      trace: "onChange(of: \(Value.self), initial: true) at \(self.modifier.location), \(String(reflecting: value)) → \(String(reflecting: value))")
    }

    /// The view whose body applied the modifier.
    private var viewName: String { Tracer.viewName(self) }

    /// Rules R7's diagnostic, with SwiftUI's text and the chain that led to it.
    @usableFromInline func diagnoseCutOff(dropping oldValue: Value, _ newValue: Value) {
        let viewName = self.viewName   // named once: each reading walks to the body's view
        let explanation = graph.explain.cutOffExplanation(of: self, named: viewName, at: modifier.source,
                                                          dropping: oldValue, newValue) { runs in
            "observer: onChange(of: \(Value.self)) at \(modifier.location), on \(viewName), ran \(runs) times in frame \(graph.frameID) (the limit)"
        }
        graph.record(Diagnostic(kind: .onChangeCycle,
                                message: "onChange(of: \(Value.self)) action tried to update multiple times per frame.",
                                viewType: viewName, valueType: "\(Value.self)", location: modifier.location,
                                explanation: explanation, frame: graph.frameID))
    }
}
