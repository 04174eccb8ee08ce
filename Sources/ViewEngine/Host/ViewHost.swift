import ViewEngineCore
import VirtualTime

/// Mounts a view tree, drives it like a user would, and reports what it did.
///
/// The host is the engine's run loop and test driver. Every driver call is an event
/// that starts a frame (Rules R1); the call returns when the frame is over.
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
    /// The scopes of the enclosing `within(_:_:)` calls, outermost first.
    private(set) var scopes: [String] = []
    /// What the host sets in the root of the environment.
    var environmentSettings: HostEnvironment
    /// The controls a touch is pressing that keep no pressed state of their own (a
    /// navigation link): ``release(_:)`` looks for them here.
    var pressedControls: [Node] = []
    /// The window's size and safe area (``size``, ``safeAreaInsets``; Rules R22).
    var window: HostWindow

    /// The host's virtual clock: timers and sleeps in tasks advance only through
    /// ``advance(by:)``, so tests never wait in real time.
    public var clock: VirtualClock { graph.clock }

    /// Mounts `root` and runs the first frame (its onAppear actions included).
    public init(_ root: Root, configuration: HostConfiguration = .init()) {
        let settings = HostEnvironment(configuration)
        environmentSettings = settings
        graph = ViewGraph(configuration: configuration) { settings.write(&$0) }
        rootView = root
        window = HostWindow(size: configuration.windowSize)
        if configuration.performsLayout {
            graph.layoutDriver = { [weak self] in self?.layOutWindow() }
        }
#if !canImport(Darwin)
        // The undo manager groups the registrations of one frame, as of one run loop pass.
        settings.undoManager.currentEvent = { [link = graph.link] in
            MainQueue.isCurrent ? MainActor.assumeIsolated { link.graph?.frameID } : nil
        }
#endif
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
        attachSystem()
#endif
        // A new preferred scheme is a new environment at the root (PreferredColorScheme.swift).
        settings.appearance.preferenceDidChange = { [weak self] in
            guard let self else { return }
            let settings = environmentSettings
            graph.rootEnvironment.rewrite { settings.write(&$0) }
        }
        graph.runFrame(.appearance, cause: "mount \(Root.self)") {
            rootNode = makeNode(root, _ViewInputs(graph: graph, parent: nil, index: 0))
            rootNode.appear()
        }
    }

    /// A host that goes away unmounts its tree: the tasks and subscriptions of its views
    /// are cancelled (no actions run), so nothing keeps working for a host nobody has.
    /// Its window's undo manager drops its actions: a handler that captures the view that
    /// registered it (and with it the view's `\.undoManager`) would otherwise keep the
    /// manager and itself alive after the host is gone.
    isolated deinit {
        graph.tearDown(rootNode)
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
        HostSystem.detach(from: graph.clock)
#endif
        environmentSettings.undoManager.removeAllActions()
    }

    /// The root view. Setting it re-renders with the new inputs, as a parent would.
    ///
    /// Set during a frame (from a body or an action), it is ignored with a diagnostic of
    /// kind ``Diagnostic/Kind/nestedDriverCall`` (Rules R18).
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
    /// A `NavigationLink`, a `Link`, an `EditButton`, a `DisclosureGroup`'s label and a
    /// suggestion with `searchCompletion` are tapped the same way; a `Menu` runs its primary
    /// action, or opens. A button
    /// of an alert, a confirmation dialog or an open menu runs its action, then dismisses
    /// it. When no button has the title, the row of a `List(selection:)` that shows it is
    /// tapped: it is selected.
    ///
    /// A tap is a touch that goes down and comes up: on a button whose custom
    /// ``ButtonStyle`` shows `configuration.isPressed`, it is ``press(_:)`` then
    /// ``release(_:)``, a frame each; elsewhere nothing can see the press, and the tap is
    /// one frame. Under a custom ``PrimitiveButtonStyle`` the touch reaches the style's
    /// body (its tap gesture, or the `Button(configuration)` it shows), and the action runs
    /// only if the style calls `configuration.trigger()`.
    ///
    /// - Throws: ``HostError`` if no visible button (or selection row) has that title,
    ///   several do, or it is disabled; the error names the buttons on screen.
    public func tap(_ title: String) throws {
        tap(try tappable(title), titled: title)
    }

    /// Taps `button`, titled `title`: a button whose style shows its press is pressed in a
    /// frame, then released in another (its action runs on release); any other tappable
    /// runs its action in one frame. Then the presentations that close when it is chosen
    /// close.
    func tap(_ button: any Activating, titled title: String) {
        if let pressing = button as? any Pressing, pressing.showsPress, !pressing.isPressed {
            graph.runFrame(.userEvent, cause: "press \"\(title)\"") { pressing.press() }
            guard pressing.isVisible else { return }
            return graph.runFrame(.userEvent, cause: "release \"\(title)\"") {
                pressing.release()
                graph.controls.closeLayers(choosing: pressing)
            }
        }
        graph.runFrame(.userEvent, cause: "tap \"\(title)\"") {
            button.activate()
            graph.controls.closeLayers(choosing: button)
        }
    }

    /// Replaces the text of the text field titled `title` with `text`, one keystroke
    /// (one frame) per character: the field shows each prefix of `text` in turn. A
    /// `SecureField` is typed into the same way, and a `TextEditor`, named by its
    /// `accessibilityLabel` or else its current text.
    ///
    /// As a user would, it first focuses the field if it is not focused, in a frame of
    /// its own (its `@FocusState` bindings change, and their `onChange` runs, before the
    /// first keystroke). Gaining focus begins editing the field (its
    /// `onEditingChanged(true)`); the field that loses focus ends its edit.
    ///
    /// - Throws: ``HostError`` naming the text fields on screen.
    public func type(_ text: String, into title: String) throws {
        typeKeystrokes(text, into: try control(.textField, title, or: [.textEditor]), titled: title)
    }

    /// One keystroke into `field`, titled `title`: a frame in which it shows `text`.
    func edit(_ field: any TextEditing, titled title: String, to text: String) {
        graph.runFrame(.userEvent, cause: "type \"\(text)\" into \"\(title)\"") { field.edit(text) }
    }

    /// Types `text` into `field`, after focusing it if it is not focused: one frame per
    /// keystroke.
    func typeKeystrokes(_ text: String, into field: any TextEditing, titled title: String) {
        focusIfNeeded(field, titled: title)
        let keystrokes = text.isEmpty ? [""] : text.indices.map { String(text[...$0]) }
        for prefix in keystrokes where field.isMounted {
            edit(field, titled: title, to: prefix)
        }
    }

    /// Focuses `field`, as a tap into it does, in a frame of its own, unless it has focus.
    func focusIfNeeded(_ field: Node, titled title: String) {
        if graph.focus.focusedField !== field {
            graph.runFrame(.userEvent, cause: "focus \"\(title)\" to type") { graph.focus.move(to: field) }
        }
    }

    /// Flips the toggle titled `title`.
    ///
    /// - Throws: ``HostError`` naming the toggles on screen.
    public func toggle(_ title: String) throws {
        flip(try control(.toggle, title), titled: title)
    }

    /// Flips `toggle`, titled `title`, in a frame.
    func flip(_ toggle: any Flipping, titled title: String) {
        graph.runFrame(.userEvent, cause: "toggle \"\(title)\"") { toggle.flip() }
    }

    /// Selects the tab whose item is labelled `title`.
    ///
    /// - Throws: ``HostError`` naming the tabs on screen.
    public func select(tab title: String) throws {
        select(tab: try control(.tab, title), titled: title)
    }

    /// Selects the tab item `tab`, labelled `title`, in a frame.
    func select(tab: any Activating, titled title: String) {
        graph.runFrame(.userEvent, cause: "select tab \"\(title)\"") { tab.activate() }
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
    public func render() -> String { render(frames: false) }

    /// The current tree as indented text, one line per primitive view, each line ending
    /// with its view's frame in the window when `frames` is `true` (Rules R22):
    ///
    /// ```
    /// VStack @ (153.17, 417.17) 86.67 × 48.67
    ///   Text "count: 1" @ (153.17, 417.17) 86.67 × 20.33
    ///   Button "+" @ (191.83, 445.5) 9.33 × 20.33
    /// ```
    ///
    /// - Parameter frames: Whether each line ends with ` @ (x, y) width × height`, in points
    ///   from the window's top leading corner (`@ not laid out` for a view the layout did
    ///   not place, or with ``HostConfiguration/performsLayout`` off).
    public func render(frames: Bool) -> String {
        flushPendingFrame()
        var output = RenderOutput(now: clock.date(at: clock.now), showsFrames: frames)
        rootNode.render(into: &output)
        return output.text
    }

    /// The control a driver call drives, after the frame that pending writes asked for:
    /// a visible, reachable, enabled control of `kind` (or of one of `otherKinds`) titled
    /// `title`, inside the scopes of the enclosing `within(_:_:)` calls, that `test`
    /// accepts. Every driver finds its control here.
    ///
    /// - Throws: ``HostError`` if a frame is running (Rules R18), or the control is
    ///   missing, ambiguous, covered by a presentation, out of scope or disabled.
    ///
    /// The control comes as the protocol of `kind` (``ControlKind``): every node of
    /// `otherKinds` provides it too.
    func control<Control>(_ kind: ControlKind<Control>, _ title: String, or otherKinds: [ControlKind<Control>] = [],
                          anyTitle: Bool = false, where test: ((Control) -> Bool)? = nil) throws -> Control {
        try control(kind, title, or: otherKinds.map(\.erased), anyTitle: anyTitle, where: test)
    }

    /// ``control(_:_:or:anyTitle:where:)`` with further kinds whose own protocol refines
    /// `Control` (a context menu, found by a long press as a gesture).
    func control<Control>(_ kind: ControlKind<Control>, _ title: String, or otherKinds: [AnyControlKind],
                          anyTitle: Bool = false, where test: ((Control) -> Bool)? = nil) throws -> Control {
        try beginDriverCall(kind.name, title)
        let query = ControlQuery(kinds: [kind.erased] + otherKinds, title: title, scopes: scopes,
                                 anyTitle: anyTitle, isDisabled: { !$0.environment.values.isEnabled })
        let (control, node) = try graph.controls.find(kind, query, where: test)
        if let refusal = node.environment.values.hitTestingRefusal {
            throw HostError(control: kind.name, title: title, reason: .notHitTestable(refusal), availableTitles: [], scopes: scopes)
        }
        return control
    }

    /// Refuses a driver call made during a frame (Rules R18); otherwise runs the frame that
    /// pending writes asked for, so the call sees the screen as it is.
    func beginDriverCall(_ control: String, _ title: String) throws {
        guard !graph.isInFrame else {
            throw HostError(control: control, title: title, reason: .calledDuringFrame, availableTitles: [], scopes: scopes)
        }
        flushPendingFrame()
    }

    // MARK: Scopes

    /// Runs `body`, in which every driver call looks for its control only inside the
    /// region that `scope` names: the row, section or container that shows the text
    /// `scope` or is titled `scope` (see the rules below). Use it when several controls
    /// have the same title, as every row's "Delete" does.
    ///
    /// ```swift
    /// try host.within("Row 3") {
    ///     try host.toggle("Done")
    ///     try host.tap("Delete")
    /// }
    /// try host.within("Fruits") { try host.within("Apple") { try host.increment("Quantity") } }
    /// ```
    ///
    /// A *label* is a view on screen that shows or is titled with a string: a `Text`, a
    /// control (by its title), a `navigationTitle`, an alert's or a dialog's title. Each
    /// label `scope` names a region: the smallest view around it (itself included) that
    /// holds a control the driver could drive under the asked title. The driver drives the
    /// one such control in those regions; none, several, or no label at all is a
    /// ``HostError`` that says which. Scopes nest: an inner one is looked for inside the
    /// regions of the outer one.
    public func within<Result>(_ scope: String, _ body: () throws -> Result) rethrows -> Result {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }

    /// `within(_:_:)` around asynchronous driver calls, such as ``refresh()``.
    ///
    /// ```swift
    /// try await host.within("Inbox") { try await host.refresh() }
    /// ```
    public func within<Result>(_ scope: String, _ body: () async throws -> Result) async rethrows -> Result {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try await body()
    }

    /// Taps the button titled `title` inside the row, section or container that shows or
    /// is titled `scope`: `within(scope) { try tap(title) }`.
    ///
    /// ```swift
    /// ForEach(items) { item in
    ///     HStack { Text(item.name); Button("Delete") { delete(item) } }
    /// }
    /// try host.tap("Delete", in: "Row 3")
    /// ```
    ///
    /// - Throws: ``HostError`` if nothing shows `scope`, or there is not exactly one
    ///   enabled button titled `title` in it.
    public func tap(_ title: String, in scope: String) throws {
        try within(scope) { try tap(title) }
    }

    /// Runs the frame that writes outside any frame (tasks, timers) asked for, before a
    /// driver call's own.
    func flushPendingFrame() { graph.flushPendingFrame() }
}
