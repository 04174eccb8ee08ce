/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Details") { DetailView() }
///         NavigationLink("Mint", value: Flavor.mint)
///     }
///     .navigationDestination(for: Flavor.self) { FlavorView(flavor: $0) }
///     .navigationTitle("Inbox")
/// }
/// ```
///
/// The stack shows its top view: the root, or the last view pushed by a
/// ``NavigationLink``, a ``View/navigationDestination(for:destination:)`` value of the path,
/// or ``View/navigationDestination(isPresented:destination:)``. The views below the top keep
/// their state while they are covered, as in SwiftUI: a pushed view appears (`onAppear`),
/// then the view it covers disappears (`onDisappear`); popping makes the uncovered view
/// appear, then the popped one disappear and go. ``ViewHost/back()`` pops the innermost
/// stack; `NavigationStack(path:)` keeps the values of the pushed views in a bound path,
/// which pushing appends to, popping removes from, and code can write to push or pop.
/// ``ViewHost/render()`` shows the top view under a heading that counts the pushed views:
/// `NavigationStack (pushed: 2)`.
public struct NavigationStack<Data, Root: View>: View {
    let path: NavigationPathAccess?
    let root: Root

    public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// ```swift
    /// NavigationStack { Inbox() }
    /// ```
    ///
    /// - Parameter root: The view to display when the stack is empty.
    public init(@ViewBuilder root: () -> Root) {
        self.init(path: nil, root: root())
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// ```swift
    /// @State var path = NavigationPath()
    /// NavigationStack(path: $path) { Inbox() }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A binding to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(path: NavigationPathAccess(path), root: root())
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// ```swift
    /// @State var path: [Flavor] = []
    /// NavigationStack(path: $path) {
    ///     FlavorList()
    ///         .navigationDestination(for: Flavor.self) { FlavorView(flavor: $0) }
    /// }
    /// .onChange(of: path) { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A binding to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(path: NavigationPathAccess(path), root: root())
    }
}

/// Reads and writes the path a stack is bound to, whatever its type.
struct NavigationPathAccess {
    let read: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    /// Removes the last `k` values.
    let removeLast: (_ k: Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        read = { path.wrappedValue.elements }
        append = { value in
            path.wrappedValue.elements.append(value)
            return true
        }
        removeLast = { path.wrappedValue.removeLast($0) }
    }

    init<Data: RandomAccessCollection & RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        read = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) }
    }
}

extension NavigationStack: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        NavigationStackNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``NavigationStack``: its root and the views pushed on it, each kept
/// mounted (with its state) while covered; only the top one is shown.
@MainActor
final class NavigationStackNode<Data, Root: View>: ControlNode<NavigationStack<Data, Root>>, NavigationStacking {
    private var pathAccess: NavigationPathAccess?
    /// The path when no binding holds it.
    private var ownPath: [AnyHashable] = []
    private var root: TypedNode<Root>!
    private var entries: [NavigationEntry] = []
    private var providers: [WeakDestinationProvider] = []

    init(_ view: NavigationStack<Data, Root>, graph: ViewGraph, parent: Node?, index: Int) {
        pathAccess = view.path
        super.init(kind: .navigationStack, title: "", graph: graph, parent: parent, index: index)
        root = mountChild(view.root, at: 0)
        followPath()
    }

    override func update(_ view: NavigationStack<Data, Root>) {
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
        let covered = top
        for entry in newEntries {
            entry.node = makeNode(entry.view(), parent: self, index: entries.count + 1)
            entries.append(entry)
        }
        if isVisible { top.appear() }
        if covered.isVisible { covered.disappear() }
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
            ViewEngine.update(entry.node, with: entry.view())
        }
    }

    private func diagnoseMissingDestination(for value: AnyHashable) {
        graph.diagnose(.navigationLinkInactive,
                       "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }

    // MARK: Tree

    override func forEachChild(_ body: (Node) -> Void) { body(top) }

    override func forEachMountedChild(_ body: (Node) -> Void) {
        body(root)
        for entry in entries { body(entry.node) }
    }

    override func render(into output: inout RenderOutput) {
        output.nested(entries.isEmpty ? "NavigationStack" : "NavigationStack (pushed: \(entries.count))") {
            top.render(into: &$0)
        }
    }
}

/// One view pushed on a navigation stack: the path value it shows (`nil` for a view
/// pushed outside the path), what made it, and its node. Its view's `\.dismiss` pops it.
@MainActor
final class NavigationEntry: Dismissing {
    let value: AnyHashable?
    weak var source: (any NavigationEntrySource)?
    private weak var stack: (any NavigationStacking)?
    var node: Node!

    init(value: AnyHashable?, source: (any NavigationEntrySource)?, stack: any NavigationStacking) {
        self.value = value
        self.source = source
        self.stack = stack
    }

    /// The view its source makes now, with its `dismiss` action in the environment.
    func view() -> AnyView {
        let destination = source?.destination(for: value)
            ?? AnyView(MissingDestination(value: value ?? AnyHashable("(none)")))
        return AnyView(destination.dismissed(by: self))
    }

    func dismissFromInside() { stack?.pop(self) }
}

/// What makes the view of a pushed entry: a `navigationDestination`, or a `NavigationLink`
/// with a destination view.
@MainActor
protocol NavigationEntrySource: AnyObject {
    /// The destination view for `value` (`nil` for a view pushed outside the path).
    func destination(for value: AnyHashable?) -> AnyView
    /// Its entry was popped (`navigationDestination(isPresented:)` writes `false`).
    func entryWasPopped()
}

extension NavigationEntrySource {
    func entryWasPopped() {}
}

/// A `navigationDestination(for:)`: the destination of path values of one type.
@MainActor
protocol NavigationDestinationProvider: NavigationEntrySource {
    func accepts(_ value: AnyHashable) -> Bool
}

@MainActor
struct WeakDestinationProvider {
    weak var provider: (any NavigationDestinationProvider)?
}

/// A navigation stack the host pops and links push onto.
@MainActor
protocol NavigationStacking: Node {
    var pushedCount: Int { get }
    func push(value: AnyHashable)
    func push(viewFrom source: any NavigationEntrySource)
    func pop(viewFrom source: any NavigationEntrySource)
    func popTop()
    func pop(_ entry: NavigationEntry)
    func register(_ provider: any NavigationDestinationProvider)
    func unregister(_ provider: any NavigationDestinationProvider)
    func sourceDidUpdate(_ source: any NavigationEntrySource)
}

/// What a path value without a matching `navigationDestination` shows.
struct MissingDestination: View {
    let value: AnyHashable
    var body: some View { Text("(no navigationDestination for \(type(of: value.base)))") }
}

enum NavigationStacks {
    /// The navigation stack that `node` pushes onto: the nearest around it, not looking
    /// past a presentation (a sheet's content has its own navigation context).
    @MainActor static func nearest(above node: Node) -> (any NavigationStacking)? {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if let stack = each as? any NavigationStacking { return stack }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { return nil }
            child = each
            ancestor = each.parent
        }
        return nil
    }

    /// How many navigation stacks on screen have a pushed view.
    @MainActor static func pushedCount(in graph: ViewGraph) -> Int {
        graph.controls.visible(.navigationStack).count { ($0 as? any NavigationStacking)?.pushedCount ?? 0 > 0 }
    }
}
