/// How a preference's value travels up the tree (Rules R21): every node that writes or
/// transforms a key, and every observer of one, is a node of this file's protocols; the
/// engine's structural nodes take no part.
///
/// The value of a subtree for a key is the value of its nodes' children combined in view-
/// tree order with the key's `reduce` (the first child that has one starts the
/// accumulation; a subtree where no view sets the key has none); a writer replaces the
/// value of its content with its own, a transformer changes it. A presented view (a sheet,
/// an alert) is outside its presenter's tree here, as it is in its own window in SwiftUI;
/// the presentation itself observes ``PreferredColorSchemeKey`` (PreferredColorScheme.swift).
import ViewEngineCore

@MainActor
enum PreferenceReduction {
    /// The value `node`'s subtree produces for `K`, or `nil` when no view in it sets one.
    static func value<K: PreferenceKey>(_ key: K.Type, of node: Node) -> K.Value? {
        if let producing = node as? any PreferenceProducing {
            return producing.preference(K.self) { childrenValue(K.self, of: node) }
        }
        return childrenValue(K.self, of: node)
    }

    /// The values of `node`'s shown children for `K`, combined in view-tree order.
    static func childrenValue<K: PreferenceKey>(_ key: K.Type, of node: Node) -> K.Value? {
        var accumulated: K.Value?
        let boundary = node as? any PresentationBoundary
        node.forEachChild { child in
            if let boundary, boundary.isPresentedContent(child) { return }
            guard let next = value(K.self, of: child) else { return }
            if accumulated == nil {
                accumulated = next
            } else {
                K.reduce(value: &accumulated!, nextValue: { next })
            }
        }
        return accumulated
    }

    /// Tells the observers of `key` above `node` that what `node` produces may have
    /// changed (it was updated, appeared, disappeared or went): each works its value out
    /// again after the pass's updates. Nothing happens outside a frame (the host's
    /// teardown).
    static func contributionChanged(at node: Node, key: ObjectIdentifier) {
        guard node.graph.isInFrame else { return }
        var child = node
        while let parent = child.parent {
            if let boundary = parent as? any PresentationBoundary, boundary.isPresentedContent(child) { break }
            if let observer = parent as? any PreferenceObserving, observer.observedKey == key { observer.scheduleResolution() }
            child = parent
        }
        // The top of the presentation (the presented view, or the window's root): the
        // presentation itself observes the preferences that configure it.
        guard key == ObjectIdentifier(PreferredColorSchemeKey.self) else { return }
        child.environmentForChildren.values.presentationAppearance?.contributionChanged(under: child)
    }
}

extension PreferenceReduction {
    /// Resolves, deepest first and in view-tree order, the observers under `node` that
    /// wait to resolve.
    static func resolvePendingObservers(under node: Node) {
        node.forEachChild { child in
            resolvePendingObservers(under: child)
            (child as? any PreferenceObserving)?.resolveIfPending()
        }
    }
}

/// A node that sets or changes the value of a preference for the views above it.
@MainActor
protocol PreferenceProducing: Node {
    /// The value this node produces for `K`, given the value of its children
    /// (`children()`, `nil` when none sets one): its own for its key, `children()` for
    /// any other.
    func preference<K: PreferenceKey>(_ key: K.Type, from children: () -> K.Value?) -> K.Value?
}

/// A node that observes a preference of the views under it.
@MainActor
protocol PreferenceObserving: Node {
    /// The key it observes.
    var observedKey: ObjectIdentifier { get }
    /// Works out the value again once the current pass's updates are done.
    func scheduleResolution()
    /// Works out the value now if it waits to be (an observer around it resolves).
    func resolveIfPending()
}
