// Accessibility actions, recorded (``_AttributeModifier``), not shown: the host drives what
// a finger does, not what VoiceOver does, so their handlers never run.

/// The structure that defines the kinds of available accessibility actions.
///
/// ```swift
/// Text("Photo").accessibilityAction(.magicTap) { play() }
/// ```
import ViewEngineCore

public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// An action with a custom name.
    ///
    /// ```swift
    /// AccessibilityActionKind(named: Text("Archive"))
    /// ```
    public init(named name: Text) { self.name = name.content }

    private init(_ name: String) { self.name = name }

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind("default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind("escape")
    /// The value that represents a user input request with a two-finger double tap.
    public static let magicTap = AccessibilityActionKind("magicTap")
    /// The value that represents an action that deletes an element.
    public static let delete = AccessibilityActionKind("delete")
    /// The value that represents showing a menu.
    public static let showMenu = AccessibilityActionKind("showMenu")
}

/// A directional indicator you use when making an accessibility adjustment.
///
/// ```swift
/// .accessibilityAdjustableAction { direction in
///     switch direction {
///     case .increment: value += 1
///     case .decrement: value -= 1
///     @unknown default: break
///     }
/// }
/// ```
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

extension AccessibilityActionKind: AttributeValue {
    package var attributeDescription: String { name }
}

extension View {
    /// SwiftUI's `accessibilityAction(_:_:)`: recorded; the handler is not called.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityAction", ("", actionKind), ("", AnyArgument(handler)))
    }
    /// SwiftUI's `accessibilityAction(named:_:)` with a text: recorded.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityAction", ("named", name), ("", AnyArgument(handler)))
    }
    /// SwiftUI's `accessibilityAction(named:_:)` with a localized key: recorded.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityAction", ("named", nameKey.key), ("", AnyArgument(handler)))
    }
    /// SwiftUI's `accessibilityAction(named:_:)` with a string: recorded.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityAction", ("named", String(name)), ("", AnyArgument(handler)))
    }
    /// SwiftUI's `accessibilityAdjustableAction(_:)`: recorded; the handler is not called.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityAdjustableAction", ("", AnyArgument(handler)))
    }
}
