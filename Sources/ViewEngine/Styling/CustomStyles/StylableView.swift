// A view (not a control) whose body a custom style can replace: a `Label` with a
// `LabelStyle`, a `ProgressView` with a `ProgressViewStyle`, a `Gauge` with a `GaugeStyle`.
import ViewEngineCore

/// A view whose default body a custom style of its family replaces (Rules R23).
@MainActor
protocol StylableView: PrimitiveView {
    /// The sources of the view's content views (its label, its icon...), made once per node.
    associatedtype Parts: AnyObject
    /// What the view shows without a custom style.
    associatedtype DefaultBody: View
    /// A style of the family, type-erased (`any LabelStyle`).
    associatedtype Style

    static func makeParts(_ view: Self) -> Parts
    /// Hands the parts the view's new content views.
    static func update(_ parts: Parts, with view: Self)
    /// The custom style in effect for `node`, read so that a change re-evaluates it.
    static func customStyle(for node: Node) -> Style?
    /// What the view shows without a custom style.
    var defaultBody: DefaultBody { get }
    /// The configuration a style's body gets.
    associatedtype Configuration
    func configuration(_ parts: Parts) -> Configuration
    /// Mounts `style`'s body with `configuration` under `node`.
    static func mountBody(of style: Style, _ configuration: Configuration, in node: Node) -> any AnyStyleBody
}

extension StylableView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { StylableViewNode(view, inputs) }
}

/// The node of a ``StylableView``: its default body, or a custom style's body.
@MainActor
final class StylableViewNode<V: StylableView>: TypedNode<V> {
    private var view: V
    private let parts: V.Parts
    private var defaultBody: TypedNode<V.DefaultBody>?
    private var styled: (any AnyStyleBody)?

    init(_ view: V, _ inputs: _ViewInputs) {
        self.view = view
        parts = V.makeParts(view)
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        show()
    }

    override func apply(_ view: V) {
        self.view = view
        V.update(parts, with: view)
        show()
    }

    /// A style above changed.
    override func reevaluate() { show() }

    private func show() {
        beginEvaluation()
        guard let style = V.customStyle(for: self) else {
            if let styled {
                dismount(styled)
                self.styled = nil
            }
            if let defaultBody { return defaultBody.update(view.defaultBody) }
            defaultBody = mountChild(view.defaultBody, at: 0)
            return
        }
        if let defaultBody {
            dismount(defaultBody)
            self.defaultBody = nil
        }
        let configuration = view.configuration(parts)
        if let styled, styled.restyle(style, configuration) { return }
        if let styled { dismount(styled) }
        styled = V.mountBody(of: style, configuration, in: self)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let styled { body(styled) } else { defaultBody.map(body) }
    }
}
