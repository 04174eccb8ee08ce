/// One attribute a styling modifier records: its name, its value and whether
/// ``ViewHost/render()`` shows it.
///
/// Every modifier that only styles or lays out its content (`font`, `padding`, `frame`,
/// `foregroundColor`, `buttonStyle`, `accessibilityLabel`...) is an ``_AttributeModifier``
/// holding one attribute, and has one node kind, ``AttributeNode``. The value is
/// described only when it is rendered.
struct Attribute: Sendable, Equatable {
    /// The modifier's name, such as `font`.
    let name: String
    /// What the modifier was given.
    let value: any AttributeValue
    /// Whether ``ViewHost/render()`` shows it: only what a reader of the screen would
    /// notice (a font, a colour, a hidden view) is shown.
    let isShown: Bool

    /// `name: value`, or the name alone for a flag that is on (`hidden`, `bold`).
    var rendered: String {
        let value = value.attributeDescription
        return value.isEmpty ? name : "\(name): \(value)"
    }

    static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        lhs.name == rhs.name && lhs.isShown == rhs.isShown && lhs.value.isSameAttributeValue(as: rhs.value)
    }
}

/// A value a styling modifier records. It describes itself for ``ViewHost/render()``.
protocol AttributeValue: Sendable {
    /// The value as ``ViewHost/render()`` writes it; empty for a flag that is on.
    var attributeDescription: String { get }
    /// Whether `other` is the same value.
    func isSameAttributeValue(as other: any AttributeValue) -> Bool
}

extension AttributeValue where Self: Equatable {
    func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Self) == self }
}

/// The value of a modifier that takes none, such as `clipped()`.
struct NoAttributeValue: AttributeValue, Equatable {
    var attributeDescription: String { "" }
}

/// A value of a type with nothing to compare (a custom button style): described by its type name.
struct TypeNameValue: AttributeValue {
    let type: Any.Type
    init(_ type: Any.Type) { self.type = type }
    var attributeDescription: String { "\(type)" }
    func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? TypeNameValue).map { $0.type == type } ?? false
    }
}

/// Several values of one modifier (`frame(width:height:)`, `padding(.horizontal, 8)`),
/// described as `label: value` pairs; the absent ones (`nil`) are left out.
struct ArgumentsValue: AttributeValue {
    let arguments: [(label: String, value: any AttributeValue)]

    init(_ arguments: [(String, (any AttributeValue)?)]) {
        self.arguments = arguments.compactMap { label, value in value.map { (label, $0) } }
    }

    var attributeDescription: String {
        arguments.map { $0.label.isEmpty ? $0.value.attributeDescription : "\($0.label): \($0.value.attributeDescription)" }
            .joined(separator: ", ")
    }

    func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? ArgumentsValue, other.arguments.count == arguments.count else { return false }
        return zip(arguments, other.arguments).allSatisfy { $0.label == $1.label && $0.value.isSameAttributeValue(as: $1.value) }
    }
}

extension Bool: AttributeValue {
    /// A flag that is on is written by its name alone (`bold`); off, as `bold: false`.
    var attributeDescription: String { self ? "" : "false" }
}

extension String: AttributeValue {
    var attributeDescription: String { "\"\(self)\"" }
}

extension Int: AttributeValue {
    var attributeDescription: String { "\(self)" }
}

extension Double: AttributeValue {
    /// `10` rather than `10.0`.
    var attributeDescription: String {
        rounded() == self && abs(self) < 1e15 ? "\(Int(self))" : "\(self)"
    }
}

extension CGFloat: AttributeValue {
    var attributeDescription: String { Double(self).attributeDescription }
}

extension Optional: AttributeValue where Wrapped: AttributeValue {
    var attributeDescription: String { map(\.attributeDescription) ?? "nil" }
    func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? Self else { return false }
        switch (self, other) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return lhs.isSameAttributeValue(as: rhs)
        default: return false
        }
    }
}

extension ClosedRange: AttributeValue where Bound: AttributeValue {
    var attributeDescription: String { "\(lowerBound.attributeDescription)...\(upperBound.attributeDescription)" }
}

/// The value of a modifier whose argument is an enumeration case: written as the case.
protocol CaseAttributeValue: AttributeValue, Equatable {}

extension CaseAttributeValue {
    var attributeDescription: String { "\(self)" }
}

/// The value of a modifier whose argument is a named value (`SubmitLabel.send`,
/// `Animation.easeIn`): written as its name.
protocol NamedAttributeValue: AttributeValue, Equatable {
    var name: String { get }
}

extension NamedAttributeValue {
    var attributeDescription: String { name }
}
