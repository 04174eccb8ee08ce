// A custom style is a view: its `makeBody(configuration:)` is evaluated as a body, in place
// of the control's default body, with its own dynamic properties (Rules R23).
import ViewEngineCore

/// The node of a custom style's body for one control: it keeps the style value (whose
/// `@State`, `@Environment` and other dynamic properties live here, as a view's do) and the
/// control's latest configuration, and evaluates `makeBody(configuration:)` as a body —
/// again when the control hands it a new configuration, or when state the body read
/// changes. The body's views (`onChange`, `onAppear`, gestures, nested controls) are
/// mounted under it like any view's.
///
/// Its content sees the environment without the style it makes a body for (`pop`), so a
/// control made inside the body from the configuration (`Button(configuration)`,
/// `Toggle(configuration)`) gets the style that was in effect outside this one, as in
/// SwiftUI, and never this one again.
@MainActor
final class StyleBodyNode<Style, Configuration, Body: View>: Node, AnyStyleBody {
    private(set) var style: Style
    private(set) var configuration: Configuration
    private let makeBody: (Style, Configuration) -> Body
    private let evaluation: BodyEvaluation<Style>
    private var child: TypedNode<Body>?
    private let box: EnvironmentBox

    init(_ style: Style, _ configuration: Configuration, makeBody: @escaping (Style, Configuration) -> Body,
         popping pop: @escaping (inout EnvironmentValues) -> Void, parent: Node, index: Int) {
        self.style = style
        self.configuration = configuration
        self.makeBody = makeBody
        evaluation = BodyEvaluation()
        box = EnvironmentBox(parent: parent.environmentForChildren, write: pop)
        super.init(graph: parent.graph, parent: parent, index: index)
        evaluate()
        if parent.isVisible { appear() }
    }

    /// Takes `style` if it is of this node's style type (returns `false` otherwise: the
    /// control mounts a new body) and the control's configuration, and evaluates the body.
    func restyle(_ style: Any, _ configuration: Any) -> Bool {
        guard let style = style as? Style, let configuration = configuration as? Configuration else { return false }
        self.style = style
        self.configuration = configuration
        evaluate()
        return true
    }

    /// Takes the control's new configuration and evaluates the body with it.
    func reconfigure(_ configuration: Configuration) {
        self.configuration = configuration
        evaluate()
    }

    private func evaluate() {
        if let failure = evaluation.prepare(&style, for: self) {
            child = placeholderBody(failure, for: child)
            return
        }
        let configuration = self.configuration
        let body = evaluation.evaluate(&style, for: self, isFirst: child == nil) { makeBody($0, configuration) }
        if let child, !child.isPlaceholder { return child.update(body) }
        let shown = makeNode(body, parent: self, index: 0)
        if isVisible { shown.appear() }
        if let child { dismount(child) }
        child = shown
    }

    override func reevaluate() { evaluate() }

    override var evaluatesBody: Bool { true }

    override var dynamicStorage: NodeStorage? { evaluation.storage }

    override var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    override var environmentForChildren: EnvironmentBox { box }

    override func didUnmount() { evaluation.storage?.detachSubscriptions() }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }

    override var viewType: Any.Type { Style.self }
}

/// A custom style's body, whatever the style's type: what a control keeps.
@MainActor
protocol AnyStyleBody: Node {
    /// Takes a style and a configuration; `false` when the style is of another type.
    func restyle(_ style: Any, _ configuration: Any) -> Bool
}
