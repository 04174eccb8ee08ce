/// A control for presenting a menu of actions.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") { duplicate() }
///     Button("Delete", role: .destructive) { delete() }
///     Menu("Share") { Button("Mail") { mail() } }
/// }
/// ```
///
/// Open it with ``ViewHost/openMenu(_:)`` (or tap it, ``ViewHost/tap(_:)``), then choose
/// an item with ``ViewHost/tap(_:)``: the item's action runs, and the menu (with the menus
/// it is in) closes, unless the item has `menuActionDismissBehavior(.disabled)`. An open
/// menu is a presentation: while it is open only its items can be driven, and
/// ``ViewHost/dismiss()`` closes it. Its content is mounted while it is open, so the
/// items' `onAppear` runs when it opens and `onDisappear` when it closes. A menu with a
/// primary action runs it when tapped; ``ViewHost/openMenu(_:)`` is then the long press
/// that opens it.
import ViewEngineCore

public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var primaryAction: (() -> Void)? = nil

    /// Creates a menu with a custom label.
    ///
    /// ```swift
    /// Menu {
    ///     Button("Open") { open() }
    /// } label: {
    ///     Label("File", systemImage: "doc")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a menu with a custom label and a primary action.
    ///
    /// ```swift
    /// Menu {
    ///     Button("Add to Reading List") { addToReadingList() }
    /// } label: {
    ///     Label("Add Bookmark", systemImage: "book")
    /// } primaryAction: {
    ///     addBookmark()
    /// }
    /// ```
    ///
    /// A tap (``ViewHost/tap(_:)``) performs the primary action; a long press
    /// (``ViewHost/openMenu(_:)``) opens the menu.
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public typealias Body = Never
}

extension Menu where Label == Text {
    /// Creates a menu with a title and a primary action.
    ///
    /// ```swift
    /// Menu("Add") { Button("Import") { importFile() } } primaryAction: { addItem() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Menu("Actions") { Button("Copy") { copy() } } primaryAction: { open() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu that generates its label from a string.
    ///
    /// ```swift
    /// Menu("Sort") {
    ///     Button("By name") { order = .name }
    ///     Button("By date") { order = .date }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Menu("Actions") { Button("Copy") { copy() } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == ViewEngine.Label<Text, Image> {
    /// Creates a menu with a title and a system image (iOS 17), titled by the title.
    ///
    /// ```swift
    /// Menu("Sort", systemImage: "arrow.up.arrow.down") {
    ///     Button("By name") { order = .name }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - systemImage: The name of the image resource to look up.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Menu("Add", systemImage: "plus") { Button("Photo") { addPhoto() } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu with a title, a system image and a primary action (iOS 17).
    ///
    /// ```swift
    /// Menu("New", systemImage: "plus") { Button("Folder") { newFolder() } } primaryAction: { newNote() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - systemImage: The name of the image resource to look up.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { ViewEngine.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// Menu("Add", systemImage: "plus") { Button("Photo") { addPhoto() } } primaryAction: { add() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { ViewEngine.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration: inside a ``MenuStyle``'s body, the
    /// menu being styled (its label, its items, its primary action), shown with the style in
    /// effect outside this one.
    ///
    /// ```swift
    /// struct RedBorderMenuStyle: MenuStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Menu(configuration).border(Color.red)
    ///     }
    /// }
    /// ```
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
    }
}

/// What a menu shows without a custom style: the menu control itself.
struct MenuBody<Label: View, Content: View>: PrimitiveView {
    let menu: Menu<Label, Content>
    typealias Body = Never
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { MenuNode(view, inputs) }
}

/// A menu's label and items, wherever a style shows them.
@MainActor
final class MenuParts<Label: View, Content: View> {
    let label: ViewSource<Label>
    let content: ViewSource<Content>
    init(_ menu: Menu<Label, Content>) {
        label = ViewSource(menu.label)
        content = ViewSource(menu.content)
    }
}

extension Menu: StylableView {
    static func makeParts(_ view: Self) -> MenuParts<Label, Content> { MenuParts(view) }

    static func update(_ parts: MenuParts<Label, Content>, with view: Self) {
        parts.label.update(view.label)
        parts.content.update(view.content)
    }

    static func customStyle(for node: Node) -> (any MenuStyle)? { node.readStyle(MenuStyleKey.self) ?? nil }

    var defaultBody: MenuBody<Label, Content> { MenuBody(menu: self) }

    func configuration(_ parts: MenuParts<Label, Content>) -> MenuStyleConfiguration {
        MenuStyleConfiguration(label: MenuStyleConfiguration.Label(source: parts.label),
                               content: MenuStyleConfiguration.Content(source: parts.content), primaryAction: primaryAction)
    }

    static func mountBody(of style: any MenuStyle, _ configuration: MenuStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: MenuStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[MenuStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}

/// The node of a menu: its label, and its items while it is open.
@MainActor
final class MenuNode<Label: View, Content: View>: LabeledControlNode<MenuBody<Label, Content>, Label>, PresentationLayer, Opening, Activating {
    private var content: TypedNode<Content>?

    init(_ view: MenuBody<Label, Content>, _ inputs: _ViewInputs) {
        super.init(view, label: view.menu.label, kind: .menu, inputs)
    }

    override func apply(_ view: MenuBody<Label, Content>) {
        update(view, label: view.menu.label)
        content?.update(view.menu.content)
    }

    /// Opens the menu: its items are mounted and appear, on top of everything else.
    func open() {
        guard content == nil else { return }
        content = mountChild(view.menu.content, at: 1)
        graph.controls.push(self)
    }

    /// A tap: the primary action, if the menu has one; else the menu opens, as a tap on a
    /// menu does on iOS.
    func activate() {
        guard let primaryAction = view.menu.primaryAction else { return open() }
        primaryAction()
    }

    /// Closes the menu: its items disappear and are unmounted.
    func close() {
        graph.controls.remove(self)
        guard let content else { return }
        self.content = nil
        dismount(content)
    }

    // MARK: PresentationLayer

    var layerRoot: Node? { content }
    var layerName: String { "Menu" }
    var closesOnChoice: Bool { true }
    func dismissLayer() { close() }
    /// A button closes the menu unless `menuActionDismissBehavior(.disabled)` is set on
    /// it (or around it).
    func closes(choosing control: Node) -> Bool { control.environment.values.menuActionDismissBehavior != .disabled }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func didUnmount() { graph.controls.remove(self) }

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        content.map(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        guard let content else { return output.line("Menu \"\(title)\"") }
        output.nested("Menu \"\(title)\" (open)") { content.render(into: &$0) }
    }

    // MARK: Layout (Rules R22)

    /// Whether it is drawn as its labeled content's row: in a list or a form, with a label
    /// that is a `LabeledContent` (SpeziViews' option picker), as iOS 17/18 draws it
    /// (Measures §5 "Menu row").
    var isPickerRow: Bool {
        let label = LayoutContent(labelNode)
        return label.subviews.count == 1 && label.subviews[0] is any LabeledContentRow && ListRowContext.isInList(self)
    }

    /// Its label alone: its items are drawn over the window when it is open, not laid out
    /// in its place.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutContent(labelNode).measure(proposal)
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        LayoutContent(labelNode).place(at: .zero, proposal: proposal)
    }

    /// The items of the open menu, in order: the buttons (and menus) inside its content.
    var items: [any Activating & RegisteredControl] {
        guard let content else { return [] }
        var found: [any Activating & RegisteredControl] = []
        func visit(_ node: Node) {
            if let item = node as? any Activating & RegisteredControl { return found.append(item) }
            node.forEachChild(visit)
        }
        visit(content)
        return found
    }

    /// The open menu's card and rows, below (or above) the label.
    var menuGeometry: OptionMenuGeometry? {
        guard content != nil, let anchor = frameInWindow else { return nil }
        return OptionMenuGeometry.layout(count: items.count, anchor: anchor, window: graph.windowBounds.size, safeArea: graph.windowSafeArea)
    }
}

/// A control that opens (a menu).
@MainActor
protocol Opening: Node {
    func open()
}

extension ControlKind where Control == any Opening & Activating {
    /// A `Menu`, as drivers find it.
    static var menu: Self { Self("Menu") }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension MenuNode: TappedByPointer {}

/// It is drawn as its label in the tint; in a list's row whose label is a labeled content
/// (``MenuNode/isPickerRow``) as that labeled content is — the label in the primary color,
/// the content in the secondary one — with no indicator of its own (Measures §5 "Menu row").
extension MenuNode: TintedLabelDrawing {
    static var drawnName: String { "Menu" }

    func draw(into picture: inout Picture) {
        guard isPickerRow else { return drawTintedLabel(into: &picture) }
        picture.group("g", Picture.naming(Self.drawnName, title: title)) { $0.draw(labelNode) }
    }
}

extension MenuNode: WindowPresentation, PresentedPointerTargeting {
    /// The open menu is drawn, not laid out: its rows are computed where it is drawn.
    func layOutPresented(window: CGSize, insets: EdgeInsets) {}

    /// The open menu over the window: a row per item, a destructive one in red.
    func drawPresented(into picture: inout Picture, window: CGSize, insets: EdgeInsets) {
        guard let geometry = menuGeometry else { return }
        let rows = items.map { OptionMenuRow(title: $0.title, isDestructive: ($0 as? any RoledButton)?.role == .destructive) }
        picture.drawOptionMenu(rows, at: geometry, title: title)
    }

    /// The open menu's rows: a click taps the item, as ``ViewHost/tap(_:)`` does, which
    /// runs it and closes the menu.
    var presentedRegions: [PointerRegion] {
        guard let geometry = menuGeometry else { return [] }
        return zip(items, geometry.rows).map { item, row in
            let title = item.title
            return PointerRegion(PointerTarget(kind: "Menu item", title: title, frame: row, isEnabled: item.environment.values.isEnabled)) { _, driver in
                driver.tap(item, titled: title)
                return "tap \"\(title)\""
            }
        }
    }
}
