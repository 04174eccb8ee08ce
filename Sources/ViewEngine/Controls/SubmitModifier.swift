/// The modifier behind ``View/onSubmit(of:_:)``.
import ViewEngineCore

public struct _SubmitModifier: ViewModifier {
    let triggers: SubmitTriggers
    let action: () -> Void
    public typealias Body = Never
}

extension _SubmitModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SubmitNode(modifier, inputs)
    }
}

/// Holds the latest submit action for the fields below it.
@MainActor
final class SubmitNode<Content: View>: ModifierNode<Content, _SubmitModifier>, SubmitHandling {
    func handleSubmit(_ trigger: SubmitTriggers) {
        if modifier.triggers.contains(trigger) { modifier.action() }
    }
}

/// A node that takes part in submitting a field below it.
@MainActor
protocol SubmitHandling: AnyObject {
    /// Runs the action if it is for `trigger`.
    func handleSubmit(_ trigger: SubmitTriggers)
}

/// A node that stops a submission from going further up (``View/submitScope(_:)``).
@MainActor
protocol SubmitBlocking: AnyObject {
    var blocksSubmission: Bool { get }
}

enum SubmitActions {
    /// Runs the `onSubmit` actions around `field` for `trigger`, innermost first, up to the
    /// first blocking `submitScope`.
    @MainActor static func run(for field: Node, trigger: SubmitTriggers) {
        var ancestor = field.parent
        while let node = ancestor {
            if let blocking = node as? SubmitBlocking, blocking.blocksSubmission { return }
            (node as? SubmitHandling)?.handleSubmit(trigger)
            ancestor = node.parent
        }
    }
}

/// The kinds of control whose submission an ``View/onSubmit(of:_:)`` action handles.
///
/// ```swift
/// List(results) { Text($0) }
///     .searchable(text: $query)
///     .onSubmit(of: .search) { run(query) }
/// ```
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: UInt

    /// Creates a set of submit triggers.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Submissions of text fields and secure fields (the return key).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submissions of the search field of a `searchable` modifier.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Adds an action to perform when the user submits a value to this view.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $username)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { login() }
    /// ```
    ///
    /// Submitting a field (``ViewHost/submit(_:)``) runs the field's `onCommit`, then the
    /// `onSubmit` actions of every modifier around it whose triggers include the field's
    /// (`.text` for text and secure fields, `.search` for a search field), innermost
    /// first, up to a blocking ``View/submitScope(_:)``.
    ///
    /// - Parameters:
    ///   - triggers: The triggers that invoke the action.
    ///   - action: The action to perform on submission of a value.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }
}
