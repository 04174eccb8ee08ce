// The views a style configuration hands a custom style (`configuration.label`,
// `configuration.content`...): each shows the control's own view where the style puts it.
import ViewEngineCore

/// What a configuration's content view stands for: one view of the control (its label, its
/// content), mounted where the style's body shows the proxy, and kept up to date by the
/// control as the control's own value changes.
@MainActor
protocol StyleContentSource: AnyObject {
    /// Mounts the view under `parent` at `index` (it appears with `parent`).
    func mount(in parent: Node, at index: Int) -> Node
    /// `node`, mounted by ``mount(in:at:)``, is gone.
    func forget(_ node: Node)
    /// The nodes that show the view now, in the order they were mounted.
    var shown: [Node] { get }
}

/// The source of one view of type `Content` (a button's `Label`).
@MainActor
final class ViewSource<Content: View>: StyleContentSource {
    private(set) var content: Content
    private var mounted: [TypedNode<Content>] = []

    init(_ content: Content) { self.content = content }

    func mount(in parent: Node, at index: Int) -> Node {
        let node = parent.mountChild(content, at: index)
        mounted.append(node)
        return node
    }

    func forget(_ node: Node) { mounted.removeAll { $0 === node } }

    var shown: [Node] { mounted }

    /// The control's new view: every place that shows it is updated.
    func update(_ content: Content) {
        self.content = content
        for node in mounted where node.isMounted { node.update(content) }
    }

    /// The text the view shows, where a style shows it (else `nil`).
    var textContent: String? { mounted.first?.textContent }
}

/// A configuration's content view (`ButtonStyleConfiguration.Label`...): it shows its
/// source's view, or nothing when made without one.
@MainActor
protocol StyleContentProxy: PrimitiveView {
    var source: (any StyleContentSource)? { get }
}

extension StyleContentProxy {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { StyleContentNode(view, inputs) }
}

/// The node of a ``StyleContentProxy``: the source's view, mounted under it.
@MainActor
final class StyleContentNode<Proxy: StyleContentProxy>: TypedNode<Proxy> {
    private var source: (any StyleContentSource)?
    private var content: Node?

    init(_ proxy: Proxy, _ inputs: _ViewInputs) {
        source = proxy.source
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        content = source?.mount(in: self, at: 0)
    }

    override func apply(_ proxy: Proxy) {
        guard proxy.source !== source else { return }
        if let content {
            source?.forget(content)
            dismount(content)
        }
        source = proxy.source
        content = source?.mount(in: self, at: 0)
    }

    override func didUnmount() {
        if let content { source?.forget(content) }
    }

    override func forEachChild(_ body: (Node) -> Void) { content.map(body) }
}

/// The sources of a view made of a label and a content (a `GroupBox`, a `LabeledContent`),
/// wherever a style shows them.
@MainActor
final class LabelAndContentSources<Label: View, Content: View> {
    let label: ViewSource<Label>
    let content: ViewSource<Content>

    init(label: Label, content: Content) {
        self.label = ViewSource(label)
        self.content = ViewSource(content)
    }

    /// The view's new label and content: every place that shows them is updated.
    func update(label: Label, content: Content) {
        self.label.update(label)
        self.content.update(content)
    }
}
