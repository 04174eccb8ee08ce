/// A type that defines the geometry of a collection of views.
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { ... }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
/// }
///
/// BasicVStack {
///     Text("A Subview")
///     Text("Another Subview")
/// }
/// ```
///
/// The engine lays its content out with it (Rules R22): it calls ``makeCache(subviews:)``
/// once, ``updateCache(_:subviews:)`` when the container's subviews or inputs changed,
/// ``sizeThatFits(proposal:subviews:cache:)`` for each proposal its parent makes,
/// ``placeSubviews(in:proposal:subviews:cache:)`` with its bounds in the window's
/// coordinates, and ``explicitAlignment(of:in:proposal:subviews:cache:)`` when a stack
/// around it aligns on a guide. ``ViewHost/render()`` shows the content under a line with
/// the layout's name (`BasicVStack`).
import ViewEngineCore

@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container (whether it stacks its subviews on an axis).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance; `Void` unless the layout makes
    /// one.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Returns the size of the composite view, given a proposed size and the view's
    /// subviews.
    ///
    /// - Parameters:
    ///   - proposal: A size proposal for the container.
    ///   - subviews: Proxies for the views that the container arranges.
    ///   - cache: The layout's cache (``makeCache(subviews:)``).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    ///
    /// - Parameters:
    ///   - bounds: The region the container's parent gives it, in the parent's coordinates.
    ///   - proposal: The size proposal from which the container made the size of `bounds`.
    ///   - subviews: Proxies for the views that the container arranges; place each one.
    ///   - cache: The layout's cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    ///
    /// - Parameters:
    ///   - guide: The guide that the container's parent asks about.
    ///   - bounds: The region the container occupies.
    ///   - proposal: The proposal the container's size came from.
    ///   - subviews: Proxies for the container's subviews.
    ///   - cache: The layout's cache.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    ///
    /// - Parameters:
    ///   - guide: The guide that the container's parent asks about.
    ///   - bounds: The region the container occupies.
    ///   - proposal: The proposal the container's size came from.
    ///   - subviews: Proxies for the container's subviews.
    ///   - cache: The layout's cache.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Returns the preferred spacing values of the composite view.
    ///
    /// - Parameters:
    ///   - subviews: Proxies for the container's subviews.
    ///   - cache: The layout's cache.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Creates and initializes a cache for a layout instance.
    ///
    /// - Parameter subviews: Proxies for the container's subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when something changes.
    ///
    /// - Parameters:
    ///   - cache: The cache to update.
    ///   - subviews: Proxies for the container's subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// A container that does not stack its subviews.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// No explicit guide: the parent uses the default one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// No explicit guide: the parent uses the default one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacing preferences (``ViewSpacing/zero`` without
    /// subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Combines the specified views into a single composite view using the layout
    /// algorithms of the custom layout container.
    ///
    /// ```swift
    /// MyLayout {
    ///     Text("A")
    ///     Text("B")
    /// }
    /// ```
    ///
    /// Shown as the layout's name above its content, in order (``Layout``).
    ///
    /// - Parameter content: A view builder of the views to arrange.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutContainer<Self, V> {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// A layout without a cache has nothing to make.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .vertical
///     return properties
/// }
/// ```
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, or `nil` for one that
    /// does not stack.
    public var stackOrientation: Axis?

    /// Creates properties of a container that does not stack.
    public init() {}
}

/// The view a ``Layout`` makes of its content (``Layout/callAsFunction(_:)``): its content,
/// laid out by the layout and shown under its name.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    @usableFromInline let content: Content
    public typealias Body = Never
}

extension _LayoutContainer: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        LayoutContainerNode(view, inputs)
    }

    /// The layout's name (the wrapped one's, for an ``AnyLayout``).
    var renderedTitle: String { (layout as? AnyLayout)?.name ?? "\(L.self)" }
}
