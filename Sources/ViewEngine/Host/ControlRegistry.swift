/// The visible controls of a host, by kind and title, so a driver call finds its
/// control without walking the tree.
@MainActor
final class ControlRegistry {
    /// The kinds of control a host can drive.
    enum Kind: String {
        case button = "Button"
        case textField = "TextField"
        case toggle = "Toggle"
        case tab = "Tab"
    }

    private var entries: [Kind: [String: [Node]]] = [:]

    func register(_ node: Node, as kind: Kind, title: String) {
        entries[kind, default: [:]][title, default: []].append(node)
    }

    func unregister(_ node: Node, as kind: Kind, title: String) {
        entries[kind]?[title]?.removeAll { $0 === node }
        if entries[kind]?[title]?.isEmpty == true { entries[kind]?[title] = nil }
    }

    /// The one visible, enabled control of `kind` titled `title`.
    /// - Throws: ``HostError`` naming the visible controls of that kind.
    func find(_ kind: Kind, titled title: String) throws -> Node {
        let matches = entries[kind]?[title] ?? []
        guard matches.count == 1, let node = matches.first else {
            throw error(kind, title, matches.isEmpty ? .notFound : .ambiguous(count: matches.count))
        }
        if !node.environment.values.isEnabled { throw error(kind, title, .disabled) }
        return node
    }

    /// Every registered control, in no particular order.
    var allEntries: [(kind: Kind, title: String, node: Node)] {
        entries.flatMap { kind, byTitle in
            byTitle.flatMap { title, nodes in nodes.map { (kind, title, $0) } }
        }
    }

    /// Whether `node` is registered as a `kind` titled `title`.
    func contains(_ node: Node, as kind: Kind, title: String) -> Bool {
        entries[kind]?[title]?.contains { $0 === node } ?? false
    }

    /// The titles of the first `limit` visible controls of `kind` in tree order, and how
    /// many visible controls of `kind` there are: one pass that keeps the first `limit`,
    /// no sort of the whole list, so an error among 100 000 rows stays cheap.
    func titles(of kind: Kind, upTo limit: Int) -> (titles: [String], count: Int) {
        var first: [(node: Node, title: String)] = []   // in tree order, at most `limit`
        var count = 0
        for (title, nodes) in entries[kind] ?? [:] {
            count += nodes.count
            for node in nodes {
                if first.count == limit, let last = first.last, !TreePosition.precedes(node, last.node) { continue }
                let index = first.firstIndex { TreePosition.precedes(node, $0.node) } ?? first.count
                first.insert((node, title), at: index)
                if first.count > limit { first.removeLast() }
            }
        }
        return (first.map(\.title), count)
    }

    /// The tree position of the first visible control of `kind` titled `title`.
    private func treePosition(_ kind: Kind, _ title: String) -> [Int] {
        let paths = (entries[kind]?[title] ?? []).map(TreePosition.path(of:))
        return paths.min { $0.lexicographicallyPrecedes($1) } ?? []
    }

    private func error(_ kind: Kind, _ title: String, _ reason: HostError.Reason) -> HostError {
        let listed = titles(of: kind, upTo: HostError.listedTitlesLimit)
        let suggestions = reason == .notFound
            ? TitleSuggestions.nearest(to: title, in: (entries[kind] ?? [:]).keys) { treePosition(kind, $0) }
            : []
        return HostError(control: kind.rawValue, title: title, reason: reason, availableTitles: listed.titles,
                         availableCount: listed.count, suggestions: suggestions)
    }
}
