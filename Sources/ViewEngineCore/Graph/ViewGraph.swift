import VirtualTime
import Foundation

/// The update machinery behind one ``ViewHost``: the dirty set, the frame loop
/// (Rules R1), the action queue, and the diagnostics.
///
/// A frame is an event followed by update passes until nothing is dirty. A pass
/// re-evaluates the invalidated nodes top-down in tree order, then runs the actions
/// the pass collected; their state writes make the next pass.
@MainActor @usableFromInline
final package class ViewGraph {
    // MARK: What the graph serves
    package let configuration: HostConfiguration
    /// The way back to this graph for what can outlive it (``GraphLink``).
    package let link = GraphLink()
    /// The virtual time of the host: the engine's tasks sleep on it (``VirtualClock/current``).
    nonisolated package let clock = VirtualClock()
    /// The root of the environment: what the host sets (Rules R16). Made at the end of
    /// `init`, as it keeps the graph (``EnvironmentBox/graph``), and never replaced.
    package private(set) var rootEnvironment: EnvironmentBox!
    /// The controls on screen, by what a driver finds them by.
    package let controls = ControlRegistry()
    /// Where focus is, and the focus states bound to it.
    private(set) lazy package var focus = FocusSystem(graph: self)
    /// The host's own `@AppStorage` values.
    private(set) lazy package var appStorage = AppStorageStore(configuration.appStorage, graph: self)
    /// Called after every frame with its number (a test hook).
    package var frameDidEnd: ((Int) -> Void)?
    /// The graph whose frame runs now on the main actor, if any (a frame of another host
    /// that an action starts nests: the outer one comes back after it).
    private(set) package static var running: ViewGraph?

    // MARK: The frame loop's state (Rules R1, R7)
    // The storage marked `@exclusivity(unchecked)` below is read on every update, so it
    // skips the dynamic exclusivity check in release builds, which only code compiled in
    // this module honours (ARCHITECTURE.md, "Unsafe constructs"). Its invariant, for each:
    // it is touched on the main actor only, and no access to it starts while another is
    // under way; debug builds keep the check, and every test passes it.
    @inlinable final private(set) package var frameID: Int {
        _read { yield _frameID }
        _modify { yield &_frameID }
    }
    /// The storage of ``frameID``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _frameID: Int = 0
    /// What started the current frame (its cut-off limit depends on it, Rules R7).
    @inlinable final package var frameKind: FrameKind { _frameKind }
    /// The storage of ``frameKind``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _frameKind = FrameKind.appearance
    /// Whether a frame is running.
    @inlinable final package var isInFrame: Bool { _isInFrame }
    /// The storage of ``isInFrame``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _isInFrame = false
    /// The invalidated nodes, re-evaluated in tree order by the next pass.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    private var dirty: [Node] = []
    /// The actions the pass collected (`onChange` actions, appearances), run after it.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    private var actions = ActionQueue()
    /// The node being evaluated, where state reads find it (``CurrentEvaluation``).
    private let evaluation = EvaluationSlot.make()
    /// The node being evaluated, if any.
    private var evaluatingNode: Node? { evaluation.node }
    /// Whether a frame for writes made outside any frame is scheduled (FrameScheduling).
    var pendingFrameScheduled = false
    /// Counts frames, invalidations and task steps: ``ViewHost/settle()`` is idle when it stops moving.
    @inlinable final private(set) package var progress: Int {
        _read { yield _progress }
        _modify { yield &_progress }
    }
    /// The storage of ``progress``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _progress: Int = 0
    /// What features keep for the length of one frame, by key (the transaction of the
    /// frame's updates): emptied when the frame ends.
    package var frameValues: [ObjectIdentifier: Any] = [:]
    /// Set when the host goes: no frame runs any more.
    private(set) package var isTornDown = false
    /// The stack address below which nothing more is mounted (see ``StackGuard``), for
    /// the thread that runs the current frame.
    /// Invariant (`@exclusivity(unchecked)`, in every build): set when a frame starts, before
    /// it mounts anything, and read by the mounts of that frame on the main actor; no access
    /// to it begins while another is under way.
    @exclusivity(unchecked) @usableFromInline private(set) var stackFloor: UInt = 0
    /// The floor a walk of the tree checks: the current frame's, or, between frames (a
    /// picture, a render, a query of frames), the current thread's own. The main actor
    /// is not always one thread: an app's `async` `main` goes on, after its first
    /// suspension, on the thread that drains the main queue, whose stack is another one
    /// than the first frames' (on Linux), so their floor would cut every walk short.
    package var walkStackFloor: UInt { _isInFrame ? stackFloor : StackGuard.floor }
    /// Records `floor` as the last frame's stack floor, as a frame run on another thread
    /// leaves it: for the tests of what is walked between frames.
    package func recordStackFloorOfLastFrame(_ floor: UInt) { stackFloor = floor }
    /// The frame that last reported a tree too deep (one report per frame).
    private var tooDeepReportedFrame = -1

    // MARK: Layout's state (Rules R22)
    // Unchecked storage as in the frame loop's state, with the same invariant.
    /// Whether a view's layout inputs changed since the last layout pass (Rules R22).
    package var needsLayout = true
    /// What the current layout pass measured.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    package var layoutPass = LayoutPass()
    /// Lays the tree out: measures and places the root's views in the window. Set by the
    /// host; `nil` when the host does not lay out (``HostConfiguration/performsLayout``).
    package var layoutDriver: (@MainActor () -> Void)? {
        didSet { _performsLayout = layoutDriver != nil }
    }
    /// Whether the host lays its views out (it has a ``layoutDriver``): read by every
    /// leaf's update, in the module that updates it.
    @inlinable final package var performsLayout: Bool { _performsLayout }
    /// The storage of ``performsLayout`` (a checked read cost about 80 instructions per
    /// updated leaf).
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _performsLayout = false
    /// Counts the times a subtree appeared or disappeared: a container's list of subviews
    /// (what its children lay out as) holds while it does not move.
    package var structureGeneration = 0
    /// The window's safe area, in the window's coordinates, as the host last laid out.
    package var windowSafeArea = CGRect.zero
    /// The window's bounds, as the host last laid out.
    package var windowBounds = CGRect.zero
    /// The views on screen that follow their geometry (a `GeometryReader`,
    /// `onGeometryChange`, an anchor), by identity.
    private var geometryObservers: [ObjectIdentifier: any GeometryObserving] = [:]

    // MARK: What the graph keeps to explain itself
    // Unchecked storage as in the frame loop's state, with the same invariant.
    /// What the graph reported, in order (``Diagnostic``).
    private(set) package var diagnostics: [Diagnostic] = []
    /// The messages ``diagnoseOnce(_:_:viewType:)`` has reported.
    private var reportedOnce: Set<String> = []
    /// What the graph keeps to explain itself: the trace, the reasons for evaluations,
    /// the `onChange` firings of the frame (see Explain/).
    @inlinable final package var explain: ExplainState {
        _read { yield _explain }
        _modify { yield &_explain }
    }
    /// The storage of ``explain``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated on the frame loop's state.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _explain: ExplainState

    package init(configuration: HostConfiguration, environment: @escaping (inout EnvironmentValues) -> Void) {
        self.configuration = configuration
        self._explain = ExplainState(tracing: configuration.tracesFrames)
        self.rootEnvironment = EnvironmentBox(root: environment, graph: self)
        MainQueue.mark()
        link.graph = self
        clock.wakeups.setBeforeEachWakeup { [link] in link.graph?.flushPendingFrame() }
    }

    deinit {
        link.graph = nil
        evaluation.free()
    }

    // MARK: Frames

    /// The host went: its tree is unmounted and no frame runs any more, whatever its
    /// tasks still write.
    package func tearDown(_ root: Node?) {
        isTearingDown = true
        root?.unmount()
        isTornDown = true
    }

    /// Whether the host's tree is being unmounted for good.
    private var isTearingDown = false

    /// Keeps `observer`, unmounted in the frame after it fired, for the frame's chain of
    /// firings (``ExplainState/keepObserver(_:)``); not when the host's tree is torn down,
    /// as no diagnostic explains itself after that.
    package func keepFiredObserver(_ observer: Node) {
        guard !isTearingDown else { return }
        explain.keepObserver(observer)
    }

    /// Runs one frame: `event`, then update passes until nothing is dirty.
    ///
    /// Frames do not nest (Rules R18): the host refuses driver calls made during a frame
    /// before they get here; anything else that asks for a frame inside one is diagnosed
    /// and dropped.
    package func runFrame(_ kind: FrameKind, cause: @autoclosure () -> String = "event", _ event: () -> Void) {
        guard !isTornDown else { return }
        guard !isInFrame else {
            return diagnose(.nestedDriverCall, "A frame was requested while frame \(frameID) was running; frames do not nest, so it was dropped.")
        }
        frameID += 1
        progress += 1
        _frameKind = kind
        _isInFrame = true
        stackFloor = StackGuard.floor
        explain.beginFrame(frameID, cause: cause)
        // The frame's evaluations write the evaluating node into this graph's slot, which
        // state reads find through the thread (frames of another host may nest in an
        // action: the outer host's slot comes back after).
        let outerSlot = CurrentEvaluation.installed
        CurrentEvaluation.install(evaluation)
        let outerGraph = Self.running
        Self.running = self
        // A `Task { }` that an action or a body starts inherits the host's clock, so its
        // `Task.sleep` is virtual too, as in a `.task`.
        VirtualClock.$current.withValue(clock) {
            event()
            runPasses()
        }
        CurrentEvaluation.install(outerSlot)
        Self.running = outerGraph
        if !frameValues.isEmpty { frameValues.removeAll() }
        _isInFrame = false
        frameDidEnd?(frameID)
    }

    /// The most update passes a frame may run before it is cut off.
    private var passLimit: Int { configuration.maximumPassesPerFrame }

    private func runPasses() {
        var passes = 0
        while true {
            // A frame whose event changed only the layout (the window's size) lays out
            // without an update pass; what the layout changes makes one.
            if dirty.isEmpty, actions.isEmpty {
                layOutIfNeeded()
                if dirty.isEmpty, actions.isEmpty { break }
            }
            passes += 1
            if passes > passLimit {
                diagnose(.updateLoop, "Update loop cut off after \(passLimit) passes in one frame; the actions of the last pass were dropped.")
                // One last evaluation keeps the tree consistent with the state; the
                // actions it collects are what would keep the loop going.
                evaluateDirtyNodes()
                layOutIfNeeded()
                actions.removeAll()
                return
            }
            explain.tracer?.beginPass(passes)
            evaluateDirtyNodes()
            layOutIfNeeded()
            // Each entry moved out to run: reading it in place retained its owner and its
            // closure for the call, and an array of them destroyed each after.
            let batch = actions.drain()
            batch.drain { entry in
                if entry.isLive { run(entry) }
            }
            actions.recycle(batch)
        }
    }

    /// Runs one queued action, recording it for the trace.
    private func run(_ entry: ActionQueue.Entry) {
        if let detail = entry.traceDetail { explain.tracer?.record(.action, entry.owner, detail) }
        entry.action()
    }

    /// Runs an `onChange` action, recording it in the frame's chain of firings; the state
    /// it writes is attributed to it. Inlinable: compiled where the values' type is known,
    /// the values are kept without a box (``FiringValues``).
    ///
    /// precondition: as for ``ExplainState/recordFiring(of:at:from:to:)``: an observer
    /// unmounted in the frame after it fired keeps itself alive with
    /// ``keepFiredObserver(_:)``.
    @inlinable package func runFiring<Value>(of observer: Node, at source: SourceLocation,
                                     from oldValue: Value, to newValue: Value, _ action: () -> Void) {
        explain.recordFiring(of: observer, at: source, from: oldValue, to: newValue)
        action()
        explain.runningFiring = nil
    }

    /// Re-evaluates the dirty nodes top-down. Nodes that an evaluation invalidates (the
    /// readers of an environment value a modifier just changed) are evaluated in the same
    /// pass, after the batch, as long as evaluating keeps finding new ones — at most
    /// ``passLimit`` rounds; what is left then waits for the next pass.
    private func evaluateDirtyNodes() {
        var rounds = 0
        while !dirty.isEmpty, rounds < passLimit {
            rounds += 1
            var batch = dirty
            dirty.removeAll(keepingCapacity: true)
            if batch.count > 1 { TreePosition.sort(&batch) }
            for node in batch where node.isDirty && node.isMounted {
                node.reevaluate()
            }
        }
    }

    // MARK: Layout (Rules R22)

    /// Lays the tree out if a view's layout inputs changed, after the pass's updates and
    /// before its actions: the views that follow their geometry then see it (a
    /// `GeometryReader` is evaluated again with its new size, an `onGeometryChange` queues
    /// its action), and what they change is laid out in another round, until nothing
    /// changes; a layout that keeps changing itself is cut off after ``passLimit`` rounds.
    private func layOutIfNeeded() {
        guard let layoutDriver else { return }
        var rounds = 0
        while needsLayout {
            rounds += 1
            guard rounds <= passLimit else {
                needsLayout = false
                return diagnose(.layoutLoop, "Layout loop cut off after \(passLimit) rounds in one pass: a view's geometry changed what its views show, which changed the geometry again. The tree keeps the last layout.")
            }
            needsLayout = false
            layoutPass.reset()
            layoutDriver()
            notifyGeometryObservers()
            if !dirty.isEmpty { evaluateDirtyNodes() }
        }
    }

    /// Starts telling `observer` about each layout pass while it is on screen.
    package func observeGeometry(_ observer: any GeometryObserving) {
        geometryObservers[ObjectIdentifier(observer)] = observer
    }

    /// Stops telling `observer` about layout passes.
    package func stopObservingGeometry(_ observer: any GeometryObserving) {
        geometryObservers[ObjectIdentifier(observer)] = nil
    }

    /// Tells the geometry observers, in view-tree order, that a layout pass ran.
    private func notifyGeometryObservers() {
        guard !geometryObservers.isEmpty else { return }
        var observers = geometryObservers.values.filter { $0.isMounted }
        if observers.count > 1 {
            var nodes: [Node] = observers
            TreePosition.sort(&nodes)
            observers = nodes.compactMap { geometryObservers[ObjectIdentifier($0)] }
        }
        for observer in observers where observer.isMounted { observer.geometryDidChange() }
    }

    // MARK: Invalidation

    /// Marks `node` for re-evaluation in the next pass, starting a frame if none runs.
    /// `cause` is what the trace and `_printChanges()` say about it.
    package func invalidate(_ node: Node, cause: InvalidationCause = .unspecified) {
        guard node.isMounted else { return }
        if explain.recordsReasons { explain.note(cause, for: node) }
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
        progress += 1
        if !isInFrame { schedulePendingFrame() }
    }

    /// Records that asynchronous work moved (a task started, resumed or finished).
    package func noteProgress() { progress += 1 }

    /// Whether anything waits for a frame.
    package var hasPendingWork: Bool { !dirty.isEmpty || !actions.isEmpty }

    // MARK: Body evaluation

    /// The node whose body is being evaluated, if any: state reads become its dependencies.
    var currentReader: Node? { evaluatingNode }

    /// Whether a body is being evaluated right now (state writes are then diagnosed).
    var isEvaluatingBody: Bool { evaluatingNode != nil }

    func evaluatingBody<Result>(of node: Node, _ body: () -> Result) -> Result {
        let outer = beginBodyEvaluation(of: node)
        defer { endEvaluation(restoring: outer) }
        return body()
    }

    /// The evaluation that was running when another one began (bodies do not nest, but
    /// a `ForEach`'s content closure runs as part of its owner's evaluation).
    ///
    /// invariant: the outer node is alive while the inner evaluation runs (the outer
    /// evaluation is on the call stack), so it is kept as the slot's word
    /// (``EvaluationSlot/Saved``), as is the current one: no reference counting per
    /// evaluation. A trivial value: saving and restoring it copies a few words (what
    /// `_printChanges()` prints is an index into a log).
    @usableFromInline package struct OuterEvaluation {
        /// The evaluating node when this evaluation began, put back when it ends.
        let node: EvaluationSlot.Saved
        package let changes: Int32
        package let isFirst: Bool
        /// Outside a frame, the slot that was installed on the thread (restored at the end).
        let installed: EvaluationSlot?
        let installs: Bool
    }

    /// Starts the evaluation of `node`'s body: its reads of state become its dependencies,
    /// and what changed for it is noted for `_printChanges()` and the trace.
    @usableFromInline package func beginEvaluation(of node: Node, isFirst: Bool) -> OuterEvaluation {
        let outer = beginBodyEvaluation(of: node)
        explain.beginEvaluation(of: node, isFirst: isFirst)
        return outer
    }

    @inline(__always)
    private func beginBodyEvaluation(of node: Node) -> OuterEvaluation {
        // In a frame this graph's slot is installed already; outside one, it is installed
        // for the evaluation.
        let installed = isInFrame ? nil : CurrentEvaluation.installed
        let installs = !isInFrame && installed != evaluation
        let outer = OuterEvaluation(node: evaluation.saved, changes: explain.currentChanges, isFirst: explain.currentIsFirst,
                                    installed: installed, installs: installs)
        evaluation.node = node
        if installs { CurrentEvaluation.install(evaluation) }
        return outer
    }

    /// Ends the evaluation begun by ``beginEvaluation(of:isFirst:)``.
    @usableFromInline func endEvaluation(restoring outer: OuterEvaluation) {
        evaluation.restore(outer.node)
        if outer.installs { CurrentEvaluation.install(outer.installed) }
        explain.currentChanges = outer.changes
        explain.currentIsFirst = outer.isFirst
    }



    // MARK: Actions

    /// Queues an action of `owner` to run after the current pass, unless `owner` is
    /// unmounted by then (Rules R18). `trace` says what it is, for the trace.
    @usableFromInline package func enqueue(_ action: __owned @escaping () -> Void, owner: __owned Node, trace: @autoclosure () -> String = "action") {
        actions.enqueue(ActionQueue.Entry(owner: owner, action: action,
                                          traceDetail: explain.tracer == nil ? nil : trace()))
    }

    /// Queues an onDisappear action behind every other action of the pass (Rules R13).
    package func enqueueDisappearance(_ action: @escaping () -> Void, of node: Node) {
        actions.enqueueDeferred(ActionQueue.Entry(owner: nil, action: action,
                                                  traceDetail: explain.tracer == nil ? nil : "onDisappear of \(Tracer.viewName(node))"))
    }

    /// Queues work of the engine's own (focus following a field that went) behind every
    /// action of the pass.
    func enqueueEngineAction(_ action: @escaping () -> Void) {
        actions.enqueueDeferred(ActionQueue.Entry(owner: nil, action: action, traceDetail: nil))
    }

    /// The number of times one onChange may fire in the current frame (Rules R7).
    @usableFromInline package var updateLimit: Int {
        frameKind == .appearance ? configuration.appearanceUpdateLimit : configuration.userEventUpdateLimit
    }

    // MARK: Diagnostics

    /// Reports, once per frame, that a subtree was not mounted (or not updated) for lack of stack.
    func diagnoseTreeTooDeep(viewType: String, depth: Int, verb: String = "mounted") {
        guard tooDeepReportedFrame != frameID else { return }
        tooDeepReportedFrame = frameID
        let left = StackGuard.bytesLeft(above: stackFloor) + StackGuard.reserve
        diagnose(.treeTooDeep,
                 "View tree too deep: \(viewType) was not \(verb) at depth \(depth) (\(left / 1024) KiB of this thread's \(StackGuard.threadStackSize / 1024) KiB stack left). Every level of views takes stack; make the tree shallower or give the process a larger stack (ulimit -s).",
                 viewType: viewType)
    }

    /// A subtree whose update would go below the stack's floor keeps its old values, diagnosed.
    @usableFromInline func refuseUpdateTooDeep<V: View>(_ node: TypedNode<V>) {
        diagnoseTreeTooDeep(viewType: "\(V.self)", depth: node.depth, verb: "updated")
    }

    /// A view too deep for the stack that is left is not laid out (it has no size),
    /// diagnosed once per frame, instead of a crash.
    package func refuseLayoutTooDeep(_ node: Node) -> CGSize {
        diagnoseTreeTooDeep(viewType: node.viewTypeName, depth: node.depth, verb: "laid out")
        return .zero
    }

    /// Records a runtime warning and writes it where the configuration says.
    package func diagnose(_ kind: Diagnostic.Kind, _ message: String, viewType: String? = nil) {
        record(Diagnostic(kind: kind, message: message, viewType: viewType, frame: frameID))
    }

    /// Records a runtime warning the first time its message is given, and not again
    /// (a missing symbol or asset is reported once, however often it is laid out).
    package func diagnoseOnce(_ kind: Diagnostic.Kind, _ message: String, viewType: String? = nil) {
        guard reportedOnce.insert(message).inserted else { return }
        diagnose(kind, message, viewType: viewType)
    }

    /// Records `diagnostic` and writes it where the configuration says.
    package func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        explain.tracer?.record(.diagnostic, nil, diagnostic.explanation.map { "\(diagnostic.message)\n\($0)" } ?? diagnostic.message)
        let message = diagnostic.message
        if configuration.echoesDiagnosticsToStandardError {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        configuration.diagnosticHandler?(diagnostic)
    }
}
