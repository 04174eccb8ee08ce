/// The modifier behind ``View/submitScope(_:)``.
import ViewEngineCore

public struct _SubmitScopeModifier: ViewModifier {
    let isBlocking: Bool
    public typealias Body = Never
}

extension _SubmitScopeModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SubmitScopeNode(modifier, inputs)
    }
}

/// Stops submissions from below reaching the `onSubmit` actions above it.
@MainActor
final class SubmitScopeNode<Content: View>: ModifierNode<Content, _SubmitScopeModifier>, SubmitBlocking {
    var blocksSubmission: Bool { modifier.isBlocking }
}

extension View {
    /// Prevents submissions from this view reaching the `onSubmit` actions of views
    /// around it.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     TextField("Tags", text: $tags)
    ///         .submitScope()
    /// }
    /// .onSubmit { login() }   // submitting "Tags" does not log in
    /// ```
    ///
    /// - Parameter isBlocking: Whether the scope blocks submissions.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitScopeModifier(isBlocking: isBlocking))
    }
}
