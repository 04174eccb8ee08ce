// Accessibility modifiers, each recorded (``_AttributeModifier``), not shown. An
// `accessibilityLabel` on a control titles it for the drivers (``AttributeNode``).

import ViewEngineCore

extension View {
    /// SwiftUI's `accessibilityLabel(_:)` with a text; it titles the control it labels, for the drivers.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityLabel", role: .accessibilityLabel(label.content), ("", label)) }
    /// SwiftUI's `accessibilityLabel(_:)` with a string; it titles the control it labels, for the drivers.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityLabel", role: .accessibilityLabel(String(label)), ("", String(label))) }
    /// SwiftUI's `accessibilityHint(_:)` with a text.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHint", ("", hint)) }
    /// SwiftUI's `accessibilityHint(_:)` with a string.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHint", ("", String(hint))) }
    /// SwiftUI's `accessibilityValue(_:)` with a text.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityValue", role: .accessibilityValue(value.content), ("", value)) }
    /// SwiftUI's `accessibilityValue(_:)` with a string.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityValue", role: .accessibilityValue(String(value)), ("", String(value))) }
    /// SwiftUI's `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityIdentifier", role: .accessibilityIdentifier(identifier), ("", identifier)) }
    /// SwiftUI's `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityHidden", role: .accessibilityHidden(hidden), ("", hidden)) }
    /// SwiftUI's `accessibilityAddTraits(_:)`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityAddTraits", ("", traits)) }
    /// SwiftUI's `accessibilityRemoveTraits(_:)`.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilityRemoveTraits", ("", traits)) }
    /// SwiftUI's `accessibilityElement(children:)`.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("accessibilityElement", role: .accessibilityElement(children), ("children", children))
    }
    /// SwiftUI's `accessibilitySortPriority(_:)`.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("accessibilitySortPriority", ("", sortPriority)) }
}

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Title").accessibilityAddTraits([.isHeader, .isStaticText])
/// ```
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var names: Set<String>

    private init(_ name: String) { names = [name] }

    /// An empty set of traits.
    public init() { names = [] }

    /// The element is a button.
    public static let isButton = AccessibilityTraits("isButton")
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits("isHeader")
    /// The element is selected.
    public static let isSelected = AccessibilityTraits("isSelected")
    /// The element is a link.
    public static let isLink = AccessibilityTraits("isLink")
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits("isSearchField")
    /// The element is an image.
    public static let isImage = AccessibilityTraits("isImage")
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits("playsSound")
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits("isStaticText")
    /// The element summarizes the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    /// The element updates its label or value frequently.
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    /// The element starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    /// The element causes an automatic page turn when reading finishes.
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    /// The element is modal.
    public static let isModal = AccessibilityTraits("isModal")
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits("isToggle")

    /// Whether the set holds `member`.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    /// The traits of either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.union(other.names)) }
    /// The traits of both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.intersection(other.names)) }
    /// The traits of exactly one set.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.symmetricDifference(other.names)) }
    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Inserts `newMember`, replacing an equal one.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    /// Keeps the traits in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }

    private func with(_ names: Set<String>) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        traits.names = names
        return traits
    }

    var sortedNames: [String] { names.sorted() }
}

extension AccessibilityTraits: AttributeValue {
    package var attributeDescription: String { sortedNames.joined(separator: ", ") }
}

/// SwiftUI's `AccessibilityChildBehavior`: what becomes of the children of a new
/// accessibility element.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// Hidden; children of the new element; merged into it.
    case ignore, contain, combine
}

extension AccessibilityChildBehavior: AttributeValue {}
