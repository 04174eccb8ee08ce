/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The engine calls the renderer when the canvas appears and each time its view is
/// updated, with the size the layout gave it (Rules R22) and a
/// ``GraphicsContext`` that records what it draws; ``ViewHost/render()`` writes the
/// operations of the latest drawing under `Canvas`, one a line.
import ViewEngineCore

public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its
    /// parent view asynchronously.
    public var rendersAsynchronously: Bool

    public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque.
    ///   - colorMode: The working color space and storage format of the canvas.
    ///   - rendersAsynchronously: Whether the canvas can present its contents to its
    ///     parent view asynchronously.
    ///   - renderer: A closure in which you draw into the context it gets, of the size it
    ///     gets.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// The set of possible working color spaces for color-compositing operations.
///
/// ```swift
/// Canvas(colorMode: .linear) { context, size in ... }
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}

extension Canvas: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        CanvasNode(view, inputs)
    }
}

/// The node of a ``Canvas``: the operations its renderer drew last, drawn again at every
/// update of the view (as part of the body that made it, whose reads they are).
@MainActor
final class CanvasNode<Symbols: View>: TypedNode<Canvas<Symbols>>, LayoutComputing, GeometryObserving {
    private var operations: [String] = []
    private var view: Canvas<Symbols>
    /// The size the renderer last drew at.
    private var drawnSize: CGSize
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    init(_ view: Canvas<Symbols>, _ inputs: _ViewInputs) {
        self.view = view
        // Before its first layout (or without layout) a canvas draws at the window's size.
        drawnSize = inputs.graph.configuration.windowSize
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        draw()
    }

    override func apply(_ view: Canvas<Symbols>) {
        self.view = view
        draw()
    }

    private func draw() {
        let recording = GraphicsContext.Recording()
        let size = drawnSize
        var context = GraphicsContext(recording: recording, size: size, environment: environment.values)
        let view = self.view
        evaluatingForOwner { view.renderer(&context, size) }
        operations = recording.lines
    }

    // MARK: Layout (Rules R22)

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    /// A canvas takes all it is offered, as a shape does (10 points on an axis offered
    /// nothing).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {}

    override func didAppear() { if graph.performsLayout { graph.observeGeometry(self) } }
    override func didDisappear() { graph.stopObservingGeometry(self) }

    /// The renderer draws again at the canvas's new size.
    func geometryDidChange() {
        guard let size = layoutCache.frame?.size, size != drawnSize else { return }
        drawnSize = size
        draw()
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested("Canvas") { output in
            for line in operations { output.line(line) }
        }
    }
}
