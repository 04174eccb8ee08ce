/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The engine calls the renderer when the canvas appears and each time its view is
/// updated, with the host's ``HostConfiguration/geometrySize`` as its size and a
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
final class CanvasNode<Symbols: View>: TypedNode<Canvas<Symbols>> {
    private var operations: [String] = []

    init(_ view: Canvas<Symbols>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        draw(view)
    }

    override func apply(_ view: Canvas<Symbols>) { draw(view) }

    private func draw(_ view: Canvas<Symbols>) {
        let recording = GraphicsContext.Recording()
        let size = graph.configuration.geometrySize
        var context = GraphicsContext(recording: recording, size: size, environment: environment.values)
        evaluatingForOwner { view.renderer(&context, size) }
        operations = recording.lines
    }

    override func render(into output: inout RenderOutput) {
        output.nested("Canvas") { output in
            for line in operations { output.line(line) }
        }
    }
}
