// `GeometryReader` (Rules R22): it takes all it is offered (an axis offered nothing is 0,
// Measures §10 "GeometryReader": a re-implementation's
// `replacingUnspecifiedDimensions(by: .zero)`), proposes its size to its content and
// places it at its top leading corner. Its content is built with a proxy of the geometry
// the layout gave it — as SwiftUI builds it during layout — so it is first built after
// the first layout pass, and built again whenever its geometry changes: an
// `onChange(of: proxy.size)` inside sees each change once, with the old and the new size.

import ViewEngineCore

/// A container view that defines its content as a function of its own size and
/// coordinate space.
///
/// ```swift
/// GeometryReader { geometry in
///     Text("\(Int(geometry.size.width)) points wide")
/// }
/// ```
///
/// The proxy holds the size the layout gave the reader and its frame in the window and
/// in the named coordinate spaces around it (Rules R22). With
/// ``HostConfiguration/performsLayout`` off, the reader reports the window's size.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content gets the size and coordinates the layout gives it.
    ///
    /// ```swift
    /// GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }
    /// ```
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        GeometryReaderNode(view, inputs)
    }
}

/// The node of a ``GeometryReader``: one view of its parent's layout, whose content is
/// built with the proxy of its latest geometry.
@MainActor
final class GeometryReaderNode<Content: View>: TypedNode<GeometryReader<Content>>, LayoutComputing, GeometryObserving {
    private var view: GeometryReader<Content>
    private var child: TypedNode<Content>?
    /// The geometry the content was built with; `nil` before the first layout.
    private var proxy: GeometryProxy?
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    init(_ view: GeometryReader<Content>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        if !graph.performsLayout {
            // Without layout the reader reports the window.
            let proxy = GeometryProxy(size: graph.configuration.windowSize)
            self.proxy = proxy
            child = mountChild(evaluatingForOwner { view.content(proxy) }, at: 0)
        }
    }

    override func apply(_ view: GeometryReader<Content>) {
        self.view = view
        guard let proxy, let child else { return }
        child.update(evaluatingForOwner { view.content(proxy) })
    }

    /// The content is built (again) with the proxy of the latest geometry.
    override func reevaluate() {
        isDirty = false
        guard let proxy else { return }
        let view = self.view
        if let child {
            child.update(evaluatingForOwner { view.content(proxy) })
        } else {
            child = mountChild(evaluatingForOwner { view.content(proxy) }, at: 0)
        }
    }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }

    /// After a layout pass: a new geometry builds the content again.
    func geometryDidChange() {
        guard let frame = frameInWindow else { return }
        let new = GeometryProxy(of: self, frame: frame)
        guard new != proxy else { return }
        proxy = new
        graph.invalidate(self, cause: .unspecified)
    }

    // MARK: Layout

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// Every view of the content is offered the reader's size and placed at its top
    /// leading corner.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let outer = graph.layoutPass.stackAxis
        graph.layoutPass.stackAxis = nil
        defer { graph.layoutPass.stackAxis = outer }
        for subview in LayoutContent(childrenOf: self).subviews {
            subview.place(at: .zero, proposal: ProposedViewSize(size))
        }
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested("GeometryReader") { output in child?.render(into: &output) }
    }
}
