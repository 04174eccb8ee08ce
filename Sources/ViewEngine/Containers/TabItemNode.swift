/// One tab of a ``TabView``: its label, always mounted, and its content, mounted the
/// first time the tab is selected and kept (with its state) while the tab view lives.
///
/// Only the selected tab's content is on screen: ``forEachChild(_:)`` does not visit a
/// hidden tab's content, so appearing, rendering and control lookup skip it.
///
/// An implicit tab (a view of a tab view that declares no tab, ImplicitTab.swift) mounts
/// its content at once, hidden: if tabs inside it register with the tab view meanwhile
/// (a view whose body has `.tabItem`, a `ForEach` of tabs), it stands aside — it shows its
/// content as it is and is no tab; else it is a tab with an empty label, a page of a
/// paging tab view.
import ViewEngineCore

@MainActor
final class TabItemNode<Content: View, ItemLabel: View>: ControlNode<ModifiedContent<Content, _TabItemModifier<ItemLabel>>>, Activating, TabItem, ImplicitTabHosting {
    private var label: TypedNode<ItemLabel>!
    /// The label's icon when it is a `Label` with an image (its body shows only its title).
    private(set) var labelIcon: TabIcon?
    private var latestContent: Content
    private var content: TypedNode<Content>?
    private(set) var isSelected = false
    private weak var tabView: (any TabViewHosting)?
    /// Whether the tab view made this tab of a view that declares none (ImplicitTab.swift).
    private let isImplicit: Bool
    /// An implicit tab whose content declares tabs of its own: not a tab, its content shown.
    private(set) var standsAside = false

    init(_ view: ModifiedContent<Content, _TabItemModifier<ItemLabel>>, _ inputs: _ViewInputs) {
        latestContent = view.content
        isImplicit = view.modifier.isImplicit
        super.init(kind: .tab, title: "", inputs)
        label = makeNode(view.modifier.label, parent: self, index: 0)
        labelIcon = (view.modifier.label as? any IconLabeling)?.iconImage.map(TabIcon.init)
        retitle(label.textContent)
        tabView = nearestTabView(above: self)
        if isImplicit {
            // Mounted hidden: tabs inside register meanwhile (``containsTab()``).
            isMountingContent = true
            content = makeNode(view.content, parent: self, index: 1)
            isMountingContent = false
            // Outside a tab view there is nothing to be a tab of.
            if tabView == nil { standsAside = true }
            if standsAside { return }
        }
        tabView?.register(self)
    }

    /// Whether an implicit tab is mounting its content, before it knows whether it is a tab.
    private var isMountingContent = false

    /// A tab inside this implicit tab registered with the tab view while it mounted its
    /// content: it stands aside.
    func containsTab() { if isMountingContent { standsAside = true } }

    override func apply(_ view: ModifiedContent<Content, _TabItemModifier<ItemLabel>>) {
        label.update(view.modifier.label)
        labelIcon = (view.modifier.label as? any IconLabeling)?.iconImage.map(TabIcon.init)
        retitle(label.textContent)
        latestContent = view.content
        if isSelected || standsAside { content?.update(view.content) }
    }

    /// The tag that `TabView(selection:)` selects this tab by, if any: a `.tag` around the
    /// tab, or, for an implicit tab, on its view (`Page().tag(2)`).
    var tag: AnyHashable? {
        var ancestor = parent
        while let node = ancestor, !(node is any TabViewHosting) {
            if let tagging = node as? TaggingNode { return tagging.tagValue }
            ancestor = node.parent
        }
        guard isImplicit else { return nil }
        var below: Node? = content
        while let node = below {
            if let tagging = node as? TaggingNode { return tagging.tagValue }
            var first: Node?
            node.forEachMountedChild { if first == nil { first = $0 } }
            below = first
        }
        return nil
    }

    /// Shows the tab: its content is mounted (first time) or brought up to date, and
    /// appears if the tab view is on screen.
    func show() {
        guard !isSelected else { return }
        isSelected = true
        if let content {
            content.update(latestContent)
            if isVisible { content.appear() }
        } else {
            content = mountChild(latestContent, at: 1)
        }
    }

    /// Hides the tab: its content disappears but stays mounted, keeping its state.
    func hide() {
        guard isSelected else { return }
        isSelected = false
        if let content, content.isVisible { content.disappear() }
    }

    /// Selecting the tab, as a tap on its tab bar item does.
    func activate() { tabView?.select(self) }

    override func forEachChild(_ body: (Node) -> Void) {
        if standsAside { return content.map(body) ?? () }
        body(label)
        if isSelected, let content { body(content) }
    }

    override func forEachMountedChild(_ body: (Node) -> Void) {
        // A hidden tab's content is not shown but still mounted.
        if !standsAside { body(label) }
        if let content { body(content) }
    }

    override func didUnmount() { if !standsAside { tabView?.unregister(self) } }

    /// A tab is a control drivers find; an implicit tab standing aside is none.
    override func didAppear() { if !standsAside { super.didAppear() } }
    override func didDisappear() { if !standsAside { super.didDisappear() } }

    // MARK: Layout (Rules R22): the selected tab's content; the label is in the tab bar.

    override func appendLayoutSubviews(to subviews: inout [Node]) {
        if standsAside { return content.map { $0.appendLayoutSubviews(to: &subviews) } ?? () }
        if isSelected { subviews.append(self) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.map { LayoutContent($0).measure(proposal) } ?? .zero
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        content.map { LayoutContent($0).place(at: .zero, proposal: proposal) }
    }

    /// The label shown in the tab bar.
    var tabLabel: Node { label }

    override func renderLines(into output: inout RenderOutput) {
        if standsAside { return content.map { $0.render(into: &output) } ?? () }
        let name = isImplicit && title.isEmpty ? "Tab" : "Tab \"\(title)\""
        output.nested(name + (isSelected ? " (selected)" : "")) { output in
            if isSelected { content?.render(into: &output) }
        }
    }
}

extension TabViewNode {
    /// A paging tab view's pages follow a horizontal swipe across it (``ViewHost/drag(from:to:)``,
    /// a drag on the preview page): one across more than half its width shows the next
    /// page (leftward) or the previous one (rightward), as a paging scroll view settles on
    /// the nearer page; a shorter one, or one past the first or last page, springs back.
    /// Its controls, above it, take their own drags.
    /// Its index of dots, when shown, takes taps (PageIndex.swift): one left of the
    /// selected dot shows the previous page, one right of it the next.
    private func pageRegions(_ pages: [any TabItem], style: PageTabViewStyle, in frame: CGRect) -> [PointerRegion] {
        guard pages.count > 1 else { return [] }
        let swipe = dragRegion(kind: "TabView", title: "", frame: frame) { start, end, driver in
            let translation = end.x - start.x
            guard abs(translation) > frame.width / 2, let current = pages.firstIndex(where: \.isSelected),
                  case let next = current + (translation < 0 ? 1 : -1), pages.indices.contains(next) else {
                return "swipe the pages: springs back"
            }
            driver.select(tab: pages[next], titled: pages[next].title)
            return "swipe to page \(next + 1) of \(pages.count)"
        }
        guard PageIndex.isShown(style, count: pages.count),
              let index = PageIndex.controlFrame(count: pages.count, in: frame) else { return [swipe] }
        let tap = region(kind: "PageIndex", title: "", frame: index) { point, driver in
            guard let current = pages.firstIndex(where: \.isSelected),
                  let next = PageIndex.page(tappedAt: point.x, current: current, count: pages.count, in: frame) else {
                return "tap the page index: stays on its page"
            }
            driver.select(tab: pages[next], titled: pages[next].title)
            return "tap the page index: page \(next + 1) of \(pages.count)"
        }
        return [swipe, tap]
    }
}

/// A tab that may stand aside for the tabs inside it (an implicit tab).
@MainActor
protocol ImplicitTabHosting: AnyObject {
    /// A tab inside it registered with the tab view.
    func containsTab()
}

/// What a ``TabViewHosting`` node needs from its tabs.
@MainActor
protocol TabItem: Activating {
    var title: String { get }
    var tag: AnyHashable? { get }
    var isSelected: Bool { get }
    /// Whether it is an implicit tab standing aside for the tabs inside it: no tab.
    var standsAside: Bool { get }
    /// The label shown in the tab bar.
    var tabLabel: Node { get }
    /// The label's icon when it is a `Label` with an image.
    var labelIcon: TabIcon? { get }
    func show()
    func hide()
}

extension ControlKind where Control == any Activating {
    /// A `Tab`, as drivers find it.
    static var tab: Self { Self("Tab") }
}

extension TabViewNode: PointerTargeting {
    /// Its tabs' items in the tab bar across its bottom, side by side in equal widths, as
    /// the picture draws them (TabView+Picture.swift, Measures §3 "Tab item"): a click on
    /// one selects its tab, as ``ViewHost/select(tab:)`` does. A tab's content takes no
    /// click of its own (its controls do).
    var pointerRegions: [PointerRegion] {
        guard let frame = frameInWindow else { return [] }
        var tabs: [any TabItem] = []
        func visit(_ node: Node) {
            if let tab = node as? any TabItem, !tab.standsAside { return tabs.append(tab) }
            node.forEachChild(visit)
        }
        forEachChild(visit)
        if let paging = pagingStyle { return pageRegions(tabs, style: paging, in: frame) }
        guard !tabs.isEmpty else { return [] }
        let width = frame.width / CGFloat(tabs.count)
        return tabs.enumerated().map { index, tab in
            let item = CGRect(x: frame.minX + width * CGFloat(index), y: frame.maxY - TabBar.height, width: width, height: TabBar.height)
            return region(kind: ControlKind<any Activating>.tab.name, title: tab.title, frame: item) { [unowned tab] _, driver in
                driver.select(tab: tab, titled: tab.title)
                return "select tab \"\(tab.title)\""
            }
        }
    }
}

/// The image a tab's label shows: its name, and whether it is a system symbol
/// (`Image(systemName:)`) or a catalog's image or custom symbol (`Image(_:)`), which may
/// share a system symbol's name.
struct TabIcon: Equatable {
    let name: String
    let isSystem: Bool

    init(name: String, isSystem: Bool) {
        self.name = name
        self.isSystem = isSystem
    }

    init(_ image: Image) { self.init(name: image.name, isSystem: image.isSymbol) }
}
