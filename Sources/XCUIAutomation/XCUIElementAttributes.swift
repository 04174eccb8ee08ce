// What an element is, as XCUITest's predicates and snapshots read it: its attributes by
// name (`label`, `identifier`, `value`, `elementType`, `enabled`, `selected`, `hasFocus`,
// `exists`, `isHittable`; a query's `count`). Apple reads them by key-value coding, which
// Foundation on Linux does not have: each object here names its keys for the engine's
// `NSPredicate(format:)` (PredicateObject), so `NSPredicate(format: "label BEGINSWITH[c]
// 'New'")` and `NSPredicate(format: "count == 1")` read what XCUITest reads.

import Foundation
@_spi(Predicates) import ViewEngine

/// The attributes of an element: an element, or its snapshot.
public protocol XCUIElementAttributes {
    /// Its `accessibilityIdentifier`, or empty.
    var identifier: String { get }
    /// Its frame, in the window's points.
    var frame: CGRect { get }
    /// Its value: a switch's `"0"` or `"1"`, a text field's text, a slider's percent.
    var value: Any? { get }
    /// Its title (an iOS element has none but its label).
    var title: String { get }
    /// Its label, as VoiceOver reads it.
    var label: String { get }
    /// Its type.
    var elementType: XCUIElement.ElementType { get }
    /// Whether it takes input.
    var isEnabled: Bool { get }
    /// A text field's prompt.
    var placeholderValue: String? { get }
    /// Whether it is selected.
    var isSelected: Bool { get }
}

/// An element's attributes and its children's, as they were when it was taken.
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    /// The elements inside it, in reading order.
    var children: [any XCUIElementSnapshot] { get }
    /// Its attributes by name, and its children's under `children`.
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

extension XCUIElement {
    /// The names of an element's attributes in a snapshot's dictionary.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Its identifier.
        public static let identifier = Self(rawValue: "identifier")
        /// Its frame.
        public static let frame = Self(rawValue: "frame")
        /// Its value.
        public static let value = Self(rawValue: "value")
        /// Its title.
        public static let title = Self(rawValue: "title")
        /// Its label.
        public static let label = Self(rawValue: "label")
        /// Its element type's raw value.
        public static let elementType = Self(rawValue: "elementType")
        /// Whether it is enabled.
        public static let enabled = Self(rawValue: "enabled")
        /// A text field's prompt.
        public static let placeholderValue = Self(rawValue: "placeholderValue")
        /// Whether it is selected.
        public static let selected = Self(rawValue: "selected")
        /// Whether it has keyboard focus.
        public static let hasFocus = Self(rawValue: "hasFocus")
        /// Its children's dictionaries.
        public static let children = Self(rawValue: "children")
    }

    /// The element's attributes and its descendants', now.
    ///
    /// - Throws: when the element does not resolve (none matches, or several), in
    ///   XCUITest's words.
    public func snapshot() throws -> any XCUIElementSnapshot { try elementSnapshot() }

    /// The element's snapshot now.
    func elementSnapshot() throws(XCUIFailure) -> ElementSnapshot {
        let locator = locator
        let resolved: Result<AccessibilityElement, XCUIFailure> = MainThread.run(
            .failure(XCUIFailure(message: "An element's snapshot is taken on the main thread, where XCTest runs a test"))) {
            Result { () throws(XCUIFailure) in try locator.resolve() }
        }
        return ElementSnapshot(try resolved.get())
    }
}

/// An element of the tree as it was, for snapshots and for the predicates of queries.
final class ElementSnapshot: XCUIElementSnapshot, PredicateObject, CustomStringConvertible {
    let element: AccessibilityElement

    init(_ element: AccessibilityElement) {
        self.element = element
    }

    var identifier: String { element.identifier }
    var frame: CGRect { element.frame }
    var value: Any? { element.value }
    var title: String { "" }
    var label: String { element.label }
    var elementType: XCUIElement.ElementType { XCUIElement.ElementType(element.role) }
    var isEnabled: Bool { element.isEnabled }
    var placeholderValue: String? { element.placeholderValue }
    var isSelected: Bool { element.isSelected }
    var hasFocus: Bool { element.hasFocus }
    var children: [any XCUIElementSnapshot] { element.children.map(ElementSnapshot.init) }
    var description: String { element.summary }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var dictionary: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .frame: frame, .title: title, .label: label,
            .elementType: elementType.rawValue, .enabled: isEnabled, .selected: isSelected, .hasFocus: hasFocus,
            .children: element.children.map { ElementSnapshot($0).dictionaryRepresentation },
        ]
        dictionary[.value] = value
        dictionary[.placeholderValue] = placeholderValue
        return dictionary
    }

    /// What a predicate reads of a snapshot, by key (both of Apple's spellings of the
    /// Booleans): the one table of the keys, which the error for another lists.
    static let attributes: [(key: String, read: @Sendable (ElementSnapshot) -> Any?)] = [
        ("identifier", { $0.identifier }), ("frame", { $0.frame }), ("value", { $0.value }), ("title", { $0.title }),
        ("label", { $0.label }), ("elementType", { $0.elementType.rawValue }),
        ("enabled", { $0.isEnabled }), ("isEnabled", { $0.isEnabled }), ("placeholderValue", { $0.placeholderValue }),
        ("selected", { $0.isSelected }), ("isSelected", { $0.isSelected }), ("hasFocus", { $0.hasFocus }),
    ]

    /// Whether a predicate can read `key` of a snapshot.
    static func reads(_ key: String) -> Bool { attributes.contains { $0.key == key } }

    func predicateValue(forKey key: String) throws -> Any? {
        guard let attribute = Self.attributes.first(where: { $0.key == key }) else {
            throw PredicateKeys.undefined(key, in: "XCElementSnapshot", keys: Self.attributes.map(\.key))
        }
        return attribute.read(self)
    }

    func isPredicateEqual(to other: Any) -> Bool { (other as? ElementSnapshot)?.element == element }
}

extension XCUIElement: XCUIElementAttributes, PredicateObject {
    /// The value of an attribute a predicate names: a snapshot's, and `exists` and
    /// `isHittable` (`hittable`).
    public func predicateValue(forKey key: String) throws -> Any? {
        switch key {
        case "exists": return exists
        case "isHittable", "hittable": return isHittable
        default:
            guard ElementSnapshot.reads(key) else {
                throw PredicateKeys.undefined(key, in: "XCUIElement",
                                              keys: ["exists", "isHittable", "hittable"] + ElementSnapshot.attributes.map(\.key))
            }
            return try elementSnapshot().predicateValue(forKey: key)
        }
    }

    /// Whether `other` is this element.
    public func isPredicateEqual(to other: Any) -> Bool { (other as? XCUIElement) === self }
}

extension XCUIElementQuery: PredicateObject {
    /// The value of a key a predicate names: `count`, the number of matches now.
    public func predicateValue(forKey key: String) throws -> Any? {
        guard key == "count" else { throw PredicateKeys.undefined(key, in: "XCUIElementQuery", keys: ["count"]) }
        return count
    }

    /// Whether `other` is this query.
    public func isPredicateEqual(to other: Any) -> Bool { (other as? XCUIElementQuery) === self }
}

/// The error for a key a predicate's object does not have, in Foundation's words.
enum PredicateKeys {
    static func undefined(_ key: String, in type: String, keys: [String]) -> PredicateEvaluationError {
        PredicateEvaluationError(description: """
            [<\(type)> valueForUndefinedKey:]: this class is not key value coding compliant for the key \(key). \
            Its keys: \(keys.joined(separator: ", "))
            """)
    }
}
