/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("First"); Text("Second") }
/// ```
///
/// Its methods line the subviews up from leading to trailing, `spacing` apart (each
/// pair's preferred spacing when `nil`); the engine itself never calls them (``Layout``).
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

    /// The sum of the subviews' widths and the gaps between them; the tallest height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackGeometry.size(of: subviews, along: .horizontal, spacing: spacing, proposal: proposal)
    }

    /// Places the subviews one after the other from the leading edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackGeometry.place(subviews, in: bounds, along: .horizontal, spacing: spacing)
    }
}

/// A vertical container that you can use in conditional layouts.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
/// ```
///
/// Its methods line the subviews up from top to bottom; the engine itself never calls
/// them (``Layout``).
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

    /// The sum of the subviews' heights and the gaps between them; the widest width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackGeometry.size(of: subviews, along: .vertical, spacing: spacing, proposal: proposal)
    }

    /// Places the subviews one below the other from the top.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackGeometry.place(subviews, in: bounds, along: .vertical, spacing: spacing)
    }
}

/// An overlaying container that you can use in conditional layouts.
///
/// ```swift
/// let layout = stacked ? AnyLayout(ZStackLayout()) : AnyLayout(HStackLayout())
/// ```
///
/// Its methods place every subview at the container's origin; the engine itself never
/// calls them (``Layout``).
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

    /// The widest width and the tallest height of the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let each = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, each.width), height: max(size.height, each.height))
        }
    }

    /// Places every subview at the top leading corner of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// What the horizontal and vertical stack layouts compute.
enum StackGeometry {
    static func properties(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    /// The gap before each subview after the first: `spacing`, or the pair's preference.
    static func gaps(_ subviews: LayoutSubviews, along axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
    }

    static func size(of subviews: LayoutSubviews, along axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let length = sizes.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) }
            + gaps(subviews, along: axis, spacing: spacing).reduce(0, +)
        let breadth = sizes.reduce(0) { max($0, axis == .horizontal ? $1.height : $1.width) }
        return axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }

    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, along axis: Axis, spacing: CGFloat?) {
        let gaps = [0] + gaps(subviews, along: axis, spacing: spacing)
        var offset: CGFloat = 0
        for (subview, gap) in zip(subviews, gaps) {
            offset += gap
            let size = subview.sizeThatFits(.unspecified)
            let point = axis == .horizontal ? CGPoint(x: bounds.minX + offset, y: bounds.minY)
                : CGPoint(x: bounds.minX, y: bounds.minY + offset)
            subview.place(at: point, proposal: ProposedViewSize(size))
            offset += axis == .horizontal ? size.width : size.height
        }
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
