// `onDeleteCommand(perform:)`: the system's Delete command, as a key press reaches it.
import ViewEngineCore

extension View {
    /// Adds an action to perform in response to the system's Delete command, or pressing
    /// either the ⌫ (backspace) or ⌦ (forward delete) keys while the view has focus.
    ///
    /// ```swift
    /// List(selection: $selection) { ... }
    ///     .onDeleteCommand { delete(selection) }
    /// try host.press(key: .delete, modifiers: [])        // delete(selection)
    /// ```
    ///
    /// The view's action is found as a keyboard shortcut's control is: by the key, so
    /// ``ViewHost/press(key:modifiers:)`` with `.delete` or `.deleteForward` and no
    /// modifiers runs it, and throws if no view on screen takes the command or several do
    /// (the host has no keyboard focus to choose between them). `nil` adds no action.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        modifier(_DeleteCommandModifier(key: .delete, action: action))
            .modifier(_DeleteCommandModifier(key: .deleteForward, action: action))
    }
}

/// The modifier behind ``View/onDeleteCommand(perform:)``, one per key that sends the command.
public struct _DeleteCommandModifier: ViewModifier {
    let key: KeyEquivalent
    let action: (() -> Void)?
    public typealias Body = Never
}

extension _DeleteCommandModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        DeleteCommandNode(modifier, inputs)
    }
}

/// A view that takes the Delete command: registered as a keyboard shortcut under its key
/// with no modifiers (`delete`, `deleteForward`), while it has an action.
@MainActor
final class DeleteCommandNode<Content: View>: ControlModifierNode<Content, _DeleteCommandModifier>, ShortcutTriggering {
    init(_ modifier: _DeleteCommandModifier, _ inputs: _ViewInputs) {
        super.init(kind: .keyboardShortcut, modifier, inputs)
        title = KeyboardShortcut(modifier.key, modifiers: []).description
    }

    override var isTitledByContent: Bool { false }

    override func didAppear() {
        if modifier.action != nil { super.didAppear() }
    }

    override func didDisappear() {
        if modifier.action != nil { super.didDisappear() }
    }

    var hasControl: Bool { modifier.action != nil }

    func trigger() { modifier.action?() }
}
