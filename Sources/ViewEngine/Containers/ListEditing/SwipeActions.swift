import ViewEngineCore

/// The modifier behind ``View/swipeActions(edge:allowsFullSwipe:content:)``.
public struct _SwipeActionsModifier<Actions: View>: ViewModifier {
    /// `swipeActions` or `swipeActions (leading)`, with the arguments, recorded.
    let attribute: Attribute
    /// The edge of the row the actions are on.
    let edge: HorizontalEdge
    /// Whether a full swipe performs the first action.
    let allowsFullSwipe: Bool
    let actions: Actions
    public typealias Body = Never
}

extension _SwipeActionsModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SwipeActionsNode(modifier, inputs)
    }
}

/// A row with swipe actions: registered under the row's text, with its actions mounted
/// beside it, as if swiped open (their buttons can be tapped in the row's scope);
/// ``ViewHost/swipe(_:action:)`` swipes the row and taps one. A drag across the row
/// (``ViewHost/drag(from:to:)``) swipes it open, when its actions are drawn at its edge
/// and take taps, or all the way, when the first action runs (SwipeActions+Pointer.swift).
@MainActor
final class SwipeActionsNode<Content: View, Actions: View>: ControlModifierNode<Content, _SwipeActionsModifier<Actions>>, SwipeActing {
    private var actions: TypedNode<Actions>!
    /// Whether the row is swiped open: its actions are drawn at its edge and take taps.
    private(set) var isOpen = false

    init(_ modifier: _SwipeActionsModifier<Actions>, _ inputs: _ViewInputs) {
        super.init(kind: .swipeActions, modifier, inputs)
    }

    override func didMountContent() {
        super.didMountContent()
        actions = mountChild(modifier.actions, at: 1)
    }

    override func modifierDidUpdate(from old: _SwipeActionsModifier<Actions>) {
        super.modifierDidUpdate(from: old)
        actions.update(modifier.actions)
    }

    var row: Node { content }
    var actionsRoot: Node? { actions }
    var edge: HorizontalEdge { modifier.edge }
    var allowsFullSwipe: Bool { modifier.allowsFullSwipe }

    func open() { isOpen = true }
    func close() { isOpen = false }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        body(actions)
    }

    /// The row alone takes space: its actions are out of sight until it is swiped (Rules R22).
    override func appendLayoutSubviews(to subviews: inout [Node]) { content.appendLayoutSubviews(to: &subviews) }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        output.indented { output in
            output.nested(modifier.attribute.name + (isOpen ? ", open" : "")) { actions.render(into: &$0) }
        }
    }
}

/// A row's swipe actions on one edge, as ``ViewHost/swipe(_:action:)`` and a drag find
/// them: those a `swipeActions` declares, or the Delete that `onDelete` synthesizes
/// (SwipeToDelete.swift).
@MainActor
protocol SwipeActing: Node {
    /// The row the actions are on.
    var row: Node { get }
    /// The actions' subtree, while it is mounted (a synthesized Delete is mounted only
    /// while its row is open).
    var actionsRoot: Node? { get }
    /// The edge of the row the actions are on.
    var edge: HorizontalEdge { get }
    /// Whether a full swipe performs the first action.
    var allowsFullSwipe: Bool { get }
    /// Whether the row is swiped open, its actions shown.
    var isOpen: Bool { get }
    /// The title of the first action, which a full swipe performs; `nil` when a swipe
    /// toward this edge shows nothing.
    var firstActionTitle: String? { get }
    /// How wide the actions are drawn when the row is open.
    var actionsWidth: CGFloat { get }
    /// Performs the first action, as a full swipe does.
    func performFirstAction()
    /// Shows the actions, as a swipe that stops short of a full swipe does.
    func open()
    /// Hides them, as a tap anywhere does.
    func close()
}

extension SwipeActing {
    /// The first declared action button's title.
    var firstActionTitle: String? { actionButtons.first?.title }

    /// The declared action buttons' widths, added up.
    var actionsWidth: CGFloat { actionButtons.reduce(0) { $0 + SwipeActionsGeometry.width(of: $1) } }

    /// Activates the first declared action button.
    func performFirstAction() { actionButtons.first?.activate() }
}

extension ControlKind where Control == any SwipeActing {
    /// A row with swipe actions, as drivers find it.
    static var swipeActions: Self { Self("SwipeActions") }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// ```swift
    /// ForEach(messages) { message in
    ///     Text(message.subject)
    ///         .swipeActions(edge: .leading) {
    ///             Button("Unread") { message.isUnread = true }
    ///         }
    ///         .swipeActions {
    ///             Button("Archive") { archive(message) }
    ///         }
    /// }
    /// try host.swipe("Lunch?", action: "Archive")   // the row's trailing action
    /// ```
    ///
    /// ``ViewHost/swipe(_:action:)`` swipes the row that shows a text and taps one of its
    /// actions; ``ViewHost/drag(from:to:)`` across the row swipes it as a finger does. The actions are mounted with their row, as if it were swiped open, so their
    /// buttons can also be driven with ``ViewHost/tap(_:in:)`` scoped by the row's text.
    /// ``ViewHost/render()`` writes them under the row, headed `swipeActions` (or
    /// `swipeActions (leading)`); `allowsFullSwipe` is recorded.
    ///
    /// - Parameters:
    ///   - edge: The edge of the row the actions are on.
    ///   - allowsFullSwipe: Whether a full swipe performs the first action.
    ///   - content: The actions, typically buttons.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _SwipeActionsModifier<T>> {
        modifier(_SwipeActionsModifier(attribute: Attribute(edge == .trailing ? "swipeActions" : "swipeActions (leading)",
                                                            ("edge", edge), ("allowsFullSwipe", allowsFullSwipe)),
                                       edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
