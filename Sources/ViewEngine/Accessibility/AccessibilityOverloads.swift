// The accessibility modifiers' other spellings: localized keys, input labels, headings,
// and the iOS 13 `accessibility(label:)` family, each recorded (``_AttributeModifier``),
// not shown. A label, whichever its spelling, titles the control it labels for the
// drivers (the iOS 13 forms are recorded under their modern names).

import ViewEngineCore

extension View {
    /// SwiftUI's `accessibilityLabel(_:)` with a localized key; it titles the control it labels, for the drivers.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityLabel", role: .accessibilityLabel(labelKey.key), ("", labelKey.key)) }
    /// SwiftUI's `accessibilityHint(_:)` with a localized key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHint", ("", hintKey.key)) }
    /// SwiftUI's `accessibilityValue(_:)` with a localized key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityValue", ("", valueKey.key)) }
    /// SwiftUI's `accessibilityInputLabels(_:)` with texts.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityInputLabels", ("", inputLabels.map(\.content)))
    }
    /// SwiftUI's `accessibilityInputLabels(_:)` with localized keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityInputLabels", ("", inputLabelKeys.map(\.key)))
    }
    /// SwiftUI's `accessibilityInputLabels(_:)` with strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityInputLabels", ("", inputLabels.map { String($0) }))
    }
    /// SwiftUI's `accessibilityHeading(_:)`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHeading", ("", level)) }
    /// SwiftUI's `accessibilityRespondsToUserInteraction(_:)`.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityRespondsToUserInteraction", ("", respondsToUserInteraction))
    }
    /// SwiftUI's `accessibilityShowsLargeContentViewer()`.
    public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityShowsLargeContentViewer") }
    /// SwiftUI's `accessibilityShowsLargeContentViewer(_:)`: the view the large content
    /// viewer shows, recorded (never mounted: the host has no large content viewer).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityShowsLargeContentViewer", ("", AnyArgument(largeContentView())))
    }
    /// SwiftUI's `accessibilityIgnoresInvertColors(_:)`.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityIgnoresInvertColors", ("", active))
    }

    /// SwiftUI's iOS 13 `accessibility(label:)`, recorded as `accessibilityLabel`; it titles the control it labels.
    public func accessibility(label: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityLabel", role: .accessibilityLabel(label.content), ("", label)) }
    /// SwiftUI's iOS 13 `accessibility(value:)`, recorded as `accessibilityValue`.
    public func accessibility(value: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityValue", ("", value)) }
    /// SwiftUI's iOS 13 `accessibility(hint:)`, recorded as `accessibilityHint`.
    public func accessibility(hint: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHint", ("", hint)) }
    /// SwiftUI's iOS 13 `accessibility(hidden:)`, recorded as `accessibilityHidden`.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHidden", ("", hidden)) }
    /// SwiftUI's iOS 13 `accessibility(identifier:)`, recorded as `accessibilityIdentifier`.
    public func accessibility(identifier: String) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityIdentifier", role: .accessibilityIdentifier(identifier), ("", identifier)) }
    /// SwiftUI's iOS 13 `accessibility(addTraits:)`, recorded as `accessibilityAddTraits`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityAddTraits", ("", traits)) }
    /// SwiftUI's iOS 13 `accessibility(removeTraits:)`, recorded as `accessibilityRemoveTraits`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityRemoveTraits", ("", traits)) }
    /// SwiftUI's iOS 13 `accessibility(sortPriority:)`, recorded as `accessibilitySortPriority`.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilitySortPriority", ("", sortPriority)) }
    /// SwiftUI's iOS 13 `accessibility(inputLabels:)`, recorded as `accessibilityInputLabels`.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityInputLabels", ("", inputLabels.map(\.content)))
    }
}

/// The hierarchy of a heading in relation to other headings.
///
/// ```swift
/// Text("Settings").accessibilityHeading(.h1)
/// ```
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading without a hierarchy.
    case unspecified
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}

extension AccessibilityHeadingLevel: AttributeValue {}
