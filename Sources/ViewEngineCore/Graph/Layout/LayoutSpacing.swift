// How far apart a stack puts two neighbours that state no spacing (Rules R22, Measures §2
// "Spacing next to text"): each view states, per edge, a least distance for each kind of
// neighbour it knows — a text, a view above or below a text — and a distance for any
// neighbour. Two views that share a kind on the facing edges are the largest of those
// distances apart; two that share none, their distances for any neighbour; two plain views,
// the platform's default (8 points). This is the model Apple's `ViewSpacing` describes ("one
// value for the spacing to the next text view along the top and bottom edges, … yet other
// values for other kinds of views"); the values a text states come from its font.

import Foundation

/// A view's spacing preferences: least distances by edge and by the kind of neighbour
/// (public only so that the graph's open nodes can state it; its members are the package's).
public struct LayoutSpacing: Equatable, Sendable {
    /// The kind of neighbour a distance is for; `nil` in a ``Key`` is any neighbour.
    package enum Category: Hashable, Sendable {
        /// A text next to a text (or a view laid out like one, a symbol).
        case textToText
        /// A view with a text below it: a text states it on its top edge, any other view
        /// 0 on its bottom edge.
        case edgeAboveText
        /// A view with a text above it: a text states it on its bottom edge, any other
        /// view 0 on its top edge.
        case edgeBelowText
    }

    /// The edge of a view a distance is stated on.
    public enum Edge: Hashable, Sendable, CaseIterable {
        case top, leading, bottom, trailing

        /// The edge that faces this one on the neighbour.
        package var facing: Edge {
            switch self {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        }
    }

    /// Where a distance applies.
    package struct Key: Hashable, Sendable {
        package let category: Category?
        package let edge: Edge

        package init(_ category: Category?, _ edge: Edge) {
            self.category = category
            self.edge = edge
        }
    }

    /// A text's vertical metrics, from which two texts' distance is found.
    package struct TextMetrics: Hashable, Sendable {
        /// The font's leading: what two texts stacked with no spacing keep between them.
        package let leading: CGFloat
        /// The size of a pixel: the distance is rounded up to it.
        package let pixelLength: CGFloat

        package init(leading: CGFloat, pixelLength: CGFloat) {
            self.leading = leading
            self.pixelLength = pixelLength
        }
    }

    /// A least distance: a length, or a text's metrics, which give a length only against
    /// another text's.
    package enum Value: Hashable, Sendable {
        case distance(CGFloat)
        case text(TextMetrics)

        /// The distance between two views whose facing edges state `self` and `other`.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), .text): a
            case let (.text, .distance(b)): b
            case let (.text(a), .text(b)):
                // The larger of the two texts' leadings, in whole pixels.
                (max(a.leading, b.leading) / a.pixelLength).rounded(.up) * a.pixelLength
            }
        }

        /// The larger of two values for one key, when preferences are merged.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case let (.distance(x), .distance(y)): .distance(max(x, y))
            case (.distance, .text): b
            case (.text, .distance): a
            case let (.text(x), .text(y)): x.leading >= y.leading ? a : b
            }
        }
    }

    /// The distance between two views that state nothing for each other: 8 points
    /// (Measures §2 "Stack default spacing").
    package static let defaultDistance: CGFloat = 8

    /// The least distances.
    package private(set) var minima: [Key: Value]

    package init(minima: [Key: Value]) { self.minima = minima }

    /// A view's preferences by default: 0 to a text below it and to a text above it, and
    /// nothing for any other neighbour (two such views are the default distance apart).
    package static let standard = LayoutSpacing(minima: [
        Key(.edgeBelowText, .top): .distance(0),
        Key(.edgeAboveText, .bottom): .distance(0),
    ])

    /// No distance to any neighbour on any edge (a `Spacer`).
    package static let zero = LayoutSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.map { (Key(nil, $0), Value.distance(0)) }))

    /// No preference at all (a container without views).
    package static let none = LayoutSpacing(minima: [:])

    /// The preferences on every edge, each edge's from `preferences(edge)` (a view or a
    /// container asked one edge at a time).
    package init(eachEdge preferences: (Edge) -> LayoutSpacing) {
        self = .none
        for edge in Edge.allCases { merge(preferences(edge), on: edge) }
    }

    /// Merges `other`'s preferences on `edges` into these, keeping the larger value per
    /// key.
    package mutating func merge(_ other: LayoutSpacing, edges: Set<Edge> = Set(Edge.allCases)) {
        merge(other) { edges.contains($0) }
    }

    /// Merges `other`'s preferences on `edge` into these: what a container does for each
    /// of its views, one edge at a time, with no set of edges made per call.
    package mutating func merge(_ other: LayoutSpacing, on edge: Edge) {
        merge(other) { $0 == edge }
    }

    private mutating func merge(_ other: LayoutSpacing, where includes: (Edge) -> Bool) {
        for (key, value) in other.minima where includes(key.edge) {
            minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
    }

    /// The distance from this view to `next`, the view after it along `axis`: the largest
    /// of the distances of the kinds both state on the facing edges; failing any, the
    /// larger of their distances for any neighbour; `nil` when neither states one (the
    /// stack's default then applies).
    package func distance(to next: LayoutSpacing, along axis: Axis) -> CGFloat? {
        let mine: Edge = axis == .horizontal ? .trailing : .bottom
        let theirs = mine.facing
        var best: CGFloat?
        for (key, value) in minima where key.edge == mine {
            guard let category = key.category, let other = next.minima[Key(category, theirs)],
                  let distance = value.distance(to: other) else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let any = [minima[Key(nil, mine)], next.minima[Key(nil, theirs)]].compactMap { value -> CGFloat? in
            if case .distance(let length)? = value { return length }
            return nil
        }
        return any.max()
    }
}
