/// A scrollable view.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
/// }
/// ScrollView(.horizontal, showsIndicators: false) { ... }
/// ```
///
/// The engine has no viewport: every child is mounted and appears, as if all were on
/// screen. ``ViewHost/render()`` writes `ScrollView` (`ScrollView horizontal` for the
/// horizontal axis) above its content.
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

extension ScrollView: ContainerView {
    @usableFromInline var renderedTitle: String? { axes == .vertical ? "ScrollView" : "ScrollView \(axes)" }
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
/// The engine does not scroll: the latest ``ScrollViewProxy/scrollTo(_:anchor:)`` is
/// recorded and ``ViewHost/render()`` shows it on the reader's line:
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

    /// Scrolls to the view whose `.id` (or `ForEach` id) is `id`; the engine records it.
    ///
    /// ```swift
    /// proxy.scrollTo(selectedID, anchor: .center)
    /// ```
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        record.target = (AnyHashable(id), anchor)
    }
}

/// Where the proxies of one reader last asked to scroll.
@MainActor
final class ScrollRecord {
    var target: (id: AnyHashable, anchor: UnitPoint?)?

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
