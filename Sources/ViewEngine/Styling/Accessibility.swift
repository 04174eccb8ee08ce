// Accessibility modifiers: recorded (``_AttributeModifier``), not rendered.

extension View {
    /// Adds a label to the view that describes its contents.
    ///
    /// ```swift
    /// Button { close() } label: { Image(systemName: "xmark") }
    ///     .accessibilityLabel("Close")
    /// ```
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityLabel", label.content) }

    /// Adds a label to the view that describes its contents.
    ///
    /// ```swift
    /// Image(systemName: "bell").accessibilityLabel(title)
    /// ```
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityLabel", String(label)) }

    /// Describes the result of performing the view's action.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message")
    /// ```
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityHint", hint.content) }

    /// Describes the result of performing the view's action.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint(hint)
    /// ```
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityHint", String(hint)) }

    /// Adds a textual description of the value the view contains.
    ///
    /// ```swift
    /// ProgressView(value: progress).accessibilityValue("\(Int(progress * 100)) percent")
    /// ```
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityValue", value.content) }

    /// Adds a textual description of the value the view contains.
    ///
    /// ```swift
    /// Text(score).accessibilityValue(description)
    /// ```
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityValue", String(value)) }

    /// Uses the given string to identify the view, for UI tests.
    ///
    /// ```swift
    /// TextField("Email", text: $email).accessibilityIdentifier("emailField")
    /// ```
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityIdentifier", identifier) }

    /// Hides the view from accessibility features.
    ///
    /// ```swift
    /// Image(decorative: "divider").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityHidden", hidden) }

    /// Adds traits to the view.
    ///
    /// ```swift
    /// Text("Settings").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityAddTraits", traits) }

    /// Removes traits from the view.
    ///
    /// ```swift
    /// Button("Row") { }.accessibilityRemoveTraits(.isButton)
    /// ```
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilityRemoveTraits", traits) }

    /// Makes the view an accessibility element, with its children combined, contained or ignored.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("accessibilityElement", children)
    }

    /// Sets the order in which accessibility reads this view among its siblings.
    ///
    /// ```swift
    /// Text("Read first").accessibilitySortPriority(1)
    /// ```
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("accessibilitySortPriority", sortPriority) }
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
    ///
    /// ```swift
    /// var traits = AccessibilityTraits()
    /// ```
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
    ///
    /// ```swift
    /// traits.contains(.isHeader)
    /// ```
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    /// The traits of either set.
    ///
    /// ```swift
    /// AccessibilityTraits.isButton.union(.isSelected)
    /// ```
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.union(other.names)) }
    /// The traits of both sets.
    ///
    /// ```swift
    /// traits.intersection(.isHeader)
    /// ```
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.intersection(other.names)) }
    /// The traits of exactly one set.
    ///
    /// ```swift
    /// traits.symmetricDifference(.isSelected)
    /// ```
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.symmetricDifference(other.names)) }
    /// Adds `newMember`.
    ///
    /// ```swift
    /// traits.insert(.isSelected)
    /// ```
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    /// Removes `member`.
    ///
    /// ```swift
    /// traits.remove(.isSelected)
    /// ```
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Inserts `newMember`, replacing an equal one.
    ///
    /// ```swift
    /// traits.update(with: .isHeader)
    /// ```
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }
    /// Adds the traits of `other`.
    ///
    /// ```swift
    /// traits.formUnion([.isHeader])
    /// ```
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    /// Keeps the traits also in `other`.
    ///
    /// ```swift
    /// traits.formIntersection([.isHeader])
    /// ```
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    /// Keeps the traits in exactly one of the sets.
    ///
    /// ```swift
    /// traits.formSymmetricDifference([.isHeader])
    /// ```
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }

    private func with(_ names: Set<String>) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        traits.names = names
        return traits
    }

    var sortedNames: [String] { names.sorted() }
}

extension AccessibilityTraits: AttributeValue {
    var attributeDescription: String { sortedNames.joined(separator: ", ") }
}

/// Defines the behavior for the child elements of the new parent element.
///
/// ```swift
/// VStack { ... }.accessibilityElement(children: .combine)
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged into the new element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension AccessibilityChildBehavior: NamedAttributeValue {}
