/// A control that initiates an action.
///
/// ```swift
/// Button("change") { t += 1 }
/// ```
///
/// Drive it with ``ViewHost/tap(_:)`` using its title (the text of its label).
import ViewEngineCore

public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    ///
    /// ```swift
    /// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: An optional semantic role that describes the button.
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's action.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string, shown as it is (a literal
    /// is a ``LocalizedStringKey``, and localized).
    @_disfavoredOverload
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button that generates its label from a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// key.
    ///
    /// ```swift
    /// Button("Delete \(count) items", role: .destructive) { delete() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ViewEngine.Label<Text, Image> {
    /// Creates a button with a title and a system image (iOS 17); it is titled by the
    /// title, and tapped by it.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { add() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - systemImage: The name of the image resource to look up.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a localized title and a system image (iOS 17).
    ///
    /// ```swift
    /// Button("Add \(count) items", systemImage: "plus") { add() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a title, a system image and a role (iOS 17).
    ///
    /// ```swift
    /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - systemImage: The name of the image resource to look up.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewEngine.Label(title, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ButtonNode(view, inputs)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior: inside a ``PrimitiveButtonStyle``'s body, the button
    /// being styled, shown with the style that was in effect outside this one.
    ///
    /// ```swift
    /// struct LoggingStyle: PrimitiveButtonStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button(configuration).onAppear { print("shown") }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configuration: A configuration for a style with a custom appearance and
    ///   custom interaction behavior.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// The node of a ``Button``: its label (or a custom style's body showing it), its latest
/// action, and whether it is pressed.
///
/// With a custom ``ButtonStyle`` the body shows `isPressed`, so a press and a release are
/// a frame each; with a custom ``PrimitiveButtonStyle`` a touch reaches the style's body,
/// which decides whether the action runs (`configuration.trigger()`). A button made by
/// `Button(configuration)` inside such a body is that button's own: it is not registered
/// (the styled button is what drivers find by the title), and a touch on the styled
/// button reaches it.
@MainActor
final class ButtonNode<Label: View>: RegisteredControlNode<Button<Label>>, CustomStylableControl, LayoutComputing, Activating, RoledButton,
                                    Pressing {
    // Declared first: the role (a byte), the pressed state and the listener slot fill the
    // word whose first two bytes are the kind (``RegisteredControlNode``), and the button
    // stays in the size class of 160 bytes, not 176 (Benchmarks/HISTORY.md, "Memory per
    // `Button` row").
    /// Its role, a byte.
    private(set) var role: ButtonRole?
    private(set) var isPressed = false
    /// Its slot among its environment box's listeners.
    private var listener = ListenerSlot()
    private var action: () -> Void
    /// Its latest label, its node while no custom style applies, and what a custom style
    /// shows once one applied (``CustomStylableControl``): a button in its default style
    /// allocates nothing for a style.
    private(set) var label: Label
    var defaultLabel: TypedNode<Label>?
    var styledBody: StyledControlBody<Label>?
    /// The entry of the button style in effect (``StyleStack``), as of the latest
    /// evaluation; `nil` when no style is set. The button reads it for itself: its
    /// environment box tells it of changes (``listener``), with no reader record and no
    /// weak reference to the button, whose side table would cost it 32 bytes and the slow
    /// path of every retain and release (Benchmarks/HISTORY.md, "Memory per `Button` row").
    private var styleEntry: StyleEntry<ButtonStyleChoice>?
    private var style: ButtonStyleChoice? { styleEntry?.style }

    init(_ view: Button<Label>, _ inputs: _ViewInputs) {
        action = view.action
        role = view.role
        label = view.label
        super.init(kind: .button, title: "", inputs)
        show()
    }

    override func apply(_ view: Button<Label>) {
        action = view.action
        role = view.role
        label = view.label
        labelDidChange()
        show()
    }

    /// The style changed above the button: its label is shown again and measured again.
    override func reevaluate() {
        show()
        setNeedsLayout()
    }

    /// The environment changed: the button is evaluated again if another style applies.
    override func environmentDidChange(_ values: EnvironmentValues) {
        guard values[ButtonStyleKey.self].innermost !== styleEntry else { return }
        graph.invalidate(self, cause: .property(slot: 0, what: "an environment value it read changed"))
    }

    override func didUnmount() {
        listener.stopListening(self)
        super.didUnmount()
    }

    /// A button that goes without being unmounted leaves its environment's listeners as an
    /// unmount does. Nodes go on the main thread; elsewhere there is nothing safe to do.
    deinit {
        guard listener.isListening, MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { listener.stopListening(self) }
    }

    /// Reads the button style in effect and shows the label or the style's body with the
    /// current configuration; the title follows the label.
    private func show() {
        beginEvaluation()
        styleEntry = environment.values[ButtonStyleKey.self].innermost
        listener.listen(self)
        switch style {
        case .custom(let style)?:
            showStyle(style, configuration) { mountBody(of: style) }
        case .primitive(let style)?:
            showStyle(style, primitiveConfiguration) { mountBody(of: style) }
        case .builtIn?, nil:
            showDefaultLabel()
        }
        retitle(labelTitle)
    }

    private var configuration: ButtonStyleConfiguration {
        ButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(source: labelSource), isPressed: isPressed)
    }

    private var primitiveConfiguration: PrimitiveButtonStyleConfiguration {
        PrimitiveButtonStyleConfiguration(role: role, label: PrimitiveButtonStyleConfiguration.Label(source: labelSource)) { [weak self] in
            self?.action()
        }
    }

    private func mountBody(of style: any ButtonStyle) -> any AnyStyleBody {
        func mount<S: ButtonStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[ButtonStyleKey.self].pop() }, parent: self, index: 0)
        }
        return mount(style)
    }

    private func mountBody(of style: any PrimitiveButtonStyle) -> any AnyStyleBody {
        func mount<S: PrimitiveButtonStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, primitiveConfiguration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[ButtonStyleKey.self].pop() }, parent: self, index: 0)
        }
        return mount(style)
    }

    // MARK: Layout (Rules R22)

    /// Whether the button lays out as its label: a `Text` in a style with no bezel, which is
    /// exactly the size of its label and shows nothing else (a button in the automatic
    /// style on iOS shows its label alone), needs no layout of its own — the views around
    /// it lay its `Text` out, and its frame is the text's. Any other button lays out as
    /// one view, as large as its label or its style's body.
    private var laysOutAsLabel: Bool { Label.self == Text.self && showsBuiltInStyle && bezel == nil }

    /// Its placement, kept once it lays out as one view (in a bezel, a custom style's body,
    /// or with a label that is not a `Text`): a button that lays out as its `Text` keeps
    /// none, 80 bytes fewer for the commonest control (Benchmarks/HISTORY.md, "Memory per
    /// `Button` row").
    private var layoutBox: LayoutCacheBox?

    /// The button's last placement (``LayoutComputing``): a fresh cache until it is first
    /// placed as one view.
    var layoutCache: LayoutCache {
        get { layoutBox?.cache ?? LayoutCache() }
        set {
            if let layoutBox { layoutBox.cache = newValue } else { layoutBox = LayoutCacheBox(cache: newValue) }
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }

    override func appendLayoutSubviews(to subviews: inout [Node]) {
        if laysOutAsLabel { forEachChild { $0.appendLayoutSubviews(to: &subviews) } } else { subviews.append(self) }
    }
    override var placedFrame: CGRect? { laysOutAsLabel ? nil : layoutCache.frame }
    /// Its label's or its style body's spacing preferences; a bezel's edges are padded
    /// (Measures §2 "Spacing next to text").
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        bezel == nil ? LayoutContent(childrenOf: self).spacing(on: edge) : .standard
    }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool {
        guard !laysOutAsLabel else { return false }
        body(&layoutCache)
        return true
    }
    override func invalidateLayoutCache() -> Bool {
        guard !laysOutAsLabel else { return false }
        // A cache never made is stale already: invalidating it makes none.
        return layoutBox?.cache.invalidate() ?? true
    }

    /// Whether the button shows its label in a built-in style (not a custom style's body).
    var showsBuiltInStyle: Bool {
        switch style {
        case .builtIn?, nil: true
        case .custom?, .primitive?: false
        }
    }

    /// The bezel of its built-in style, if it has one (`.bordered`, `.borderedProminent`).
    var bezel: ButtonBezel? {
        showsBuiltInStyle ? ButtonBezel.of(self, style: RecordedStyles.name(.buttonStyle, around: self)) : nil
    }

    /// Its label's (or its style body's) views as laid out: one view, or — with a built-in
    /// style and no bezel, in a list's row or anywhere else — a label of several views in
    /// one row, side by side as an `HStack` lays them out (measured on iOS 17/18, issue
    /// 85; Measures §6 "Button row label"). A bezel's or a custom style's several views
    /// are stacked as SwiftUI stacks them where one is expected.
    private var laidOutContent: LayoutContent {
        var content = LayoutContent(childrenOf: self)
        if content.subviews.count > 1, showsBuiltInStyle, bezel == nil {
            content.stack = .rowLabel
        }
        return content
    }

    /// As large as its label or its style's body, padded inside its bezel when its style
    /// has one (`ButtonBezel`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let content = laidOutContent
        guard let bezel else { return content.measure(proposal) }
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * bezel.padding.width) },
                                     height: proposal.height.map { max(0, $0 - 2 * bezel.padding.height) })
        return bezel.size(around: content.measure(inner))
    }

    /// The label or the style's body at the top leading corner, or centred inside the bezel.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let content = laidOutContent
        guard let bezel else { return content.place(at: .zero, proposal: proposal) }
        let inner = ProposedViewSize(width: max(0, size.width - 2 * bezel.padding.width), height: max(0, size.height - 2 * bezel.padding.height))
        let label = content.measure(inner)
        content.place(at: CGPoint(x: (size.width - label.width) / 2, y: (size.height - label.height) / 2), proposal: inner)
    }

    // MARK: Touches

    /// What a touch on the button reaches under a custom primitive style: the innermost
    /// control in the style's body that a tap drives (the `Button(configuration)` it shows,
    /// or a view with a single-tap gesture); `nil` when the body has none.
    private var styledTouchTarget: Node? {
        innermostInStyledBody(as: Node.self) { node in
            if let gesture = node as? any Gesturing { return gesture.recognizes(.tap(count: 1)) }
            return node is any Pressing
        }
    }

    private var isPrimitivelyStyled: Bool {
        if case .primitive? = style { return true }
        return false
    }

    /// Runs the action of the latest evaluation, as a tap does; under a custom primitive
    /// style, the tap goes to the style's body instead.
    func activate() {
        guard isPrimitivelyStyled else { return action() }
        touchStyledBody()
    }

    private func touchStyledBody() {
        switch styledTouchTarget {
        case let button as any Pressing: button.activate()
        case let gesture as any Gesturing: gesture.perform(.tap(count: 1))
        default: break
        }
    }

    var showsPress: Bool {
        switch style {
        case .custom?: true
        case .primitive?: (styledTouchTarget as? any Pressing)?.showsPress ?? false
        case .builtIn?, nil: false
        }
    }

    func press() {
        guard !isPrimitivelyStyled else {
            isPressed = true
            return (styledTouchTarget as? any Pressing)?.press() ?? ()
        }
        setPressed(true)
    }

    func release() {
        guard !isPrimitivelyStyled else {
            isPressed = false
            if let button = styledTouchTarget as? any Pressing, button.isPressed { return button.release() }
            return touchStyledBody()
        }
        setPressed(false)
        action()
    }

    /// Shows `pressed` in a custom style's body.
    private func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        if case .custom(let style)? = style { showStyle(style, configuration) { mountBody(of: style) } }
    }

    // MARK: Registration

    /// Whether this is the `Button(configuration)` of a primitive style's body.
    private var isConfigurationButton: Bool { Label.self == PrimitiveButtonStyleConfiguration.Label.self }

    override func didAppear() {
        if !isConfigurationButton { super.didAppear() }
    }

    override func didDisappear() {
        isPressed = false
        if !isConfigurationButton { super.didDisappear() }
    }

    override func forEachChild(_ body: (Node) -> Void) { shownBody.map(body) }

    override func renderLines(into output: inout RenderOutput) {
        let line = "Button \"\(title)\"" + (role.map { " (\($0))" } ?? "")
        guard let styled = shownStyle else { return output.line(line) }
        output.nested(line) { styled.render(into: &$0) }
    }
}

/// A button a touch presses and releases (``ViewHost/press(_:)``, ``ViewHost/release(_:)``).
@MainActor
protocol Pressing: Activating {
    /// Whether the button is pressed.
    var isPressed: Bool { get }
    /// Whether a press shows (a custom ``ButtonStyle`` reads `isPressed`): a tap is then a
    /// press and a release, a frame each.
    var showsPress: Bool { get }
    /// The touch goes down on the button.
    func press()
    /// The touch comes up inside the button: it is no longer pressed, and its action runs.
    func release()
}

/// A button, with its role (alerts and dialogs look for a cancel button).
@MainActor
protocol RoledButton: Node {
    var role: ButtonRole? { get }
}

/// A control a tap activates.
@MainActor
protocol Activating: Node {
    func activate()
}

extension ControlKind where Control == any Activating & RegisteredControl {
    /// A `Button`, as drivers find it.
    static var button: Self { Self("Button") }
}

extension ButtonNode: TappedByPointer {
    /// Its frame; the `Button(configuration)` of a primitive style's body takes no click
    /// of its own: the button around it takes it, and reaches the style's body.
    var pointerRegions: [PointerRegion] { isConfigurationButton ? [] : tapRegions }
}

/// A button's placement, boxed: made only for a button that lays out as one view.
@MainActor
private final class LayoutCacheBox {
    var cache: LayoutCache
    init(cache: LayoutCache) { self.cache = cache }
}
