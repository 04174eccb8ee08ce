// The focus modifiers beyond `focused(_:)`, recorded (``_AttributeModifier``), not shown.
// On an iPhone the focus system moves between the text fields a `@FocusState` tracks
// (`ViewHost.focus(_:)`); a view made focusable or a default focus changes nothing the
// drivers reach.

/// The ways a focusable view can be interacted with.
///
/// ```swift
/// Canvas().focusable(interactions: .edit)
/// ```
import ViewEngineCore

public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Creates interactions from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view has a primary action, like a button.
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view captures input, like a text field.
    public static let edit = FocusInteractions(rawValue: 2)
    /// The behaviour the platform gives a focusable view.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
///
/// ```swift
/// .defaultFocus($focusedField, .email, priority: .userInitiated)
/// ```
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    /// Use the default focus preference when focus moves into the view's region automatically.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Use the default focus preference also when the user moves focus into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension FocusInteractions: AttributeValue {}
extension DefaultFocusEvaluationPriority: AttributeValue {
    package var attributeDescription: String { name }
}

extension View {
    /// SwiftUI's `focusable(_:)`: recorded.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded("focusable", ("", isFocusable)) }
    /// SwiftUI's `focusable(_:interactions:)`: recorded.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("focusable", ("", isFocusable), ("interactions", interactions))
    }
    /// SwiftUI's `defaultFocus(_:_:priority:)`: recorded; it does not move the focus.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("defaultFocus", ("", AnyArgument(value)), ("priority", priority))
    }
}
