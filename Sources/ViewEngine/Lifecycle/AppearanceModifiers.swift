/// The modifier behind ``View/onAppear(perform:)``.
import ViewEngineCore

public struct _AppearanceActionModifier: ViewModifier {
    /// The action (`nil` when none was given).
    @usableFromInline let action: (() -> Void)?
    /// Whether it runs at appearance (`onAppear`) or disappearance (`onDisappear`).
    @usableFromInline let runsAtAppearance: Bool

    @inlinable init(action: (() -> Void)?, runsAtAppearance: Bool) {
        self.action = action
        self.runsAtAppearance = runsAtAppearance
    }
    public typealias Body = Never
}

extension _AppearanceActionModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        AppearanceActionNode(modifier, inputs)
    }

    // The update is spelled out (the default of `PrimitiveModifier`): a conformance's
    // witness that is a default of the engine's internal protocol is called through the
    // witness table from other modules, unspecialized for the content.

    /// Hands the node the new modifier, then the content its new value. The node reacts
    /// to neither (it reads its action when the content appears or disappears), so the
    /// update skips ``ModifierNode``'s hooks, two dynamic calls that do nothing for it.
    @inlinable
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        guard let node = outputs.node(as: ModifierNode<Modified, Self>.self) else { return }
        node.updateWithoutHooks(modifier: &modifier, content: content)
    }
}

/// Runs the latest appear action when the content comes on screen (after the content's
/// own actions: inside out) and the latest disappear action, deferred to the end of the
/// pass, when it leaves (Rules R13).
@MainActor
///
/// It overrides neither ``ModifierNode/modifierWillUpdateContent(from:)`` nor
/// ``ModifierNode/modifierDidUpdate(from:)``: its modifier's update does not call them.
final class AppearanceActionNode<Content: View>: ModifierNode<Content, _AppearanceActionModifier> {
    override func didAppear() {
        if modifier.runsAtAppearance, let action = modifier.action {
            graph.enqueue(action, owner: self, trace: "onAppear of \(Tracer.viewName(self))")
        }
    }

    override func didDisappear() {
        if !modifier.runsAtAppearance, let action = modifier.action { graph.enqueueDisappearance(action, of: self) }
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// ```swift
    /// Text("Hello").onAppear { print("appeared") }
    /// ```
    ///
    /// It runs after the update pass that mounted the view, every time the view appears
    /// (a tab selected again appears again).
    @inlinable
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(action: action, runsAtAppearance: true))
    }

    /// Adds an action to perform after this view disappears.
    ///
    /// ```swift
    /// Text("Bye").onDisappear { print("gone") }
    /// ```
    ///
    /// Disappear actions run last in their pass: a view replaced through `.id` sees the
    /// new view's `onAppear` first (Rules R13).
    @inlinable
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(action: action, runsAtAppearance: false))
    }
}
