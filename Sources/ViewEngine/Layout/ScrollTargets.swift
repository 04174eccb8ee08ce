// How the scroll APIs find the view with an id (Rules R22): a view's `.id(_:)`, or the
// id of a `ForEach` row.

import ViewEngineCore

/// A node that gives identities to views: an `.id` modifier, a `ForEach`.
@MainActor
protocol IdentifyingNode: Node {
    /// The view with identity `id` among the ones this node identifies, if any.
    func view(identifiedBy id: AnyHashable) -> Node?
    /// The views this node identifies, with their identities, in order.
    var identifiedViews: [(id: AnyHashable, view: Node)] { get }
}

@MainActor
enum ScrollTargets {
    /// The first view under `root`, in view-tree order, whose identity is `id`.
    static func view(identifiedBy id: AnyHashable, under root: Node) -> Node? {
        if let identifying = root as? any IdentifyingNode, let found = identifying.view(identifiedBy: id) { return found }
        var found: Node?
        root.forEachChild { child in
            if found == nil { found = view(identifiedBy: id, under: child) }
        }
        return found
    }

    /// The views under `root` that have an identity, in view-tree order.
    static func identifiedViews(under root: Node) -> [(id: AnyHashable, view: Node)] {
        var found: [(id: AnyHashable, view: Node)] = []
        func visit(_ node: Node) {
            if let identifying = node as? any IdentifyingNode { found += identifying.identifiedViews }
            node.forEachChild(visit)
        }
        visit(root)
        return found
    }
}

