/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
/// }
/// ScrollView(.horizontal, showsIndicators: false) { ... }
/// ```
///
/// It is laid out as SwiftUI's (Rules R22): as long as it is offered along its axes, as
/// wide as its content across them (a vertical one takes the proposed height and its
/// content's width); its content is offered nothing along the scroll axes, so it takes
/// its ideal length, and is shown from its top leading corner moved by the content offset.
/// The `contentMargins` set above it inset its content: offered the visible size less the
/// margins across the scroll axes, placed at the leading and top margins, scrollable
/// through its length plus the margins along them (ContentMargins.swift).
/// ``ViewHost/scroll(_:by:)`` and ``ScrollViewProxy/scrollTo(_:anchor:)`` move it. Every
/// child is mounted and appears, as if all were on screen. ``ViewHost/render()`` writes
/// `ScrollView` (`ScrollView horizontal` for the horizontal axis) above its content.
import ViewEngineCore

public struct ScrollView<Content: View>: View {
    @usableFromInline let content: Content
    let axes: Axis.Set

    /// Creates a scroll view along the given axes.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { ... } }
    /// ```
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ScrollViewNode(view, inputs)
    }
}

/// The node of a ``ScrollView``: its content, laid out unbounded along the scroll axes
/// and shown moved by the content offset.
@MainActor
final class ScrollViewNode<Content: View>: TypedNode<ScrollView<Content>>, LayoutComputing, Scrolling {
    private(set) var axes: Axis.Set
    private var child: TypedNode<Content>!
    /// How far the content is scrolled: the point of the content and its margins at the
    /// scroll view's top leading corner (zero at rest, whatever the margins).
    private(set) var contentOffset = CGPoint.zero
    /// The content's size at the last layout.
    private(set) var contentSize = CGSize.zero
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    init(_ view: ScrollView<Content>, _ inputs: _ViewInputs) {
        axes = view.axes
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountChild(view.content, at: 0)
    }

    override func apply(_ view: ScrollView<Content>) {
        if view.axes != axes {
            axes = view.axes
            setNeedsLayout()
        }
        child.update(view.content)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(axes == .vertical ? "ScrollView" : "ScrollView \(axes)") { child.render(into: &$0) }
    }

    // MARK: Layout

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    /// The margins its content is inset by: the `contentMargins` set above it for its
    /// content (`.scrollContent`, or `.automatic`).
    private var margins: EdgeInsets { environment.values.contentMargins.resolved(for: .scrollContent) }

    /// The content is offered nothing along the scroll axes: it takes its ideal length;
    /// across them, the proposal less the margins.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margins = margins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.leading - margins.trailing) },
                                height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    /// The size of what scrolls: the content and its margins.
    private func scrollableSize(_ content: CGSize) -> CGSize {
        let margins = margins
        return CGSize(width: content.width + margins.leading + margins.trailing, height: content.height + margins.top + margins.bottom)
    }

    private var content: LayoutContent { LayoutContent(childrenOf: self) }

    /// Along a scroll axis the proposal (the content's length when there is none, or an
    /// infinite one); across it the content's length (swiftuifieldguide.com's scroll view
    /// measurements, Measures §10 "ScrollView").
    /// The viewport the content was last measured in: views sized from their container
    /// (`containerRelativeFrame`) measure again when it changes.
    private var lastViewport: CGSize?

    /// Runs `body` with the scroll view's viewport (for proposal) less its margins as the
    /// container size.
    private func inViewport<Result>(_ proposal: ProposedViewSize, _ body: () -> Result) -> Result {
        let margins = margins
        let viewport = CGSize(width: max(0, (proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0) - margins.leading - margins.trailing),
                              height: max(0, (proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0) - margins.top - margins.bottom))
        if let lastViewport, lastViewport != viewport { forgetLayoutOfSubtree() }
        lastViewport = viewport
        let outer = graph.layoutPass.containerSize
        graph.layoutPass.containerSize = viewport
        defer { graph.layoutPass.containerSize = outer }
        return body()
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = scrollableSize(inViewport(proposal) { content.measure(contentProposal(proposal)) })
        func along(_ proposed: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return length }
            return proposed
        }
        return CGSize(width: axes.contains(.horizontal) ? along(proposal.width, size.width) : size.width,
                      height: axes.contains(.vertical) ? along(proposal.height, size.height) : size.height)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let inner = contentProposal(proposal)
        inViewport(proposal) {
            contentSize = content.measure(inner)
            contentOffset = clamped(contentOffset, viewport: size)
            let margins = margins
            content.place(at: CGPoint(x: margins.leading - contentOffset.x, y: margins.top - contentOffset.y), proposal: inner)
        }
    }

    // MARK: Scrolling

    /// `offset` kept between the start and the end of the content and its margins.
    private func clamped(_ offset: CGPoint, viewport: CGSize) -> CGPoint {
        let scrollable = scrollableSize(contentSize)
        func clamp(_ value: CGFloat, _ content: CGFloat, _ visible: CGFloat, _ scrolls: Bool) -> CGFloat {
            guard scrolls, value.isFinite else { return 0 }
            return min(max(0, value), max(0, content - visible))
        }
        return CGPoint(x: clamp(offset.x, scrollable.width, viewport.width, axes.contains(.horizontal)),
                       y: clamp(offset.y, scrollable.height, viewport.height, axes.contains(.vertical)))
    }

    var geometry: ScrollGeometry {
        let viewport = layoutCache.frame?.size ?? .zero
        return ScrollGeometry(contentOffset: contentOffset, contentSize: contentSize, contentInsets: margins, containerSize: viewport)
    }

    func scroll(to offset: CGPoint) {
        let new = clamped(offset, viewport: layoutCache.frame?.size ?? .zero)
        guard new != contentOffset else { return }
        contentOffset = new
        setNeedsLayout()
    }

    func scroll(toShow target: Node, anchor: UnitPoint?) {
        guard let frame = target.frameInWindow, let own = frameInWindow else { return }
        let viewport = own.size
        // Where the target is in the content.
        let x = frame.minX - own.minX + contentOffset.x, y = frame.minY - own.minY + contentOffset.y
        func offset(_ current: CGFloat, _ position: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return position + unit * length - unit * visible }
            if position < current { return position }
            if position + length > current + visible { return position + length - visible }
            return current
        }
        scroll(to: CGPoint(x: offset(contentOffset.x, x, frame.width, viewport.width, anchor?.x),
                           y: offset(contentOffset.y, y, frame.height, viewport.height, anchor?.y)))
    }
}

/// A scroll view, as the drivers, the readers and the scroll modifiers move it.
@MainActor
protocol Scrolling: Node {
    /// The axes it scrolls along.
    var axes: Axis.Set { get }
    /// Its geometry at the last layout.
    var geometry: ScrollGeometry { get }
    /// Moves the content so that `offset` is at the top leading corner (clamped to the
    /// content), laying it out again.
    func scroll(to offset: CGPoint)
    /// Scrolls so that `target`, a view of its content, shows: aligned by `anchor`, or
    /// just into view when `nil`.
    func scroll(toShow target: Node, anchor: UnitPoint?)
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to
/// known child views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { Text($0.text).id($0.id) }
///         .onChange(of: messages.count) { _ in
///             proxy.scrollTo(messages.last?.id, anchor: .bottom)
///         }
/// }
/// ```
///
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` scrolls the scroll view around the view with
/// that id (Rules R22); the latest one is also shown on the reader's line by
/// ``ViewHost/render()``:
///
/// ```
/// ScrollViewReader [scrolledTo: 42, anchor: bottom]
///   List
///     ...
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content gets a proxy to scroll with.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in ... }
    /// ```
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
///
/// ```swift
/// Button("Top") { proxy.scrollTo(items.first?.id) }
/// ```
public struct ScrollViewProxy {
    let record: ScrollRecord

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id` (its `.id` or its `ForEach` id), and scrolls to that child: aligned
    /// by `anchor` in the scroll view, or just into view when `anchor` is `nil`. Nothing
    /// happens when no such view exists.
    ///
    /// ```swift
    /// proxy.scrollTo(selectedID, anchor: .center)
    /// ```
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        record.target = (AnyHashable(id), anchor)
        record.scroll()
    }
}

/// Where the proxies of one reader last asked to scroll, and the reader they scroll in.
@MainActor
final class ScrollRecord {
    var target: (id: AnyHashable, anchor: UnitPoint?)?
    /// The reader whose content is scrolled.
    weak var reader: Node?

    /// Scrolls the scroll view around the view with the target's id to show it.
    func scroll() {
        guard let reader, let target, let view = ScrollTargets.view(identifiedBy: target.id, under: reader) else { return }
        var ancestor = view.parent
        while let each = ancestor, each !== reader {
            if let scrolling = each as? any Scrolling { return scrolling.scroll(toShow: view, anchor: target.anchor) }
            ancestor = each.parent
        }
    }

    var rendered: [String] {
        guard let target else { return [] }
        var id = "\(target.id.base)"
        if target.id.base is any StringProtocol { id = "\"\(id)\"" }
        guard let anchor = target.anchor else { return ["scrolledTo: \(id)"] }
        return ["scrolledTo: \(id), anchor: \(Self.name(of: anchor))"]
    }

    private static func name(of anchor: UnitPoint) -> String {
        let names: [(UnitPoint, String)] = [
            (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"),
            (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        return names.first { $0.0 == anchor }?.1 ?? anchor.attributeDescription
    }
}

extension ScrollViewReader: ReaderView {
    typealias Proxy = ScrollViewProxy
    static var title: String { "ScrollViewReader" }
    static func makeProxy(graph: ViewGraph) -> ScrollViewProxy { ScrollViewProxy(record: ScrollRecord()) }
    static func renderedAttributes(of proxy: ScrollViewProxy) -> [String] { proxy.record.rendered }
    static func attach(_ proxy: ScrollViewProxy, to node: Node) { proxy.record.reader = node }
}

/// A view whose content is a function of a proxy the engine supplies.
@MainActor
protocol ReaderView: PrimitiveView {
    associatedtype Proxy
    associatedtype Content: View
    var content: (Proxy) -> Content { get }
    static var title: String { get }
    static func makeProxy(graph: ViewGraph) -> Proxy
    static func renderedAttributes(of proxy: Proxy) -> [String]
    /// Gives the proxy its reader's node, before the content is built.
    static func attach(_ proxy: Proxy, to node: Node)
}

extension ReaderView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ReaderNode(view, inputs)
    }
}

/// The node of a ``ReaderView``: one proxy for its lifetime, and the content the closure
/// builds with it, evaluated as part of the body that made the reader (its reads are
/// that body's dependencies, as a `ForEach`'s are).
@MainActor
final class ReaderNode<V: ReaderView>: TypedNode<V> {
    private let proxy: V.Proxy
    private var child: TypedNode<V.Content>!

    init(_ view: V, _ inputs: _ViewInputs) {
        proxy = V.makeProxy(graph: inputs.graph)
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        V.attach(proxy, to: self)
        let proxy = proxy
        child = mountChild(evaluatingForOwner { view.content(proxy) }, at: 0)
    }

    override func apply(_ view: V) {
        let proxy = proxy
        child.update(evaluatingForOwner { view.content(proxy) })
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(V.title, attributes: V.renderedAttributes(of: proxy)) { child.render(into: &$0) }
    }
}
