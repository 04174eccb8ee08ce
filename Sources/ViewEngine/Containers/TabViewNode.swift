/// The node of a ``TabView``: its tab items register with it; it shows the selected one.
import ViewEngineCore

@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>: TypedNode<TabView<SelectionValue, Content>>, TabViewHosting, LayoutComputing {
    private var selection: Binding<SelectionValue>?
    private var content: TypedNode<ModifiedContent<Content, _TabItemModifier<EmptyView>>>!
    private var tabs: [any TabItem] = []
    /// The selected tab when the tab view manages the selection itself.
    private weak var ownSelection: (any TabItem)?

    init(_ view: TabView<SelectionValue, Content>, _ inputs: _ViewInputs) {
        selection = view.selection
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        content = mountChild(view.content.implicitTabs(), at: 0)
        applySelection()
    }

    override func apply(_ view: TabView<SelectionValue, Content>) {
        selection = view.selection
        content.update(view.content.implicitTabs())
        applySelection()
    }

    /// Follows the selection binding when its value changes.
    override func reevaluate() { applySelection() }

    /// A tab registers: an implicit tab around it, still mounting, stands aside for it.
    func register(_ tab: any TabItem) {
        var ancestor = tab.parent
        while let node = ancestor, node !== self {
            (node as? any ImplicitTabHosting)?.containsTab()
            ancestor = node.parent
        }
        tabs.append(tab)
    }
    func unregister(_ tab: any TabItem) { tabs.removeAll { $0 === tab } }

    /// Selects `tab`: through the binding when there is one (the tab's tag), else directly.
    func select(_ tab: any TabItem) {
        if let selection {
            guard let tag = tab.tag?.base as? SelectionValue else { return }
            selection.wrappedValue = tag
        } else {
            ownSelection = tab
            applySelection()
        }
    }

    /// Shows the selected tab and hides the others; the old tab disappears (deferred to
    /// the end of the pass) and the new one appears.
    private func applySelection() {
        let selected = selectedTab()
        for tab in tabs where tab !== selected { tab.hide() }
        selected?.show()
    }

    private func selectedTab() -> (any TabItem)? {
        guard let selection else { return ownSelection.flatMap { tab in tabs.contains { $0 === tab } ? tab : nil } ?? tabs.first }
        let value = readTracked { selection.wrappedValue }
        return tabs.first { $0.tag == AnyHashable(value) }
    }

    override func forEachChild(_ body: (Node) -> Void) { body(content) }

    /// The tabs, in the order they were registered.
    var registeredTabs: [any TabItem] { tabs }

    // MARK: Layout (Rules R22): the selected tab above the bar (TabBar.swift).

    var layoutCache = LayoutCache()

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        BarLayout.size(for: proposal, content: LayoutContent(childrenOf: self), bars: barHeight)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        BarLayout.place(LayoutContent(childrenOf: self), in: size, top: 0, bottom: barHeight)
    }

    /// The paging style set on the tab view (`.tabViewStyle(.page)`), if it is one: its pages
    /// take the whole tab view, over their index (PageIndex.swift).
    var pagingStyle: PageTabViewStyle? { RecordedStyles.value(.tabViewStyle, as: PageTabViewStyle.self, around: self) }

    /// The tab bar's height; none for pages.
    private var barHeight: CGFloat { pagingStyle == nil ? TabBar.height : 0 }

    override func renderLines(into output: inout RenderOutput) {
        output.nested("TabView") { content.render(into: &$0) }
    }
}

/// A node that hosts tab items.
@MainActor
protocol TabViewHosting: AnyObject {
    func register(_ tab: any TabItem)
    func unregister(_ tab: any TabItem)
    func select(_ tab: any TabItem)
}

/// The tab view that `node` belongs to.
@MainActor
func nearestTabView(above node: Node) -> (any TabViewHosting)? {
    var ancestor = node.parent
    while let each = ancestor {
        if let host = each as? any TabViewHosting { return host }
        ancestor = each.parent
    }
    return nil
}
