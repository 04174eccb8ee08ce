/// A primitive view without children, described by one line of text.
@MainActor
protocol LeafView: PrimitiveView {
    /// The line ``ViewHost/render()`` writes for this view (none when empty); relative
    /// dates are written against `now`, the date of the host's clock.
    func renderedLine(at now: Date) -> String
    /// The styles the view carries itself (`Text("a").bold()`), written after its line.
    var ownAttributes: [Attribute] { get }
    /// The string the view shows, if it shows one (a `Text`): what titles a control and
    /// labels a scope for the drivers.
    func displayedText(at now: Date) -> String?
    /// The name of the image the view shows, if it is one: what titles a control
    /// without text.
    var displayedImageName: String? { get }
}

extension LeafView {
    var ownAttributes: [Attribute] { [] }
    func displayedText(at now: Date) -> String? { nil }
    var displayedImageName: String? { nil }
}

extension LeafView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        LeafNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``LeafView``: it keeps the latest value to render it.
@MainActor
final class LeafNode<V: LeafView>: TypedNode<V> {
    private(set) var view: V

    init(_ view: V, graph: ViewGraph, parent: Node?, index: Int) {
        self.view = view
        super.init(graph: graph, parent: parent, index: index)
    }

    override func update(_ view: V) { self.view = view }

    override func displayedText(at now: Date) -> String? { view.displayedText(at: now) }

    override var displayedImageName: String? { view.displayedImageName }

    override func render(into output: inout RenderOutput) {
        let line = view.renderedLine(at: output.now)
        if !line.isEmpty { output.line(line, attributes: view.ownAttributes.filter(\.isShown).map(\.rendered)) }
    }
}

extension EmptyView: LeafView {
    func renderedLine(at now: Date) -> String { "" }
}
