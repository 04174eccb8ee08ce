/// The modifier behind ``View/id(_:)``.
import ViewEngineCore

public struct _IdentityModifier<ID: Hashable>: ViewModifier {
    @usableFromInline let id: ID
    public typealias Body = Never
}

extension _IdentityModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        IdentityNode(modifier, inputs)
    }

    /// Updates the content, or replaces it when the id changed.
    @inlinable
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node(as: IdentityNode<Modified, ID>.self)?.update(identity: &modifier, content: content)
    }
}

/// Gives its content an explicit identity: a new `id` unmounts the old content and
/// mounts a new one with fresh state. The new content appears in this pass; the old
/// one's disappear actions run at the end of the pass (Rules R13).
@MainActor @usableFromInline
final class IdentityNode<Content: View, ID: Hashable>: ModifierNode<Content, _IdentityModifier<ID>>, IdentifyingNode {
    @usableFromInline var currentID: ID

    @usableFromInline override init(_ modifier: _IdentityModifier<ID>, _ inputs: _ViewInputs) {
        currentID = modifier.id
        super.init(modifier, inputs)
    }

    /// Takes the new modifier; a new id makes the content a new view: it is mounted
    /// fresh and the old one dismounted (Rules R13).
    @inlinable final func update(identity newValue: inout _IdentityModifier<ID>, content view: consuming Content) {
        guard newValue.id != currentID else { return update(modifier: &newValue, content: view) }
        currentID = newValue.id
        swap(&modifier, &newValue)
        let old = content!
        mountContent(view)
        dismount(old)
    }

    /// The view with this identity: this one, when `id` is its `.id`.
    func view(identifiedBy id: AnyHashable) -> Node? { AnyHashable(currentID) == id ? self : nil }
    var identifiedViews: [(id: AnyHashable, view: Node)] { [(AnyHashable(currentID), self)] }
}

extension View {
    /// Binds a view's identity to the given value.
    ///
    /// ```swift
    /// Button("refresh") { id = UUID() }
    ///     .id(id)
    /// ```
    ///
    /// When `id` changes, the view is a new view: its state starts over, the new view's
    /// `onAppear` runs, then the old view's `onDisappear`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
        modifier(_IdentityModifier(id: id))
    }
}
