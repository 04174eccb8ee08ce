// The string methods Apple documents for `#Predicate` that only Apple's Foundation builds:
// `localizedStandardContains(_:)` (a search field's filter), `caseInsensitiveCompare(_:)`
// and `localizedCompare(_:)`. Foundation's macro turns a call of each into
// `PredicateExpressions.build_<method>(root, argument)`; Foundation on Linux has no such
// builders, so a SwiftData app's search did not compile. Here each is one expression type,
// `StringMethodCall` with the method as its operation, that calls the method of the same
// name, evaluated as a fetch evaluates its predicate (in memory, `ModelContext+Fetch.swift`)
// and encoded as its two operands.

import Foundation

/// A string method of two strings that a predicate calls.
public protocol StringPredicateMethod: Sendable {
    /// What the method returns.
    associatedtype Output
    /// `root.method(other)`.
    static func call(_ root: some StringProtocol, _ other: some StringProtocol) -> Output
}

extension PredicateExpressions {
    /// `root.method(other)` in a predicate, for a string method of two strings: the
    /// expression `#Predicate` builds for `localizedStandardContains(_:)`,
    /// `caseInsensitiveCompare(_:)` and `localizedCompare(_:)`.
    public struct StringMethodCall<Root: PredicateExpression, Other: PredicateExpression, Method: StringPredicateMethod>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The string the method is called on, and its argument.
        public let root: Root
        public let other: Other

        /// The expression of `root.method(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// The method's result for the two strings.
        public func evaluate(_ bindings: PredicateBindings) throws -> Method.Output {
            try Method.call(root.evaluate(bindings), other.evaluate(bindings))
        }
    }

    /// `localizedStandardContains(_:)`: whether a string contains another, ignoring case
    /// and diacritics, as the Finder's search does.
    ///
    /// ```swift
    /// #Predicate<Recipe> { $0.title.localizedStandardContains(searchText) }
    /// ```
    public enum LocalizedStandardContains: StringPredicateMethod {
        /// `root.localizedStandardContains(other)`.
        public static func call(_ root: some StringProtocol, _ other: some StringProtocol) -> Bool {
            root.localizedStandardContains(other)
        }
    }

    /// `caseInsensitiveCompare(_:)`: the order of two strings, ignoring case.
    ///
    /// ```swift
    /// let same = ComparisonResult.orderedSame
    /// #Predicate<Tag> { $0.name.caseInsensitiveCompare("swift") == same }
    /// ```
    public enum CaseInsensitiveCompare: StringPredicateMethod {
        /// `root.caseInsensitiveCompare(other)`.
        public static func call(_ root: some StringProtocol, _ other: some StringProtocol) -> ComparisonResult {
            root.caseInsensitiveCompare(other)
        }
    }

    /// `localizedCompare(_:)`: the order of two strings in the current locale.
    ///
    /// ```swift
    /// let before = ComparisonResult.orderedAscending   // a key path cannot name an enum case
    /// #Predicate<City> { $0.name.localizedCompare("M") == before }
    /// ```
    public enum LocalizedCompare: StringPredicateMethod {
        /// `root.localizedCompare(other)`.
        public static func call(_ root: some StringProtocol, _ other: some StringProtocol) -> ComparisonResult {
            root.localizedCompare(other)
        }
    }

    /// What `#Predicate` builds for `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringMethodCall<Root, Other, LocalizedStandardContains> {
        StringMethodCall(root: root, other: other)
    }

    /// What `#Predicate` builds for `root.caseInsensitiveCompare(other)`.
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other)
        -> StringMethodCall<Root, Other, CaseInsensitiveCompare> {
        StringMethodCall(root: root, other: other)
    }

    /// What `#Predicate` builds for `root.localizedCompare(other)`.
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other)
        -> StringMethodCall<Root, Other, LocalizedCompare> {
        StringMethodCall(root: root, other: other)
    }
}

/// Encoded as its two operands, in order, as Foundation encodes its own binary
/// expressions, so a predicate that uses one can be archived.
extension PredicateExpressions.StringMethodCall: Codable where Root: Codable, Other: Codable {
    /// Encodes the two operands.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }

    /// Decodes the two operands.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(root: try container.decode(Root.self), other: try container.decode(Other.self))
    }
}

extension PredicateExpressions.StringMethodCall: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringMethodCall: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
