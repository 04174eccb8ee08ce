/// The node of a user's ``ViewModifier``: evaluates `body(content:)` like a view's body,
/// with the modifier's own state, and hands the modified content to the placeholders
/// (``_ViewModifier_Content``) in that body.
@MainActor
final class CustomModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>>, ModifierContentSource {
    private var modifier: Modifier
    private(set) var contentView: Content
    private let evaluation: BodyEvaluation<Modifier>
    private var child: TypedNode<Modifier.Body>?
    private var placeholders: [ContentPlaceholderNode<Modifier>] = []
    /// Incremented at every new content value; placeholders apply each generation once.
    private(set) var contentGeneration = 0

    init(_ view: ModifiedContent<Content, Modifier>, graph: ViewGraph, parent: Node?, index: Int) {
        modifier = view.modifier
        contentView = view.content
        evaluation = BodyEvaluation(graph: graph)
        super.init(graph: graph, parent: parent, index: index)
        reevaluate()
    }

    override func update(_ view: ModifiedContent<Content, Modifier>) {
        contentView = view.content
        contentGeneration += 1
        if evaluation.keeps(&modifier, over: view.modifier, for: self) {
            guard isDirty else { return refreshPlaceholders() }
        } else {
            modifier = view.modifier
        }
        reevaluate()
    }

    override var evaluatesBody: Bool { true }

    override var dynamicStorage: NodeStorage? { evaluation.storage }

    override var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    override func reevaluate() {
        if let failure = evaluation.prepare(&modifier, for: self) {
            child = placeholderBody(failure, for: child)
        } else {
            child = applyBody(evaluation.evaluate(modifier, for: self) { $0.body(content: _ViewModifier_Content(source: self)) }, to: child)
        }
        refreshPlaceholders()
    }

    private func refreshPlaceholders() {
        for placeholder in placeholders where placeholder.isMounted { placeholder.refresh() }
    }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }

    // MARK: ModifierContentSource

    func attach(_ placeholder: Node) -> Node {
        let placeholder = unsafeDowncast(placeholder, to: ContentPlaceholderNode<Modifier>.self)
        placeholders.removeAll { !$0.isMounted }
        placeholders.append(placeholder)
        return placeholder.mountChild(contentView, at: 0)
    }

    func updateContent(of node: Node) {
        ViewEngine.update(node, with: contentView)
    }
}

/// A node that can supply the content of a ``_ViewModifier_Content`` placeholder.
@MainActor
protocol ModifierContentSource: Node {
    var contentGeneration: Int { get }
    /// Mounts the content under `placeholder` and returns its node.
    func attach(_ placeholder: Node) -> Node
    /// Hands the latest content value to `node` (made by ``attach(_:)``).
    func updateContent(of node: Node)
}

/// The node of a ``_ViewModifier_Content``: the modified content, mounted where the
/// modifier's body put the placeholder.
@MainActor
final class ContentPlaceholderNode<Modifier: ViewModifier>: TypedNode<_ViewModifier_Content<Modifier>>, ModifierContentPlaceholder {
    /// Weak: the source is normally an ancestor, but a placeholder value can be kept and
    /// shown elsewhere; once its source is gone, the placeholder keeps what it showed.
    private weak var source: (any ModifierContentSource)?
    private var child: Node?
    private var appliedGeneration: Int

    init(_ view: _ViewModifier_Content<Modifier>, graph: ViewGraph, parent: Node?, index: Int) {
        source = view.source
        appliedGeneration = view.source?.contentGeneration ?? 0
        super.init(graph: graph, parent: parent, index: index)
        child = source?.attach(self)
    }

    var sourceNode: Node? { source }

    override func update(_ view: _ViewModifier_Content<Modifier>) { refresh() }

    /// Applies the source's latest content value once.
    func refresh() {
        guard let source, let child, appliedGeneration != source.contentGeneration else { return }
        appliedGeneration = source.contentGeneration
        source.updateContent(of: child)
    }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}

/// The node of a modifier's content placeholder, which knows the modifier node that
/// supplies its content.
@MainActor
protocol ModifierContentPlaceholder: Node {
    /// The node of the modifier whose content this placeholder shows, while it lives.
    var sourceNode: Node? { get }
}

extension _ViewModifier_Content: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ContentPlaceholderNode(view, graph: graph, parent: parent, index: index)
    }
}

extension _ViewModifier_Content: ViewInputComparable {
    /// Two placeholders are the same input when the same modifier node supplies them.
    static func _isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee.source
            === rhs.assumingMemoryBound(to: Self.self).pointee.source
    }
}
