/// The visible controls of a host, by kind and title, so a driver call finds its
/// control without walking the tree; and the presentations on screen, whose topmost one
/// is the only part of the screen a driver can reach.
///
/// A title also finds the controls an accessibility identifier names, as UI tests find
/// views (Rules: Host): the controls inside a view given `accessibilityIdentifier(_:)`, up to
/// a view inside it with an identifier of its own (the innermost identifier is a view's).
/// A title that names two different views — by their titles, their identifiers, or one
/// each — is ambiguous.
@MainActor
final package class ControlRegistry {
    private var entries: [AnyControlKind: [String: RegisteredNodes]] = [:]
    private var layers: [any PresentationLayer] = []
    /// The visible nodes that give an accessibility identifier to the views inside them.
    private var identifiers: [String: [Node]] = [:]

    /// Records that `node`, a control of `kind` (whose protocol the node's initializer
    /// checked, ``ControlKind/assertProvided(by:)``), is visible under `title`.
    package func register(_ node: Node, as kind: AnyControlKind, title: String) {
        entries[kind, default: [:]][title, default: []].append(node)
    }

    package func unregister(_ node: Node, as kind: AnyControlKind, title: String) {
        entries[kind]?[title]?.removeAll { $0 === node }
        if entries[kind]?[title]?.isEmpty == true { entries[kind]?[title] = nil }
    }

    /// Records that `node` gives `identifier` to the views inside it, while it is visible.
    package func register(_ node: Node, identifier: String) {
        identifiers[identifier, default: []].append(node)
    }

    package func unregister(_ node: Node, identifier: String) {
        identifiers[identifier]?.removeAll { $0 === node }
        if identifiers[identifier]?.isEmpty == true { identifiers[identifier] = nil }
    }

    /// The visible controls of `kind`, whatever their title, as the protocol its nodes provide.
    package func visible<Control>(_ kind: ControlKind<Control>) -> [Control] {
        (entries[kind.erased] ?? [:]).values.flatMap { $0.compactMap(kind.control) }
    }

    // MARK: Presentation layers

    /// Records that `layer` presents its content on top of everything presented before.
    package func push(_ layer: any PresentationLayer) {
        layers.removeAll { $0 === layer }
        layers.append(layer)
    }

    /// Forgets `layer` (dismissed or gone).
    package func remove(_ layer: any PresentationLayer) {
        layers.removeAll { $0 === layer }
    }

    /// The presentations whose content is on screen, the first presented first: what the
    /// window lays out and draws above its views.
    package var shownLayers: [any PresentationLayer] {
        layers.filter { $0.layerRoot?.isVisible == true }
    }

    /// The presentation on top, if any: the last presented whose content is on screen.
    package var topLayer: (any PresentationLayer)? {
        layers.last { $0.layerRoot?.isVisible == true }
    }

    /// Dismisses the presentations that close when one of their buttons is chosen, from the
    /// top down, as long as `control` is inside them (a menu item closes its menu and the
    /// menus it is in; an alert's button closes the alert).
    package func closeLayers(choosing control: Node) {
        let closing = layers.reversed().prefix { layer in
            layer.closes(choosing: control) && layer.layerRoot.map(control.isInside) == true
        }
        for layer in closing { layer.dismissLayer() }
    }

    /// Whether a driver can reach `node`: it is inside the topmost presentation, or
    /// nothing is presented.
    package func isReachable(_ node: Node) -> Bool {
        guard let root = topLayer?.layerRoot else { return true }
        return node.isInside(root)
    }

    // MARK: Finding a control

    /// The one visible, reachable, enabled control of `kind` (or of the query's further
    /// kinds) that `query` asks for, as the protocol `Control` the kind's nodes provide,
    /// and as the node it is.
    /// - Throws: ``HostError`` naming the reachable controls of the query's kinds.
    package func find<Control>(_ kind: ControlKind<Control>, _ query: ControlQuery,
                               where test: ((Control) -> Bool)? = nil) throws -> (control: Control, node: Node) {
        // Without a test, no candidate is cast: every node registered under the query's
        // kinds provides `Control` (the invariant ControlCasts asserts), and a cast is a
        // conformance look-up in the runtime (Benchmarks/HISTORY.md, "A tap's lookup").
        let node = try find(query) { node in
            guard let test else { return true }
            return kind.control(node).map(test) ?? false
        }
        guard let control = kind.control(node) else { throw error(query, .notFound) }
        return (control, node)
    }

    private func find(_ query: ControlQuery, where test: (Node) -> Bool) throws -> Node {
        var matches = candidates(query)
        matches.removeAll { !test($0) }
        let top = topLayer
        if let root = top?.layerRoot {
            let reachable = matches.filter { $0.isInside(root) }
            if reachable.isEmpty, !matches.isEmpty, let top { throw error(query, .covered(by: top.layerName)) }
            matches = reachable
        }
        if !matches.isEmpty, !query.scopes.isEmpty {
            var regions = [top?.layerRoot ?? matches[0].treeRoot]
            for (depth, scope) in query.scopes.enumerated() {
                guard let narrowed = ScopeResolution.narrow(matches, to: scope, under: regions) else {
                    throw scopeError(query, scope, depth: depth, under: regions)
                }
                (matches, regions) = narrowed
            }
        }
        guard matches.count == 1, let node = matches.first else {
            throw error(query, matches.isEmpty ? .notFound : .ambiguous(count: matches.count), matches: matches)
        }
        if query.isDisabled(node) { throw error(query, .disabled) }
        return node
    }

    /// The visible controls of the query's kinds with its title or the accessibility
    /// identifier it names (any title when the query has none), each once, before
    /// reachability and scopes.
    private func candidates(_ query: ControlQuery) -> [Node] {
        var titled: [Node] = []
        for kind in query.kinds {
            guard let byTitle = entries[kind] else { continue }
            if query.anyTitle {
                for nodes in byTitle.values { titled.append(contentsOf: nodes) }
            } else if let nodes = byTitle[query.title] {
                titled.append(contentsOf: nodes)
            }
        }
        guard !query.anyTitle, !identifiers.isEmpty, identifiers[query.title] != nil else { return titled }
        let identified = identifiedControls(query.kinds).filter { $0.identifier == query.title }.map(\.node)
        var seen = Set(titled.map(ObjectIdentifier.init))
        return titled + identified.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The visible controls of `kinds` that an accessibility identifier names, with it:
    /// those inside a view with an identifier, up to a view inside it with one of its own.
    private func identifiedControls(_ kinds: [AnyControlKind]) -> [(node: Node, identifier: String)] {
        guard !identifiers.isEmpty else { return [] }
        var registered = Set<ObjectIdentifier>()
        for kind in kinds {
            for nodes in (entries[kind] ?? [:]).values { registered.formUnion(nodes.map(ObjectIdentifier.init)) }
        }
        var found: [(node: Node, identifier: String)] = []
        func collect(_ node: Node, _ identifier: String, isHolder: Bool) {
            if !isHolder, node.accessibilityIdentifier != nil { return }   // its own identifier
            if registered.contains(ObjectIdentifier(node)) { found.append((node, identifier)) }
            node.forEachChild { collect($0, identifier, isHolder: false) }
        }
        for (identifier, holders) in identifiers {
            for holder in holders { collect(holder, identifier, isHolder: true) }
        }
        return found
    }

    /// The accessibility identifiers of the reachable visible controls of `kinds`, each
    /// once, in tree order, for errors.
    private func identifiers(of kinds: [AnyControlKind]) -> [String] {
        let identified = identifiedControls(kinds).filter { isReachable($0.node) }
            .sorted { TreePosition.precedes($0.node, $1.node) }
        var seen = Set<String>()
        return identified.map(\.identifier).filter { seen.insert($0).inserted }
    }

    /// How each of `matches` answers `title`: by its title (`"Save"`), or by its
    /// identifier (`"Done" (accessibilityIdentifier "save")`).
    private func describe(_ matches: [Node], answering title: String, kinds: [AnyControlKind]) -> [String] {
        let identified = Dictionary(identifiedControls(kinds).map { (ObjectIdentifier($0.node), $0.identifier) }) { first, _ in first }
        return matches.sorted { TreePosition.precedes($0, $1) }.map { node in
            let ownTitle = kinds.lazy.compactMap { kind in
                self.entries[kind]?.first { $0.value.contains { $0 === node } }?.key
            }.first ?? ""
            if ownTitle == title { return "\"\(title)\"" }
            let identifier = identified[ObjectIdentifier(node)] ?? title
            return "\"\(ownTitle)\" (accessibilityIdentifier \"\(identifier)\")"
        }
    }

    /// Every registered control, in no particular order.
    package var allEntries: [(kind: AnyControlKind, title: String, node: Node)] {
        entries.flatMap { kind, byTitle in
            byTitle.flatMap { title, nodes in nodes.map { (kind, title, $0) } }
        }
    }

    /// Whether `node` is registered as a `kind` titled `title`.
    package func contains(_ node: Node, as kind: AnyControlKind, title: String) -> Bool {
        entries[kind]?[title]?.contains { $0 === node } ?? false
    }

    /// The titles of the first `limit` reachable visible controls of `kinds` in tree
    /// order, and how many there are: one pass that keeps the first `limit`, no sort of
    /// the whole list, so an error among 100 000 rows stays cheap.
    package func titles(of kinds: [AnyControlKind], upTo limit: Int) -> (titles: [String], count: Int) {
        var first: [(node: Node, title: String)] = []   // in tree order, at most `limit`
        var count = 0
        let filtersLayer = topLayer != nil
        for kind in kinds {
            for (title, nodes) in entries[kind] ?? [:] {
                for node in nodes {
                    if filtersLayer, !isReachable(node) { continue }
                    count += 1
                    if first.count == limit, let last = first.last, !TreePosition.precedes(node, last.node) { continue }
                    let index = first.firstIndex { TreePosition.precedes(node, $0.node) } ?? first.count
                    first.insert((node, title), at: index)
                    if first.count > limit { first.removeLast() }
                }
            }
        }
        return (first.map(\.title), count)
    }

    /// The tree position of the first visible control of `kinds` titled `title`.
    private func treePosition(_ kinds: [AnyControlKind], _ title: String) -> [Int] {
        let paths = kinds.flatMap { entries[$0]?[title] ?? [] }.map(TreePosition.path(of:))
        return paths.min { $0.lexicographicallyPrecedes($1) } ?? []
    }

    private func error(_ query: ControlQuery, _ reason: HostError.Reason, matches: [Node] = []) -> HostError {
        let listed = titles(of: query.kinds, upTo: HostError.listedTitlesLimit)
        let identifiers = identifiers(of: query.kinds)
        var suggestions: [String] = []
        if reason == .notFound, !query.anyTitle {
            let known = query.kinds.flatMap { kind in (entries[kind] ?? [:]).keys.filter { title in
                entries[kind]?[title]?.contains(where: isReachable) == true
            } }
            suggestions = TitleSuggestions.nearest(to: query.title, in: Set(known)) { treePosition(query.kinds, $0) }
            if suggestions.isEmpty {
                suggestions = TitleSuggestions.nearest(to: query.title, in: Set(identifiers)) { [identifiers.firstIndex(of: $0) ?? 0] }
            }
        }
        // An ambiguity names each view and how the title found it, when an identifier did.
        let described = query.anyTitle ? [] : describe(matches, answering: query.title, kinds: query.kinds)
        return HostError(control: query.kinds[0].name, title: query.title, reason: reason,
                         availableTitles: listed.titles, availableCount: listed.count,
                         suggestions: suggestions, scopes: query.scopes,
                         availableIdentifiers: Array(identifiers.prefix(HostError.listedTitlesLimit)),
                         matches: described.contains { $0.contains("(accessibilityIdentifier") } ? described : [])
    }

    private func scopeError(_ query: ControlQuery, _ scope: String, depth: Int, under roots: [Node]) -> HostError {
        let labels = ScopeResolution.labels(under: roots)
        let suggestions = TitleSuggestions.nearest(to: scope, in: Set(labels)) { label in
            [labels.firstIndex(of: label) ?? 0]
        }
        return HostError(control: query.kinds[0].name, title: query.title, reason: .scopeNotFound(scope),
                         availableTitles: Array(labels.prefix(HostError.listedTitlesLimit)),
                         availableCount: labels.count, suggestions: suggestions,
                         scopes: Array(query.scopes.prefix(depth)))
    }
}

/// What a driver call looks for: a control of one of `kinds` titled `title`, inside the
/// regions that `scopes` name (outermost first).
package struct ControlQuery {
    /// The kinds accepted; the first names the control in errors.
    package var kinds: [AnyControlKind]
    package var title: String
    package var scopes: [String] = []
    /// Whether any title will do (a search field, a navigation stack: the only one on screen).
    package var anyTitle = false
    /// Whether a found control is disabled (the feature that disables views decides: the
    /// engine does not know `isEnabled`).
    package var isDisabled: (Node) -> Bool = { _ in false }

    /// A query for a control of one of `kinds` titled `title`, inside `scopes`.
    package init(kinds: [AnyControlKind], title: String, scopes: [String] = [], anyTitle: Bool = false,
                 isDisabled: @escaping (Node) -> Bool = { _ in false }) {
        self.kinds = kinds
        self.title = title
        self.scopes = scopes
        self.anyTitle = anyTitle
        self.isDisabled = isDisabled
    }
}

/// A presentation on screen: a sheet, a full-screen cover, a popover, an alert, a
/// confirmation dialog or an open menu. While it is on top, drivers reach only the
/// controls inside it.
@MainActor
package protocol PresentationLayer: AnyObject {
    /// The node of the presented content, while it is presented.
    var layerRoot: Node? { get }
    /// The presentation's name in errors and in ``ViewHost/render()``: `Sheet`, `Alert`...
    var layerName: String { get }
    /// Whether choosing one of its buttons dismisses it (an alert, a dialog, a menu).
    var closesOnChoice: Bool { get }
    /// Dismisses it, as the user does (a swipe, a tap outside, the escape key).
    func dismissLayer()
    /// Whether choosing `control`, inside it, dismisses it: ``closesOnChoice`` unless the
    /// control says otherwise (a menu's button under `menuActionDismissBehavior(.disabled)`).
    func closes(choosing control: Node) -> Bool
}

extension PresentationLayer {
    package func closes(choosing control: Node) -> Bool { closesOnChoice }
}

extension Node {
    /// Whether `ancestor` is this node or one of its ancestors.
    package func isInside(_ ancestor: Node) -> Bool {
        var node: Node? = self
        while let each = node {
            if each === ancestor { return true }
            node = each.parent
        }
        return false
    }

    /// The root of the tree this node is mounted in.
    package var treeRoot: Node {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }
}
