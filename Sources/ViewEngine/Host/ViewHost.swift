import VirtualTime

/// Mounts a view tree, drives it like a user would, and reports what it did.
///
/// The host is the engine's run loop and test driver. Every driver call is an event
/// that starts a frame (SPEC R1); the call returns when the frame is over.
///
/// ```swift
/// let host = ViewHost(OnChangeDemo())
/// try host.tap("change")      // prints 1
/// print(host.render())
/// // Button "change"
/// ```
@MainActor
public final class ViewHost<Root: View> {
    let graph: ViewGraph
    private(set) var rootNode: TypedNode<Root>!
    private var rootView: Root
    /// What the host sets in the root of the environment.
    var environmentSettings: HostEnvironment

    /// The host's virtual clock: timers and sleeps in tasks advance only through
    /// ``advance(by:)``, so tests never wait in real time.
    public var clock: VirtualClock { graph.clock }

    /// Mounts `root` and runs the first frame (its onAppear actions included).
    public init(_ root: Root, configuration: HostConfiguration = .init()) {
        let settings = HostEnvironment(configuration)
        environmentSettings = settings
        graph = ViewGraph(configuration: configuration) { settings.write(&$0) }
        rootView = root
        graph.scheduleFrame = { [weak self] in self?.schedulePendingFrame() }
        graph.clock.wakeups.setBeforeEachWakeup { [weak self] in self?.flushPendingFrame() }
        graph.runFrame(.appearance, cause: "mount \(Root.self)") {
            rootNode = makeNode(root, graph: graph, parent: nil, index: 0)
            rootNode.appear()
        }
    }

    /// A host that goes away unmounts its tree: the tasks and subscriptions of its views
    /// are cancelled (no actions run), so nothing keeps working for a host nobody has.
    isolated deinit {
        rootNode?.unmount()
    }

    /// The root view. Setting it re-renders with the new inputs, as a parent would.
    ///
    /// Set during a frame (from a body or an action), it is ignored with a diagnostic of
    /// kind ``Diagnostic/Kind/nestedDriverCall`` (SPEC R18).
    public var root: Root {
        get { rootView }
        set {
            guard !graph.isInFrame else {
                return graph.diagnose(.nestedDriverCall, "The host's root was set while a frame was running (from a body or an action); driver calls do not nest, so it was ignored.")
            }
            flushPendingFrame()
            rootView = newValue
            graph.runFrame(.userEvent, cause: "root set") { rootNode.update(newValue) }
        }
    }

    /// Taps the button titled `title` and runs the frame that follows.
    ///
    /// - Throws: ``HostError`` if no visible button has that title, several do, or it
    ///   is disabled; the error names the buttons on screen.
    public func tap(_ title: String) throws {
        let button = try control(.button, title)
        graph.runFrame(.userEvent, cause: "tap \"\(title)\"") { (button as! Activatable).activate() }
    }

    /// Replaces the text of the text field titled `title` with `text`, one keystroke
    /// (one frame) per character: the field shows each prefix of `text` in turn.
    ///
    /// As a user would, it first focuses the field if it is not focused, in a frame of
    /// its own (its `@FocusState` bindings change, and their `onChange` runs, before the
    /// first keystroke).
    ///
    /// - Throws: ``HostError`` naming the text fields on screen.
    public func type(_ text: String, into title: String) throws {
        let field = try control(.textField, title) as! TextFieldNode
        if graph.focus.focusedField !== field {
            graph.runFrame(.userEvent, cause: "focus \"\(title)\" to type") { graph.focus.move(to: field) }
        }
        let keystrokes = text.isEmpty ? [""] : text.indices.map { String(text[...$0]) }
        for prefix in keystrokes where field.isMounted {
            graph.runFrame(.userEvent, cause: "type \"\(prefix)\" into \"\(title)\"") { field.edit(prefix) }
        }
    }

    /// Flips the toggle titled `title`.
    ///
    /// - Throws: ``HostError`` naming the toggles on screen.
    public func toggle(_ title: String) throws {
        let toggle = try control(.toggle, title) as! ToggleNode
        graph.runFrame(.userEvent, cause: "toggle \"\(title)\"") { toggle.flip() }
    }

    /// Selects the tab whose item is labelled `title`.
    ///
    /// - Throws: ``HostError`` naming the tabs on screen.
    public func select(tab title: String) throws {
        let tab = try control(.tab, title)
        graph.runFrame(.userEvent, cause: "select tab \"\(title)\"") { (tab as! Activatable).activate() }
    }

    /// The runtime warnings emitted so far, in order.
    public var diagnostics: [Diagnostic] { graph.diagnostics }

    /// What the host did, frame by frame, when ``HostConfiguration/tracesFrames`` is on
    /// (empty otherwise).
    ///
    /// ```swift
    /// try host.tap("+")
    /// let evaluated = host.trace.frames.last!.events.filter { $0.kind == .bodyEvaluated }
    /// print(host.trace.text)
    /// ```
    public var trace: FrameTrace { graph.explain.tracer?.trace ?? FrameTrace() }

    /// The current tree as indented text, one line per primitive view.
    ///
    /// ```
    /// VStack
    ///   Text "count: 1"
    ///   Button "+"
    /// ```
    public func render() -> String {
        flushPendingFrame()
        var output = RenderOutput()
        rootNode.render(into: &output)
        return output.text
    }

    /// The control a driver call drives, after the frame that pending writes asked for.
    ///
    /// - Throws: ``HostError`` if a frame is running (SPEC R18), or the control is
    ///   missing, ambiguous or disabled.
    func control(_ kind: ControlRegistry.Kind, _ title: String) throws -> Node {
        guard !graph.isInFrame else {
            throw HostError(control: kind.rawValue, title: title, reason: .calledDuringFrame, availableTitles: [])
        }
        flushPendingFrame()
        return try graph.controls.find(kind, titled: title)
    }

    // MARK: Asynchronous work

    /// Runs the frame that writes outside any frame (tasks, timers) asked for.
    func flushPendingFrame() {
        graph.pendingFrameDidRun()
        graph.flushPendingFrame()
    }

    private func schedulePendingFrame() {
        Task { @MainActor [weak self] in self?.flushPendingFrame() }
    }
}
