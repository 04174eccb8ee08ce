/// A container view that you can use to add hierarchy within certain views, such as a
/// `Form` or a `List`.
///
/// ```swift
/// Form {
///     Section("Notifications") {
///         Toggle("Sounds", isOn: $sounds)
///     }
///     Section {
///         Text("Version 1.0")
///     } header: {
///         Text("About")
///     } footer: {
///         Text("Thanks for using the app.")
///     }
/// }
/// ```
///
/// ``ViewHost/render()`` writes the header's text after `Section`, the content nested
/// under it, and the footer's text last:
///
/// ```
/// Section "About"
///   Text "Version 1.0"
///   footer "Thanks for using the app."
/// ```
///
/// Controls in a header or footer are mounted and can be driven.
///
/// A section made with `isExpanded:` shows its content only while the binding is `true`:
/// collapsed, its content is not mounted (its `onDisappear` runs), and ``ViewHost/render()``
/// writes `Section "Title" (collapsed)`.
import ViewEngineCore

public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content shows, for a section that can collapse.
    var isExpanded: Binding<Bool>?

    /// Creates a section with a header, content and a footer.
    ///
    /// ```swift
    /// Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with header and footer views (the iOS 13 spelling).
    ///
    /// ```swift
    /// Section(header: Text("Account"), footer: Text("Signed in")) { Text("Row") }
    /// ```
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public typealias Body = Never
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the given content.
    ///
    /// ```swift
    /// Section { Toggle("Wi-Fi", isOn: $wifi) }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with a text header.
    ///
    /// ```swift
    /// Section("General") { Toggle("Sounds", isOn: $sounds) }
    /// ```
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Creates a section with a text header.
    ///
    /// ```swift
    /// Section(category.name) { ... }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Creates a section with a text header from a localized key.
    ///
    /// ```swift
    /// Section("\(items.count) Items") { ... }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with a localized text header that can collapse.
    ///
    /// ```swift
    /// Section("Favorites", isExpanded: $showsFavorites) { ... }
    /// ```
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }

    /// Creates a section with a text header that can collapse.
    ///
    /// ```swift
    /// Section(folder.name, isExpanded: $isOpen) { ... }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// ```swift
    /// Section { Text("Row") } header: { Label("Pinned", systemImage: "pin") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and the provided section content that can collapse.
    ///
    /// ```swift
    /// Section(isExpanded: $showsFavorites) {
    ///     ForEach(favorites) { Text($0.name) }
    /// } header: {
    ///     Text("Favorites")
    /// }
    /// ```
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }

    /// Creates a section with a header view (the iOS 13 spelling).
    ///
    /// ```swift
    /// Section(header: Text("Account")) { Text("Row") }
    /// ```
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    ///
    /// ```swift
    /// Section { Toggle("Backup", isOn: $backup) } footer: { Text("Daily at 2 AM") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer view (the iOS 13 spelling).
    ///
    /// ```swift
    /// Section(footer: Text("Daily at 2 AM")) { Toggle("Backup", isOn: $backup) }
    /// ```
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        SectionNode(view, inputs)
    }
}

/// The node of a ``Section``: header, content and footer, in that order. The content is an
/// optional view: `nil` while a collapsible section is collapsed, so it is not mounted.
@MainActor
final class SectionNode<Parent: View, Content: View, Footer: View>: TypedNode<Section<Parent, Content, Footer>> {
    private var header: TypedNode<Parent>!
    private var content: TypedNode<Content?>!
    private var footer: TypedNode<Footer>!
    /// The latest section value, whose content is mounted again when it expands.
    private var view: Section<Parent, Content, Footer>
    private var isCollapsed = false
    /// In a list or a form, the environments of the header and of the footer: the
    /// footnote font, the header in capitals (Measures §6 "Section header and footer
    /// text"), the footer's lines with no line gap, so that they are measured, wrapped
    /// and drawn as iOS draws them; `nil` elsewhere. The one that applies while a child is mounted is ``mounting``.
    private var headerEnvironment: EnvironmentBox?
    private var footerEnvironment: EnvironmentBox?
    private var mounting: EnvironmentBox?

    init(_ view: Section<Parent, Content, Footer>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        if Self.isInList(parent) {
            headerEnvironment = EnvironmentBox(parent: environment) {
                $0.font = .footnote
                $0.textCase = .uppercase
            }
            footerEnvironment = EnvironmentBox(parent: environment) {
                $0.font = .footnote
                $0.textAddsLineGap = false   // Measures §6 "Section footer spacing"
            }
        }
        isCollapsed = readCollapsed()
        mounting = headerEnvironment
        header = mountChild(view.header, at: 0)
        mounting = nil
        content = mountChild(isCollapsed ? nil : view.content, at: 1)
        mounting = footerEnvironment
        footer = mountChild(view.footer, at: 2)
        mounting = nil
    }

    /// The header's and the footer's environment while they are mounted, the section's
    /// own for its content.
    override var environmentForChildren: EnvironmentBox { mounting ?? environment }

    /// Whether `node` is in a list or a form (or is one).
    private static func isInList(_ node: Node?) -> Bool {
        var node = node
        while let each = node {
            if each is any ListRowsContainer { return true }
            node = each.parent
        }
        return false
    }

    override func apply(_ view: Section<Parent, Content, Footer>) {
        self.view = view
        isCollapsed = readCollapsed()
        header.update(view.header)
        content.update(isCollapsed ? nil : view.content)
        footer.update(view.footer)
    }

    /// The bound expansion changed: the content is mounted or dismounted.
    override func reevaluate() {
        isCollapsed = readCollapsed()
        content.update(isCollapsed ? nil : view.content)
    }

    /// Whether the section is collapsed, read as this node's own dependency so that it
    /// follows its binding when the view that made it did not read the value.
    private func readCollapsed() -> Bool {
        guard let isExpanded = view.isExpanded else { return false }
        return !readTracked { isExpanded.wrappedValue }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(header)
        body(content)
        body(footer)
    }

    override func renderLines(into output: inout RenderOutput) {
        let title = header.textContent
        let heading = title.isEmpty ? "Section" : "Section \"\(title)\""
        output.nested(isCollapsed ? heading + " (collapsed)" : heading) { output in
            content.render(into: &output)
            let footnote = footer.textContent
            if !footnote.isEmpty { output.line("footer \"\(footnote)\"") }
        }
    }
}

extension Section {
    /// Sets whether a section can be collapsed by the user (macOS 14: a sidebar's
    /// sections can be by default). Recorded: the engine's sections collapse only through
    /// `Section(_:isExpanded:content:)`'s binding.
    ///
    /// ```swift
    /// Section("Categories") { ... }.collapsible(false)
    /// ```
    public func collapsible(_ collapsible: Bool) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("collapsible", ("", AnyArgument(collapsible)))
    }
}
