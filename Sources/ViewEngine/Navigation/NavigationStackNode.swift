/// The node of a ``NavigationStack``: its root and the views pushed on it, each kept
/// mounted (with its state) while covered; only the top one is shown.
import ViewEngineCore

@MainActor
final class NavigationStackNode<Data, Root: View>: ControlNode<NavigationStack<Data, Root>>, NavigationStacking {
    private var pathAccess: NavigationPathAccess?
    /// The view value of the latest evaluation.
    private var view: NavigationStack<Data, Root>
    /// The path when no binding holds it.
    private var ownPath: [AnyHashable] = []
    private var root: TypedNode<Root>!
    private var entries: [NavigationEntry] = []
    private var providers: [WeakDestinationProvider] = []

    init(_ view: NavigationStack<Data, Root>, _ inputs: _ViewInputs) {
        self.view = view
        pathAccess = view.path
        super.init(kind: .navigationStack, title: "", inputs)
        root = mountChild(view.root, at: 0)
        followPath()
    }

    override func apply(_ view: NavigationStack<Data, Root>) {
        self.view = view
        pathAccess = view.path
        root.update(view.root)
        followPath()
    }

    /// The bound path changed.
    override func reevaluate() { followPath() }

    var pushedCount: Int { entries.count }

    /// The node shown: the last pushed view, or the root.
    private var top: Node { entries.last?.node ?? root }

    // MARK: The path

    private var path: [AnyHashable] {
        guard let pathAccess else { return ownPath }
        return readTracked(pathAccess.read)
    }

    /// Pops the entries above the part of the path that stayed, and pushes the new values.
    private func followPath() {
        let path = self.path
        let valueEntries = entries.indices.filter { entries[$0].value != nil }
        var kept = 0
        while kept < min(path.count, valueEntries.count), entries[valueEntries[kept]].value == path[kept] { kept += 1 }
        // Popping and pushing in one change shows only the new top: what the pop uncovers
        // does not appear in between.
        if kept < valueEntries.count { pop(from: valueEntries[kept], revealing: kept == path.count) }
        guard kept < path.count else { return }
        push(path[kept...].map { value in
            let provider = provider(for: value)
            if provider == nil { diagnoseMissingDestination(for: value) }
            return NavigationEntry(value: value, source: provider, stack: self)
        })
    }

    // MARK: Pushing and popping

    /// Pushes `value` as a link does: appended to the path, if a destination takes its type.
    func push(value: AnyHashable) {
        guard provider(for: value) != nil else { return diagnoseMissingDestination(for: value) }
        if let pathAccess {
            if !pathAccess.append(value) {
                graph.diagnose(.navigationLinkInactive,
                               "A NavigationLink is presenting a value of type \(type(of: value.base)) but the path bound to its NavigationStack cannot hold it; the link cannot be activated.")
            }
        } else {
            ownPath.append(value)
            followPath()
        }
    }

    /// Pushes a view that is not in the path (a `NavigationLink(destination:)`, a
    /// `navigationDestination(isPresented:)`), made by `source`.
    func push(viewFrom source: any NavigationEntrySource) {
        guard !entries.contains(where: { $0.source === source }) else { return }
        push([NavigationEntry(value: nil, source: source, stack: self)])
    }

    /// Pushes `newEntries` in order: each is mounted (the next one's destination may come
    /// from it), and only the last appears, before the view it covers disappears — as a
    /// deep link shows only its last view.
    private func push(_ newEntries: [NavigationEntry]) {
        // The root is still mounting when a view in it pushes as it mounts (an `isActive`
        // link already true): nothing is covered yet.
        let covered: Node? = entries.last?.node ?? (root as Node?)
        for entry in newEntries {
            entry.node = makeNode(entry.view(), parent: self, index: entries.count + 1)
            entries.append(entry)
        }
        if isVisible { top.appear() }
        if let covered, covered.isVisible { covered.disappear() }
    }

    /// Pops `source`'s entry and every entry above it.
    func pop(viewFrom source: any NavigationEntrySource) {
        guard let index = entries.firstIndex(where: { $0.source === source && $0.value == nil }) else { return }
        pop(from: index)
    }

    /// Pops the entries from `index` up: the view they uncover appears, then they disappear
    /// and are unmounted. A `navigationDestination(isPresented:)` popped has its binding
    /// set to `false`.
    private func pop(from index: Int, revealing: Bool = true) {
        let popped = entries[index...]
        entries.removeSubrange(index...)
        if isVisible, revealing { top.appear() }
        for entry in popped.reversed() {
            dismount(entry.node)
            entry.source?.entryWasPopped()
        }
    }

    /// Pops the top view, as the back button does.
    func popTop() {
        guard let entry = entries.last else { return }
        pop(entry)
    }

    /// Pops `entry` and the entries above it: the path values among them are removed from
    /// the path (a bound path pops them in the next pass, when its binding has changed);
    /// the others are popped now.
    func pop(_ entry: NavigationEntry) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        let values = entries[index...].count { $0.value != nil }
        if values > 0 {
            if let pathAccess {
                pathAccess.removeLast(values)
            } else {
                ownPath.removeLast(values)
                followPath()
            }
        }
        if entry.value == nil, let index = entries.firstIndex(where: { $0 === entry }) { pop(from: index) }
    }

    // MARK: Destinations

    func register(_ provider: any NavigationDestinationProvider) {
        providers.removeAll { $0.provider == nil }
        providers.append(WeakDestinationProvider(provider: provider))
    }

    func unregister(_ provider: any NavigationDestinationProvider) {
        providers.removeAll { $0.provider == nil || $0.provider === provider }
    }

    /// The most recently mounted destination that takes `value`'s type.
    private func provider(for value: AnyHashable) -> (any NavigationDestinationProvider)? {
        providers.reversed().lazy.compactMap(\.provider).first { $0.accepts(value) }
    }

    /// A source's destination changed (its view re-evaluated): its entries show the new one.
    func sourceDidUpdate(_ source: any NavigationEntrySource) {
        for entry in entries where entry.source === source {
            ViewEngineCore.update(entry.node, with: entry.view())
        }
    }

    private func diagnoseMissingDestination(for value: AnyHashable) {
        graph.diagnose(.navigationLinkInactive,
                       "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }

    // MARK: Layout (Rules R22): the bar above the content (NavigationBar.swift).

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if barHolder != nil { return NavigationBar.size(for: proposal, content: LayoutContent(childrenOf: self), inset: 0, bottom: 0) }
        return NavigationBar.size(for: proposal, content: LayoutContent(childrenOf: self), inset: NavigationBar.contentInset(showing: top, of: self),
                           bottom: NavigationBar.bottomInset(showing: top))
    }

    override func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        if barHolder != nil { return NavigationBar.place(LayoutContent(childrenOf: self), in: size, inset: 0, bottom: 0) }
        let search = NavigationBar.search(in: top, of: self)
        let titleInset = NavigationBar.titleInset(showing: top, of: self)
        NavigationBar.place(LayoutContent(childrenOf: self), in: size, inset: titleInset + (search == nil ? 0 : SearchFieldGeometry.drawerHeight),
                            bottom: NavigationBar.bottomInset(showing: top))
        if let search { NavigationBar.placeSearchField(of: search, in: self, width: size.width, below: titleInset) }
        let hidden = NavigationBar.isHidden(showing: top)
        NavigationBar.placeItems(NavigationBar.items(in: top).filter { !hidden || $0.placement.barPosition.isBottom }, of: self, width: size.width,
                                 backButtonWidth: backButtonTitle.map {
                                     NavigationBar.backButtonWidth(titled: $0, size: NavigationBar.inlineTitleSize(showing: top))
                                 })
    }

    /// The views of the stack, the root first and the shown one last.
    var levels: [Node] { [root] + entries.map(\.node) }

    /// The back button's title while a view is pushed: the title of the view below, or
    /// "Back", as space allows (``NavigationBar/fittingBackTitle(_:showing:width:)``); at
    /// the root, the back button of the stack whose bar it shows, if any.
    var backButtonTitle: String? {
        let levels = self.levels
        guard let top = levels.last, showsBackButton else { return nil }
        guard levels.count > 1 else { return barOwner?.backButtonTitle }
        let previous = NavigationBar.titleText(in: levels[levels.count - 2]) ?? "Back"
        return NavigationBar.fittingBackTitle(previous, showing: top, width: frameInWindow?.width ?? graph.windowBounds.width)
    }

    /// Whether its bar shows a back button: a view is pushed (or the stack whose bar it
    /// shows has one), and the top view hides neither the bar nor the button.
    var showsBackButton: Bool {
        let levels = self.levels
        guard let top = levels.last, !NavigationBar.isHidden(showing: top), !NavigationBar.hidesBackButton(showing: top) else { return false }
        return levels.count > 1 || barOwner?.showsBackButton == true
    }

    /// The stack in the top view that shows this stack's bar (a collapsed split view's
    /// column with a stack of its own): the first stack in the top view. None for any
    /// other stack, whose nested stacks have bars of their own.
    var barHolder: (any NavigationStacking)? {
        guard view.handsBarToColumns else { return nil }
        var found: (any NavigationStacking)?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if let stack = node as? any NavigationStacking { return found = stack }
            node.forEachChild(visit)
        }
        visit(top)
        return found
    }

    /// The stack around whose bar this stack shows, if any.
    var barOwner: (any NavigationStacking)? {
        guard let outer = NavigationStacks.nearest(above: self), outer.barHolder === self else { return nil }
        return outer
    }

    // MARK: Tree

    override func forEachChild(_ body: (Node) -> Void) { body(top) }

    override func forEachMountedChild(_ body: (Node) -> Void) {
        body(root)
        for entry in entries { body(entry.node) }
    }

    override func renderLines(into output: inout RenderOutput) {
        let heading = view.heading
        output.nested(entries.isEmpty ? heading : "\(heading) (pushed: \(entries.count))") {
            top.render(into: &$0)
        }
    }
}
