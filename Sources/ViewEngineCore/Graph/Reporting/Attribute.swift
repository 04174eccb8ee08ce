/// One modifier the engine records but does not act on: its name, every argument it was
/// given with its label, and whether ``ViewHost/render()`` shows it.
///
/// Every modifier that only styles or lays out its content (`font`, `padding`, `frame`,
/// `kerning`, `buttonStyle`, `accessibilityHint`...) is an ``_AttributeModifier`` holding
/// one attribute, declared in one line:
///
/// ```swift
/// public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("kerning", ("", kerning)) }
/// ```
///
/// **Described** for ``ViewHost/render()`` (only when shown): `name`, then `: ` and the
/// arguments in order, each as `label: value`, or its value alone when unlabelled
/// (`font: title`, `padding: horizontal, 12`, `redacted: reason: placeholder`), leaving out
/// the absent ones (`nil`, or an argument the declaration marked with ``nonDefault(_:_:)``
/// left at its default) and an unlabelled flag that is on (`bold`, not `bold: true`). A
/// value describes itself through ``AttributeValue``.
///
/// **Compared** (Rules R12: a view holding a modified view compares its modifiers) by name,
/// visibility, labels and values: a value of a type the engine knows is an
/// ``AttributeValue`` and compares with `==`; an argument whose type the declaration does
/// not know (a custom style, a view, a closure) is recorded as an ``AnyArgument``: it
/// compares with `==` if its type turns out to be a known one at run time, is the same as
/// any value of its type when that type has no stored properties, and is otherwise never
/// the same — such a view counts as changed, as a field that cannot be compared does.
@usableFromInline
package struct Attribute: Sendable, Equatable {
    /// One argument: its label (empty when the parameter has none) and its value.
    package struct Argument: Sendable {
        package let label: String
        package let value: any AttributeValue

        /// `label: value`, or the value alone when unlabelled; `nil` when absent, and for
        /// an unlabelled flag that is on (`underline(true, pattern: .dash)` is
        /// `underline: pattern: dash`).
        package var written: String? {
            guard !value.isAbsentArgument else { return nil }
            let value = value.attributeDescription
            if label.isEmpty { return value.isEmpty ? nil : value }
            return "\(label): \(value.isEmpty ? "true" : value)"
        }
    }

    /// The modifier's name, such as `font`.
    package let name: String
    /// Every argument the modifier was given, in order.
    package let arguments: [Argument]
    /// Whether ``ViewHost/render()`` shows it: only what a reader of the screen would
    /// notice (a font, a colour, a hidden view) is shown.
    package let isShown: Bool

    /// Records the modifier `name` with its labelled arguments.
    package init<each Value: AttributeValue>(_ name: String, shown: Bool = false, _ arguments: repeat (String, each Value)) {
        var count = 0
        for _ in repeat each arguments { count += 1 }
        var recorded: [Argument] = []
        recorded.reserveCapacity(count)
        for (label, value) in repeat each arguments { recorded.append(Argument(label: label, value: value)) }
        self.name = name
        self.arguments = recorded
        self.isShown = shown
    }

    /// The arguments as ``ViewHost/render()`` writes them: `label: value` pairs, the
    /// value alone when unlabelled; a lone absent argument as `nil` (`font: nil`).
    var argumentsDescription: String {
        if arguments.count == 1, arguments[0].value.isAbsentArgument { return arguments[0].value.attributeDescription }
        return arguments.compactMap(\.written).joined(separator: ", ")
    }

    /// `name: arguments`, or the name alone for a flag that is on (`hidden`, `bold`).
    package var rendered: String {
        let arguments = argumentsDescription
        return arguments.isEmpty ? name : "\(name): \(arguments)"
    }

    /// The value of the first argument, if it is a `Value` (also when recorded as an
    /// ``AnyArgument``).
    package func firstValue<Value>(as type: Value.Type) -> Value? {
        guard let value = arguments.first?.value else { return nil }
        return (value as? AnyArgument)?.value(as: type) ?? value as? Value
    }

    @usableFromInline package static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        guard lhs.name == rhs.name, lhs.isShown == rhs.isShown, lhs.arguments.count == rhs.arguments.count else { return false }
        for (left, right) in zip(lhs.arguments, rhs.arguments)
        where left.label != right.label || !left.value.isSameAttributeValue(as: right.value) {
            return false
        }
        return true
    }
}

/// `value`, or `nil` when it is `defaultValue`: a recorded argument left at the default
/// its declaration gives it is not written, as the code that used the default did not
/// write it.
///
/// ```swift
/// recorded("underline", shown: true, ("", isActive), ("pattern", nonDefault(pattern, .solid)), ("color", color))
/// ```
package func nonDefault<Value: Equatable>(_ value: Value, _ defaultValue: Value) -> Value? {
    value == defaultValue ? nil : value
}

/// A value a modifier records: it describes itself for ``ViewHost/render()`` and compares
/// itself for Rules R12.
///
/// Conforming is one line (`extension FillStyle: AttributeValue {}`): an `Equatable` type
/// compares with `==`, and every type is described generically — its `description` if it
/// has one, an enumeration's case, otherwise `Type(label: value, ...)` without its `nil`
/// properties. A type declares `attributeDescription` only to be written otherwise.
package protocol AttributeValue: Sendable {
    /// The value as ``ViewHost/render()`` writes it; empty for a flag that is on.
    var attributeDescription: String { get }
    /// Whether `other` is the same value.
    func isSameAttributeValue(as other: any AttributeValue) -> Bool
    /// Whether the argument is absent (`nil`): it is not written among several.
    var isAbsentArgument: Bool { get }
}

extension AttributeValue {
    package var attributeDescription: String { GenericDescription.describe(self) }
    /// A value that is not `Equatable` is never the same.
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { false }
    package var isAbsentArgument: Bool { false }
}

extension AttributeValue where Self: Equatable {
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Self) == self }
}

/// The description of a value of an ``AttributeValue`` type that does not write its own.
package enum GenericDescription {
    /// Its `description`, an enumeration's case (with its payload), a collection's
    /// elements, or `Type(label: value, ...)` without the `nil` properties.
    static package func describe(_ value: Any) -> String {
        if let value = value as? any CustomStringConvertible { return value.description }
        let mirror = ValueReflection.mirror(of: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return "\(value)" }
            let inner = ValueReflection.mirror(of: payload.value)
            let parts = inner.displayStyle == .tuple ? fields(of: inner) : [child(payload.value)]
            return "\(payload.label ?? "")(\(parts.joined(separator: ", ")))"
        case .optional:
            return mirror.children.first.map { child($0.value) } ?? "nil"
        case .tuple:
            return "(\(fields(of: mirror).joined(separator: ", ")))"
        case .collection, .set:
            return "[\(mirror.children.map { child($0.value) }.joined(separator: ", "))]"
        case .struct, .class:
            let parts = fields(of: mirror)
            return parts.isEmpty ? "\(type(of: value))" : "\(type(of: value))(\(parts.joined(separator: ", ")))"
        default:
            return "\(value)"
        }
    }

    /// `label: value` for each stored property of `value` that is not `nil`.
    static package func properties(of value: Any) -> [String] { fields(of: ValueReflection.mirror(of: value)) }

    /// A property's value: described by its own type when it is an ``AttributeValue``
    /// (a flag as `true` or `false`).
    private static func child(_ value: Any) -> String {
        if let flag = value as? Bool { return "\(flag)" }
        return (value as? any AttributeValue)?.attributeDescription ?? describe(value)
    }

    /// `label: value` for each child that is not `nil` (a tuple's unlabelled elements alone).
    private static func fields(of mirror: Mirror) -> [String] {
        mirror.children.compactMap { field in
            if let optional = field.value as? any OptionalArgument, optional.isNil { return nil }
            let value = child(field.value)
            guard let label = field.label, !label.hasPrefix(".") else { return value }
            return "\(label): \(value)"
        }
    }
}

/// An `Optional` seen through `Any`: whether it is `nil`, and its value as an argument.
private protocol OptionalArgument {
    var isNil: Bool { get }
    var unwrappedArgument: AnyArgument? { get }
}

extension Optional: OptionalArgument {
    var isNil: Bool { self == nil }
    var unwrappedArgument: AnyArgument? { map { AnyArgument($0) } }
}

/// An argument of a type the engine does not know statically: a custom button style, a
/// view (`listRowBackground`), a shape (`clipShape`), an identifier, a closure.
///
/// A value of a known type (an ``AttributeValue``, found at run time: `Color` given as a
/// view) describes and compares itself; an optional one is unwrapped (`nil` is absent).
/// Any other is written as its type's name and is never the same as another value —
/// except for a type with no stored properties (a style such as `PlainButtonStyle`,
/// `Circle`), all of whose values are the same.
package struct AnyArgument: AttributeValue {
    private let known: (any AttributeValue)?
    private let type: Any.Type
    private let hasNoStoredProperties: Bool
    package let isAbsentArgument: Bool

    package init<Value>(_ value: Value) {
        if let known = value as? any AttributeValue {
            self.init(known: known, type: Value.self)
        } else if let optional = value as? any OptionalArgument {
            self = optional.unwrappedArgument ?? AnyArgument(known: nil, type: Value.self, isAbsent: true)
        } else {
            self.init(known: nil, type: Value.self, hasNoStoredProperties: MemoryLayout<Value>.size == 0)
        }
    }

    private init(known: (any AttributeValue)?, type: Any.Type, hasNoStoredProperties: Bool = false, isAbsent: Bool = false) {
        self.known = known
        self.type = type
        self.hasNoStoredProperties = hasNoStoredProperties
        isAbsentArgument = isAbsent || known?.isAbsentArgument == true
    }

    package var attributeDescription: String { known?.attributeDescription ?? (isAbsentArgument ? "nil" : "\(type)") }

    /// The value, if its type is one the engine knows and is a `Value`.
    package func value<Value>(as type: Value.Type) -> Value? { known as? Value }

    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? AnyArgument else { return false }
        switch (known, other.known) {
        case (let lhs?, let rhs?): return lhs.isSameAttributeValue(as: rhs)
        case (nil, nil): return type == other.type && (hasNoStoredProperties || isAbsentArgument && other.isAbsentArgument)
        default: return false
        }
    }
}

extension Bool: AttributeValue {
    /// A flag that is on is written by its name alone (`bold`); off, as `bold: false`.
    package var attributeDescription: String { self ? "" : "false" }
}

extension String: AttributeValue {
    package var attributeDescription: String { "\"\(self)\"" }
}

extension Int: AttributeValue {
    package var attributeDescription: String { "\(self)" }
}

extension Double: AttributeValue {
    /// `10` rather than `10.0`; `infinity` rather than `inf`.
    package var attributeDescription: String {
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        return rounded() == self && abs(self) < 1e15 ? "\(Int(self))" : "\(self)"
    }
}

extension CGFloat: AttributeValue {
    package var attributeDescription: String { Double(self).attributeDescription }
}

extension CGSize: AttributeValue {
    package var attributeDescription: String { "(\(width.attributeDescription), \(height.attributeDescription))" }
}

extension CGPoint: AttributeValue {
    package var attributeDescription: String { "(\(x.attributeDescription), \(y.attributeDescription))" }
}

extension Optional: AttributeValue where Wrapped: AttributeValue {
    package var attributeDescription: String { map(\.attributeDescription) ?? "nil" }
    package var isAbsentArgument: Bool { self == nil }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? Self else { return false }
        switch (self, other) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return lhs.isSameAttributeValue(as: rhs)
        default: return false
        }
    }
}

extension Array: AttributeValue where Element: AttributeValue {
    package var attributeDescription: String { "[\(map(\.attributeDescription).joined(separator: ", "))]" }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? Self, other.count == count else { return false }
        return zip(self, other).allSatisfy { $0.isSameAttributeValue(as: $1) }
    }
}

extension ClosedRange: AttributeValue where Bound: AttributeValue {
    package var attributeDescription: String { "\(lowerBound.attributeDescription)...\(upperBound.attributeDescription)" }
}

extension Range: AttributeValue where Bound: AttributeValue {
    package var attributeDescription: String { "\(lowerBound.attributeDescription)..<\(upperBound.attributeDescription)" }
}

extension PartialRangeFrom: AttributeValue where Bound: AttributeValue {
    package var attributeDescription: String { "\(lowerBound.attributeDescription)..." }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? Self).map { $0.lowerBound.isSameAttributeValue(as: lowerBound) } ?? false
    }
}

extension PartialRangeThrough: AttributeValue where Bound: AttributeValue {
    package var attributeDescription: String { "...\(upperBound.attributeDescription)" }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? Self).map { $0.upperBound.isSameAttributeValue(as: upperBound) } ?? false
    }
}

extension PartialRangeUpTo: AttributeValue where Bound: AttributeValue {
    package var attributeDescription: String { "..<\(upperBound.attributeDescription)" }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? Self).map { $0.upperBound.isSameAttributeValue(as: upperBound) } ?? false
    }
}

/// An option set written by its name when it has one (`all`, `placeholder`), or else by the
/// names of its single members (`privacy, invalidated`).
package protocol NamedOptionSet: OptionSet, AttributeValue, Equatable where Element == Self, RawValue: FixedWidthInteger {
    /// The names of the single members and of the named combinations.
    static var optionNames: KeyValuePairs<Self, String> { get }
}

extension NamedOptionSet {
    package var attributeDescription: String {
        if let name = Self.optionNames.first(where: { $0.key == self })?.value { return name }
        return Self.optionNames.filter { $0.key.rawValue.nonzeroBitCount == 1 && contains($0.key) }.map(\.value).joined(separator: ", ")
    }
}

/// A value that is written as its name (`SubmitLabel.send`, `Animation.easeIn`).
package protocol NamedAttributeValue: AttributeValue, Equatable {
    var name: String { get }
}

extension NamedAttributeValue {
    package var attributeDescription: String { name }
}
