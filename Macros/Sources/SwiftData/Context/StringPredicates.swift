// The string methods Apple documents for `#Predicate` that only Apple's Foundation builds:
// `localizedStandardContains(_:)` (a search field's filter), `caseInsensitiveCompare(_:)`
// and `localizedCompare(_:)`. Foundation's macro turns a call of each into
// `PredicateExpressions.build_<method>(root, argument)`; Foundation on Linux has no such
// builders, so a SwiftData app's search did not compile. Here each is an expression that
// calls the method of the same name, evaluated as a fetch evaluates its predicate (in
// memory, `ModelContext+Fetch.swift`), and encoded as its two operands.

import Foundation

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` in a predicate: whether `root` contains
    /// `other`, ignoring case and diacritics, as the Finder's search does.
    ///
    /// ```swift
    /// #Predicate<Recipe> { $0.title.localizedStandardContains(searchText) }
    /// ```
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The string searched, and the string searched for.
        public let root: Root
        public let other: Other

        /// The expression of `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether the string contains the other, ignoring case and diacritics.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// `root.caseInsensitiveCompare(other)` in a predicate: their order, ignoring case.
    ///
    /// ```swift
    /// let same = ComparisonResult.orderedSame
    /// #Predicate<Tag> { $0.name.caseInsensitiveCompare("swift") == same }
    /// ```
    public struct StringCaseInsensitiveCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The two strings compared.
        public let root: Root
        public let other: Other

        /// The expression of `root.caseInsensitiveCompare(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// The strings' order, ignoring case.
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).caseInsensitiveCompare(other.evaluate(bindings))
        }
    }

    /// `root.localizedCompare(other)` in a predicate: their order in the current locale.
    ///
    /// ```swift
    /// let before = ComparisonResult.orderedAscending   // a key path cannot name an enum case
    /// #Predicate<City> { $0.name.localizedCompare("M") == before }
    /// ```
    public struct StringLocalizedCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The two strings compared.
        public let root: Root
        public let other: Other

        /// The expression of `root.localizedCompare(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// The strings' order in the current locale.
        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).localizedCompare(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` builds for `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    /// What `#Predicate` builds for `root.caseInsensitiveCompare(other)`.
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other)
        -> StringCaseInsensitiveCompare<Root, Other> {
        StringCaseInsensitiveCompare(root: root, other: other)
    }

    /// What `#Predicate` builds for `root.localizedCompare(other)`.
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedCompare<Root, Other> {
        StringLocalizedCompare(root: root, other: other)
    }
}

/// Each string expression is encoded as its two operands, in order, as Foundation encodes
/// its own binary expressions, so a predicate that uses one can be archived.
private enum StringPredicateCoding {
    static func encode(_ root: some Encodable, _ other: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }

    static func decode<Root: Decodable, Other: Decodable>(from decoder: any Decoder) throws -> (Root, Other) {
        var container = try decoder.unkeyedContainer()
        return (try container.decode(Root.self), try container.decode(Other.self))
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    /// Encodes the two operands.
    public func encode(to encoder: any Encoder) throws { try StringPredicateCoding.encode(root, other, to: encoder) }
    /// Decodes the two operands.
    public init(from decoder: any Decoder) throws {
        let (root, other): (Root, Other) = try StringPredicateCoding.decode(from: decoder)
        self.init(root: root, other: other)
    }
}

extension PredicateExpressions.StringCaseInsensitiveCompare: Codable where Root: Codable, Other: Codable {
    /// Encodes the two operands.
    public func encode(to encoder: any Encoder) throws { try StringPredicateCoding.encode(root, other, to: encoder) }
    /// Decodes the two operands.
    public init(from decoder: any Decoder) throws {
        let (root, other): (Root, Other) = try StringPredicateCoding.decode(from: decoder)
        self.init(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedCompare: Codable where Root: Codable, Other: Codable {
    /// Encodes the two operands.
    public func encode(to encoder: any Encoder) throws { try StringPredicateCoding.encode(root, other, to: encoder) }
    /// Decodes the two operands.
    public init(from decoder: any Decoder) throws {
        let (root, other): (Root, Other) = try StringPredicateCoding.decode(from: decoder)
        self.init(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedCompare: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
