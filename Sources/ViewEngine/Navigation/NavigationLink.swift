/// A view that controls a navigation presentation.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Details") { DetailView() }             // pushes a view
///         NavigationLink("Mint", value: Flavor.mint)             // appends to the path
///         NavigationLink(destination: Settings()) { Label("Settings", systemImage: "gear") }
///     }
///     .navigationDestination(for: Flavor.self) { FlavorView(flavor: $0) }
/// }
/// ```
///
/// A link is a button-like control: tap it with ``ViewHost/tap(_:)`` by its title (its
/// label's text); it registers as a `Button` and renders as `NavigationLink "title"`. A
/// value link appends its value to the stack's path, where the nearest
/// ``View/navigationDestination(for:destination:)`` for the value's type makes the view; a
/// destination link pushes its view outside the path. A link outside a navigation stack,
/// or whose value no destination takes, cannot be activated: tapping it does nothing but
/// a diagnostic, as SwiftUI logs one.
import ViewEngineCore

public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target

    enum Target {
        case view(Destination)
        case value(AnyHashable?)
        /// A destination pushed while a binding is true (the iOS 13 `isActive:` and
        /// `tag:selection:` forms).
        case active(Binding<Bool>, Destination)
    }

    /// Creates a navigation link that presents the destination view.
    ///
    /// ```swift
    /// NavigationLink {
    ///     FolderDetail(folder: folder)
    /// } label: {
    ///     Label(folder.name, systemImage: "folder")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination())
    }

    /// Creates a navigation link that presents the destination view (the form of iOS 13).
    ///
    /// ```swift
    /// NavigationLink(destination: FolderDetail(folder: folder)) { Text(folder.name) }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the destination to present.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }

    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    ///
    /// ```swift
    /// NavigationLink("Details") { DetailView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// NavigationLink("Settings") { SettingsView() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label (the
    /// form of iOS 13).
    ///
    /// ```swift
    /// NavigationLink("Details", destination: DetailView())
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The same, with a localized key for its title: a literal is one, looked up in the
    /// host's string catalogs (`LocalizedStringKey`).
    ///
    /// ```swift
    /// NavigationLink("Settings", destination: SettingsView())
    /// ```
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// ```swift
    /// NavigationLink(value: flavor) { Label(flavor.name, systemImage: "leaf") }
    /// ```
    ///
    /// A `nil` value makes a link that does nothing.
    ///
    /// - Parameters:
    ///   - value: An optional value to present; the nearest `navigationDestination` for its
    ///     type makes the view.
    ///   - label: A label that describes the view that this link presents.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label.
    ///
    /// ```swift
    /// NavigationLink("Mint", value: Flavor.mint)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - value: An optional value to present.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        NavigationLinkNode(view, inputs)
    }
}

/// The node of a ``NavigationLink``: a button-like control that pushes onto its stack. Its
/// label, the control's title, is shown as it is, or in the body of the custom
/// ``ButtonStyle`` set above it (`.buttonStyle(.primaryButton)`: a link is a button, and the
/// button style in effect styles it).
@MainActor
final class NavigationLinkNode<Label: View, Destination: View>: ControlNode<NavigationLink<Label, Destination>>, CustomStylableControl,
                                                                 Activating, NavigationEntrySource {
    /// The view value of the latest evaluation.
    private(set) var view: NavigationLink<Label, Destination>
    /// The label's node while no custom style applies, and what a custom style shows once
    /// one applied (``CustomStylableControl``).
    var defaultLabel: TypedNode<Label>?
    var styledBody: StyledControlBody<Label>?
    /// The stack this link pushed its view onto, while that view is pushed.
    private weak var pushedOnto: (any NavigationStacking)?

    init(_ view: NavigationLink<Label, Destination>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(kind: .button, title: "", inputs)
        reevaluate()
    }

    override func apply(_ view: NavigationLink<Label, Destination>) {
        self.view = view
        labelDidChange()
        reevaluate()
        pushedOnto?.sourceDidUpdate(self)
    }

    /// The link's latest label.
    var label: Label { view.label }

    /// Reads the button style in effect and shows the label or the style's body (the title
    /// follows the label), and follows the `isActive` binding: one evaluation.
    override func reevaluate() {
        let style: ButtonStyleChoice? = readStyle(ButtonStyleKey.self)
        if case .custom(let style)? = style {
            let configuration = ButtonStyleConfiguration(role: nil, label: ButtonStyleConfiguration.Label(source: labelSource), isPressed: false)
            showStyle(style, configuration) { mountBody(of: style, configuration) }
        } else {
            showDefaultLabel()
        }
        retitle(labelTitle)
        followActiveBinding()
    }

    private func mountBody(of style: any ButtonStyle, _ configuration: ButtonStyleConfiguration) -> any AnyStyleBody {
        func mount<S: ButtonStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[ButtonStyleKey.self].pop() }, parent: self, index: 0)
        }
        return mount(style)
    }

    /// Whether a custom button style shows the label (its body is drawn as it is).
    var isCustomStyled: Bool { shownStyle != nil }

    override func forEachChild(_ body: (Node) -> Void) { shownBody.map(body) }

    /// Pushes the destination of an `isActive:` link while its binding is true, and pops
    /// it when the binding becomes false.
    private func followActiveBinding() {
        guard case .active(let isActive, _) = view.target else { return }
        let wanted = readTracked { isActive.wrappedValue }
        switch (wanted, pushedOnto) {
        case (true, nil):
            guard let stack = NavigationStacks.nearest(above: self) else { return }
            pushedOnto = stack
            stack.push(viewFrom: self)
        case (false, let stack?):
            pushedOnto = nil
            stack.pop(viewFrom: self)
        default: break
        }
    }

    /// Popped (the back button, a `DismissAction`): an `isActive:` link's binding follows.
    func entryWasPopped() {
        guard case .active(let isActive, _) = view.target, pushedOnto != nil else { return }
        pushedOnto = nil
        isActive.wrappedValue = false
    }

    override func didUnmount() {
        if case .active = view.target, let stack = pushedOnto {
            pushedOnto = nil
            stack.pop(viewFrom: self)
        }
    }

    /// A tap: pushes the destination view, or appends the value to the stack's path. A
    /// link to a value in a row of a `List(selection:)` selects instead, as in a
    /// `NavigationSplitView`'s sidebar: its value if the selection takes its type, else
    /// its row's tag.
    func activate() {
        if case .value(let value) = view.target, SelectionLists.select(value, from: self) { return }
        guard let stack = NavigationStacks.nearest(above: self) else {
            return graph.diagnose(.navigationLinkInactive,
                                  "NavigationLink \"\(title)\" is not inside a NavigationStack; it cannot be activated.")
        }
        switch view.target {
        case .view:
            pushedOnto = stack
            stack.push(viewFrom: self)
        case .value(let value?):
            stack.push(value: value)
        case .value(nil):
            break
        case .active(let isActive, _):
            isActive.wrappedValue = true
        }
    }

    func destination(for value: AnyHashable?) -> AnyView {
        switch view.target {
        case .view(let destination), .active(_, let destination): AnyView(destination)
        case .value: AnyView(EmptyView())
        }
    }

    override func renderLines(into output: inout RenderOutput) {
        output.line("NavigationLink \"\(title)\"")
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension NavigationLinkNode: TappedByPointer {}
