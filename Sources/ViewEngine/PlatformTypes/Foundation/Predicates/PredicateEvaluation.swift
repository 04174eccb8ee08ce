// How a parsed predicate format string (PredicateParser.swift) is evaluated over an
// object: its key paths read through the object's keys (`PredicateObject`: a managed
// object's attributes, an element's `label` and `exists`), dictionaries and collections;
// values compared as Foundation compares them.

import Foundation

/// An object a format predicate reads keys from, where Apple's Foundation reads them by
/// key-value coding (which Foundation on Linux does not have): a managed object's
/// attributes, a UI element's `label` or `exists`.
public protocol PredicateObject {
    /// The value of `key`, or `nil` for a key that holds none.
    ///
    /// - Throws: ``PredicateEvaluationError`` for a key the object does not have, naming
    ///   the keys it has.
    func predicateValue(forKey key: String) throws -> Any?

    /// Whether the object is `other` (`==` with an object, or with what identifies it).
    func isPredicateEqual(to other: Any) -> Bool
}

/// A predicate that names a key the object does not have, or compares values that do not
/// compare.
public struct PredicateEvaluationError: Error, CustomStringConvertible {
    /// What went wrong, in Foundation's words where it has words.
    public let description: String

    /// An error that says `description`.
    public init(description: String) {
        self.description = description
    }
}

extension PredicateFormatNode {
    /// Whether `object` matches.
    func evaluate(_ object: Any?) throws -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let node): return try !node.evaluate(object)
        case .and(let lhs, let rhs): return try lhs.evaluate(object) && rhs.evaluate(object)
        case .or(let lhs, let rhs): return try lhs.evaluate(object) || rhs.evaluate(object)
        case .comparison(let comparison): return try comparison.evaluate(object)
        }
    }
}

extension PredicateFormatComparison {
    func evaluate(_ object: Any?) throws -> Bool {
        let left = try lhs.value(of: object)
        let right = try rhs.value(of: object)
        switch quantifier {
        case .none:
            return try compare(left, right)
        case .any, .all, .noneOf:
            let elements = PredicateFormatExpression.elements(left)
            switch quantifier {
            case .any: return try elements.contains { try compare($0, right) }
            case .all: return try elements.allSatisfy { try compare($0, right) }
            default: return try !elements.contains { try compare($0, right) }
            }
        }
    }

    func compare(_ left: Any?, _ right: Any?) throws -> Bool {
        switch op {
        case .equal: return PredicateFormatValue.equal(left, right, fold: fold)
        case .notEqual: return !PredicateFormatValue.equal(left, right, fold: fold)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard left != nil, right != nil else { return false }
            guard let order = PredicateFormatValue.order(left, right, fold: fold) else {
                throw PredicateEvaluationError(description: "cannot compare \(PredicateFormatValue.kind(left)) with \(PredicateFormatValue.kind(right)) using \(op.rawValue)")
            }
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains, .beginsWith, .endsWith, .like, .matches:
            guard let left else { return false }
            guard let string = left as? String, let pattern = right as? String else {
                if op == .contains, right != nil {
                    return PredicateFormatExpression.elements(left).contains { PredicateFormatValue.equal($0, right, fold: fold) }
                }
                throw PredicateEvaluationError(description: "\(op.rawValue) needs strings, not \(PredicateFormatValue.kind(left)) and \(PredicateFormatValue.kind(right))")
            }
            let text = fold(string), target = fold(pattern)
            switch op {
            case .contains: return target.isEmpty ? false : text.contains(target)
            case .beginsWith: return text.hasPrefix(target)
            case .endsWith: return text.hasSuffix(target)
            case .like: return PredicateFormatValue.like(text, target)
            default: return (try? NSRegularExpression(pattern: "^(?:\(target))$")).map {
                $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            } ?? false
            }
        case .in:
            if let string = right as? String, let left = left as? String { return fold(string).contains(fold(left)) }
            return PredicateFormatExpression.elements(right).contains { PredicateFormatValue.equal(left, $0, fold: fold) }
        case .between:
            let bounds = PredicateFormatExpression.elements(right)
            guard bounds.count == 2, let low = PredicateFormatValue.order(left, bounds[0], fold: fold),
                  let high = PredicateFormatValue.order(left, bounds[1], fold: fold) else {
                throw PredicateEvaluationError(description: "BETWEEN needs two bounds that compare with \(PredicateFormatValue.kind(left))")
            }
            return low != .orderedAscending && high != .orderedDescending
        }
    }

    /// The string as the options compare it.
    func fold(_ string: String) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? string : string.folding(options: options, locale: nil)
    }
}

extension PredicateFormatExpression {
    /// The expression's value for `object`.
    func value(of object: Any?) throws -> Any? {
        switch self {
        case .constant(let value): return value
        case .evaluatedObject: return object
        case .aggregate(let items): return try items.map { try $0.value(of: object) }
        case .keyPath(let path): return try Self.resolve(path.split(separator: ".").map(String.init), in: object)
        }
    }

    /// The value at `keys` from `object`: through relationships, and through to-many ones
    /// (their objects' values); `@count` counts; a string's `length` is its length.
    @_spi(Predicates) public static func resolve(_ keys: [String], in object: Any?) throws -> Any? {
        guard let key = keys.first else { return object }
        let rest = Array(keys.dropFirst())
        if key == "@count" { return elements(object).count }
        switch object {
        case nil:
            return nil
        case let string as String where key == "length":
            // A string's length, in UTF-16 units as NSString counts them.
            return try resolve(rest, in: string.utf16.count)
        case let object as any PredicateObject:
            return try resolve(rest, in: object.predicateValue(forKey: key))
        case let dictionary as [String: Any]:
            return try resolve(rest, in: dictionary[key])
        case let dictionary as NSDictionary:
            return try resolve(rest, in: dictionary[key])
        case let set as NSSet:
            return try set.allObjects.map { try resolve(keys, in: $0) }
        case let array as [Any]:
            return try array.map { try resolve(keys, in: $0) }
        default:
            throw PredicateEvaluationError(description: "keypath \(key) cannot be read from \(type(of: object!))")
        }
    }

    /// The elements of a collection value (a set, an array), or the value alone.
    @_spi(Predicates) public static func elements(_ value: Any?) -> [Any?] {
        switch value {
        case nil: return []
        case let set as NSSet: return set.allObjects
        case let array as [Any?]: return array
        case let array as [Any]: return array
        case let array as NSArray: return array.map { $0 }
        default: return [value]
        }
    }
}

/// How predicates compare values: numbers by value whatever their type, strings with the
/// comparison's options, dates, identifiers, objects by identity.
@_spi(Predicates) public enum PredicateFormatValue {
    @_spi(Predicates) public static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int16: Double(value)
        case let value as Int32: Double(value)
        case let value as Int64: Double(value)
        case let value as UInt: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    @_spi(Predicates) public static func equal(_ left: Any?, _ right: Any?, fold: (String) -> String) -> Bool {
        switch (left, right) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let left as String, let right as String): return fold(left) == fold(right)
        case (let left as any PredicateObject, let right?): return left.isPredicateEqual(to: right)
        case (let left as Date, let right as Date): return left == right
        case (let left as UUID, let right as UUID): return left == right
        case (let left as URL, let right as URL): return left == right
        case (let left as Data, let right as Data): return left == right
        default:
            if let a = number(left), let b = number(right) { return a == b }
            if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
            return false
        }
    }

    @_spi(Predicates) public static func order(_ left: Any?, _ right: Any?, fold: (String) -> String) -> ComparisonResult? {
        switch (left, right) {
        case (let left as String, let right as String):
            let a = fold(left), b = fold(right)
            return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        case (let left as Date, let right as Date):
            return left == right ? .orderedSame : left < right ? .orderedAscending : .orderedDescending
        default:
            guard let a = number(left), let b = number(right) else { return nil }
            return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        }
    }

    @_spi(Predicates) public static func kind(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if number(value) != nil { return "a number" }
        return "a \(type(of: value))"
    }

    /// `LIKE`: `*` any run of characters, `?` one character.
    @_spi(Predicates) public static func like(_ text: String, _ pattern: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: pattern)
            .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
        guard let regex = try? NSRegularExpression(pattern: "^\(escaped)$", options: [.dotMatchesLineSeparators]) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
