import ViewEngineCore

/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// Text("Label").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
/// let d = subview.dimensions(in: .unspecified)
/// ```
///
/// A custom layout gets them from its subviews (``LayoutSubview/dimensions(in:)``), and an
/// alignment guide's closure computes a guide from them (Rules R22).
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides the view sets explicitly (`alignmentGuide`), by axis and name
    /// (`h.leading`, `v.firstTextBaseline`).
    let explicitGuides: [String: CGFloat]

    init(width: CGFloat, height: CGFloat, explicitGuides: [String: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
    }

    /// The dimensions of `node` at `size`, with the guides it sets itself (an
    /// `alignmentGuide`, a text's baselines).
    @MainActor init(of node: Node, size: CGSize) {
        var guides: [String: CGFloat] = [:]
        for guide in [HorizontalAlignment.leading, .center, .trailing, .listRowSeparatorLeading, .listRowSeparatorTrailing] {
            if let value = node.explicitAlignment(AlignmentKey(guide), size: size) { guides["h.\(guide)"] = value }
        }
        for guide in [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline] {
            if let value = node.explicitAlignment(AlignmentKey(guide), size: size) { guides["v.\(guide)"] = value }
        }
        self.init(width: size.width, height: size.height, explicitGuides: guides)
    }

    /// Gets the value of the given horizontal guide: its explicit value, or `0` for
    /// leading (and a list row separator's leading), half the width for center, the width
    /// for trailing (and a list row separator's trailing).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? {
            switch guide {
            case .leading, .listRowSeparatorLeading: 0
            case .center: width / 2
            case .trailing, .listRowSeparatorTrailing: width
            }
        }()
    }

    /// Gets the value of the given vertical guide: its explicit value, or `0` for top,
    /// half the height for center, the height for bottom and the text baselines (a view
    /// without text has its baselines at its bottom).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? {
            switch guide {
            case .top: 0
            case .center: height / 2
            case .bottom, .firstTextBaseline, .lastTextBaseline: height
            }
        }()
    }

    /// Gets the explicit value of the given horizontal alignment guide, or `nil` when the
    /// view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides["h.\(guide)"] }

    /// Gets the explicit value of the given vertical alignment guide, or `nil` when the
    /// view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides["v.\(guide)"] }
}

/// A collection of the geometric spacing preferences of a view.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
/// ```
///
/// The engine's model (Measures §2 "Spacing next to text"): a view states least
/// distances per edge and per kind of neighbour — a text states distances from its font, a
/// `Spacer` 0 to anything, any other view nothing of its own — and two views that state
/// nothing for each other are the default 8 points apart.
public struct ViewSpacing: Equatable, Sendable {
    /// The preferences, as the engine's stacks read them.
    package private(set) var preferences: LayoutSpacing

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(LayoutSpacing.zero)

    /// Initializes an instance with default spacing values: the preferences of a view
    /// that states none of its own (8 points from another such view).
    public init() { self.init(LayoutSpacing.standard) }

    package init(_ preferences: LayoutSpacing) { self.preferences = preferences }

    /// Merges the spacing preferences of another spacing instance with this instance for
    /// a specified set of edges: each edge keeps the larger preference.
    ///
    /// - Parameters:
    ///   - other: Another spacing preferences instance to merge with this one.
    ///   - edges: The edges to merge; all of them unless given.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferences.merge(other.preferences, edges: Self.edges(edges))
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance
    /// with this instance for a specified set of edges.
    ///
    /// - Parameters:
    ///   - other: Another spacing preferences instance to merge with this one.
    ///   - edges: The edges to merge; all of them unless given.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that
    /// returns a specified spacing preference: the largest distance of a kind of neighbour
    /// both state on the facing edges, else the larger of their distances to any
    /// neighbour, else the default 8 points.
    ///
    /// - Parameters:
    ///   - next: The spacing preferences of the next view along `axis`.
    ///   - axis: The axis along which the two views are placed.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        preferences.distance(to: next.preferences, along: axis) ?? LayoutSpacing.defaultDistance
    }

    /// The engine's edges of a set of SwiftUI's.
    package static func edges(_ set: Edge.Set) -> Set<LayoutSpacing.Edge> {
        var edges = Set<LayoutSpacing.Edge>()
        if set.contains(.top) { edges.insert(.top) }
        if set.contains(.leading) { edges.insert(.leading) }
        if set.contains(.bottom) { edges.insert(.bottom) }
        if set.contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}
