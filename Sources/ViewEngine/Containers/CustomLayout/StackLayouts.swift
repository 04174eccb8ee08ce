/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("First"); Text("Second") }
/// ```
///
/// It lays its subviews out as an `HStack` does (Rules R22).
@frozen
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties { StackGeometry.properties(.horizontal) }

    /// The first subview's spacing preferences at the stack's start, the last's at its
    /// end, every subview's across, as the stack view states them.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        MainActor.assumeIsolated { ViewSpacing(algorithm.spacingOnAllEdges(Array(subviews))) }
    }

    private var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .horizontal, spacing: spacing, alignment: .vertical(alignment))
    }

    /// The subviews side by side, sized as an `HStack` sizes them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { algorithm.sizeThatFits(proposal, subviews: Array(subviews)) }
    }

    /// Places the subviews one after the other from the leading edge of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { algorithm.place(Array(subviews), at: bounds.origin, in: bounds.size, proposal: proposal) }
    }
}

/// A vertical container that you can use in conditional layouts.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
/// ```
///
/// It lays its subviews out as a `VStack` does (Rules R22).
@frozen
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties { StackGeometry.properties(.vertical) }

    /// The first subview's spacing preferences at the stack's start, the last's at its
    /// end, every subview's across, as the stack view states them.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        MainActor.assumeIsolated { ViewSpacing(algorithm.spacingOnAllEdges(Array(subviews))) }
    }

    private var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .vertical, spacing: spacing, alignment: .horizontal(alignment))
    }

    /// The subviews one below the other, sized as a `VStack` sizes them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { algorithm.sizeThatFits(proposal, subviews: Array(subviews)) }
    }

    /// Places the subviews one below the other from the top of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { algorithm.place(Array(subviews), at: bounds.origin, in: bounds.size, proposal: proposal) }
    }
}

/// An overlaying container that you can use in conditional layouts.
///
/// ```swift
/// let layout = stacked ? AnyLayout(ZStackLayout()) : AnyLayout(HStackLayout())
/// ```
///
/// It lays its subviews out as a `ZStack` does (Rules R22).
@frozen
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    ///
    /// - Parameter alignment: The guide for aligning the subviews in this stack.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The subviews' extent, aligned on their guides, as a `ZStack` sizes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { ZStackLayoutAlgorithm(alignment: alignment).sizeThatFits(proposal, subviews: Array(subviews)) }
    }

    /// Places the subviews on top of each other in `bounds`, aligned.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated {
            ZStackLayoutAlgorithm(alignment: alignment).place(Array(subviews), at: bounds.origin, in: bounds.size, proposal: proposal)
        }
    }
}

/// The layout properties of a stack along `axis`.
enum StackGeometry {
    static func properties(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

/// A type-erased instance of the layout protocol.
///
/// ```swift
/// let layout = dynamicTypeSize <= .medium ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Text("First label")
///     Text("Second label")
/// }
/// ```
///
/// Switching the wrapped layout keeps the content's identity, so its state stays; the
/// content is shown under the wrapped layout's name (`HStackLayout`).
@frozen
public struct AnyLayout: Layout {
    let layout: any Layout
    let name: String

    /// Creates a type-erased value that wraps the specified layout.
    ///
    /// - Parameter layout: The layout to wrap.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
        self.name = (layout as? AnyLayout)?.name ?? "\(L.self)"
    }

    /// The cached values of the wrapped layout.
    public struct Cache {
        var value: Any?
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: Erased.makeCache(layout, subviews)) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Erased.sizeThatFits(layout, proposal, subviews, &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Erased.placeSubviews(layout, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Erased.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Erased.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Erased.spacing(layout, subviews, &cache)
    }

    /// The wrapped layout's methods, called with its own cache: the erased cache's when it
    /// holds one of its type, a new one otherwise; the cache the method leaves is kept.
    @MainActor private enum Erased {
        static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any { layout.makeCache(subviews: subviews) }

        static func typed<L: Layout>(_ layout: L, _ cache: Cache, _ subviews: Subviews) -> L.Cache {
            cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        }

        static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> CGSize {
            var own = typed(layout, cache, subviews)
            defer { cache.value = own }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &own)
        }

        static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
                                             _ cache: inout Cache) {
            var own = typed(layout, cache, subviews)
            defer { cache.value = own }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &own)
        }

        static func explicitAlignment<L: Layout>(_ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                 _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
            var own = typed(layout, cache, subviews)
            defer { cache.value = own }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &own)
        }

        static func explicitAlignment<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                 _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
            var own = typed(layout, cache, subviews)
            defer { cache.value = own }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &own)
        }

        static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache) -> ViewSpacing {
            var own = typed(layout, cache, subviews)
            defer { cache.value = own }
            return layout.spacing(subviews: subviews, cache: &own)
        }
    }
}
