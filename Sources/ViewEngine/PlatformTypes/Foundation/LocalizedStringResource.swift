#if !canImport(Darwin)
// swift-corelibs-foundation has no `String(localized:)`, `String.LocalizationValue` or
// `LocalizedStringResource` (checked with Swift 6.3.1), which SwiftUI apps use for every
// string outside a `Text`. These have Apple's signatures and look a key up in the string
// tables found beside the running program — the string catalogs (`.xcstrings`) and
// strings files (`xx.lproj/*.strings`) in its resource bundles, read as a host reads them
// by default (StringCatalogLibrary.swift) — in the given locale, writing the found string
// with the value's interpolations (StringFormat.swift), as a `Text` does. Where no table
// has the key, the value is the development language's: the key's own text with its
// interpolations, or the default value. No host is at hand here, so a host's configured
// tables (`HostConfiguration.stringCatalogs`) are not seen, and the `bundle` argument does
// not narrow the search: every resource bundle beside the program is one bundle here.

extension String {
    /// A string and its interpolations, the key and default value of a localized string.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "\(count) items"
    /// String(localized: value)   // "3 items"
    /// ```
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key as a table would have it: each interpolation as its format specifier
        /// (`"%lld items"`).
        let key: String
        /// The value in the development language: the interpolations written out.
        let value: String
        /// The interpolations, each written as its specifier in the key writes it: the
        /// arguments a table's string is written with.
        let arguments: [String]

        /// Creates a value from a string, which is also its key.
        ///
        /// ```swift
        /// String.LocalizationValue(title)
        /// ```
        public init(_ value: String) {
            key = value
            self.value = value
            arguments = []
        }

        /// Creates a value from a string literal.
        ///
        /// ```swift
        /// let value: String.LocalizationValue = "Settings"
        /// ```
        public init(stringLiteral value: String) { self.init(value) }

        /// Creates a value from a literal with interpolations.
        ///
        /// ```swift
        /// let value: String.LocalizationValue = "Hello, \(name)"
        /// ```
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            value = stringInterpolation.value
            arguments = stringInterpolation.arguments
        }

        /// The interpolations a localization value accepts. Each is written into the key
        /// as the specifier Apple's uses (`%@` for a string, `%lld` for an integer, `%lf`
        /// for a `Double`) and into the value as that specifier formats it, so a
        /// `Double` is written with six decimals ("3.500000"), as on iOS.
        ///
        /// ```swift
        /// String(localized: "\(3) of \(total, format: .number)")
        /// ```
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var value = ""
            var arguments: [String] = []

            /// Creates an empty interpolation.
            ///
            /// ```swift
            /// var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            /// ```
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity)
                value.reserveCapacity(literalCapacity)
            }

            private mutating func append(_ specifier: String, _ text: String) {
                key += specifier
                value += text
                arguments.append(text)
            }

            /// Appends literal text (a `%` in it is written `%%` in the key).
            ///
            /// ```swift
            /// interpolation.appendLiteral("items")
            /// ```
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                value += literal
            }

            /// Appends a string (`%@`).
            ///
            /// ```swift
            /// String(localized: "Hello, \(name)")
            /// ```
            public mutating func appendInterpolation(_ string: String) { append("%@", string) }

            /// Appends an integer (`%lld`, or `%llu` when unsigned).
            ///
            /// ```swift
            /// String(localized: "\(count) items")
            /// ```
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(T.isSigned ? "%lld" : "%llu", String(value))
            }

            /// Appends a `Double` (`%lf`: six decimals).
            ///
            /// ```swift
            /// String(localized: "\(ratio)")   // "0.500000"
            /// ```
            public mutating func appendInterpolation(_ value: Double) { append("%lf", String(format: "%lf", value)) }

            /// Appends a `Float` (`%f`: six decimals).
            ///
            /// ```swift
            /// String(localized: "\(progress)")
            /// ```
            public mutating func appendInterpolation(_ value: Float) { append("%f", String(format: "%f", Double(value))) }

            /// Appends a number formatted with a `printf` specifier, which the key keeps
            /// (`"#%02d"` for `"#\(number, specifier: "%02d")"`).
            ///
            /// ```swift
            /// String(localized: "Order #\(number, specifier: "%02d")")   // "Order #07"
            /// ```
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                append(specifier, String(format: specifier, value))
            }

            /// Appends a value formatted with a format style (`%@`).
            ///
            /// ```swift
            /// String(localized: "Total: \(price, format: .currency(code: "EUR"))")
            /// ```
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", format.format(input))
            }

            /// Appends a value formatted with a formatter (`%@`).
            ///
            /// ```swift
            /// String(localized: "Born \(birthday, formatter: dateFormatter)")
            /// ```
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
                append("%@", formatter.string(for: subject) ?? "")
            }

            /// Appends a localized string resource, looked up in its own locale (`%@`).
            ///
            /// ```swift
            /// String(localized: "Tap \(LocalizedStringResource("Done"))")
            /// ```
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                append("%@", String(localized: resource))
            }

            /// Appends any other value as it describes itself (`%@`).
            ///
            /// ```swift
            /// String(localized: "Mode: \(mode)")
            /// ```
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }
        }
    }

    /// Creates a localized string from a localization value: the string of its key
    /// (`"%lld items"` for `"\(count) items"`) in `table` (`Localizable` when `nil` or
    /// empty) for `locale`, from the string tables beside the running program, written with
    /// the value's interpolations; where no table has the key, the value itself, in the
    /// development language.
    ///
    /// ```swift
    /// let title = String(localized: "Settings")
    /// let summary = String(localized: "\(count) items", comment: "The cart's size")
    /// ```
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.lookedUp(keyAndValue.key, writing: keyAndValue, table: table, locale: locale) ?? keyAndValue.value
    }

    /// Creates a localized string for a key with a default value: the string of `key` in
    /// `table` (`Localizable` when `nil` or empty) for `locale`, from the string tables
    /// beside the running program, written with the default value's interpolations; where
    /// no table has the key, the default value.
    ///
    /// ```swift
    /// String(localized: "cart.title", defaultValue: "Your cart")   // "Your cart" without a table
    /// ```
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.lookedUp("\(key)", writing: defaultValue, table: table, locale: locale) ?? defaultValue.value
    }

    /// Creates a string from a localized string resource: its key looked up in its table
    /// for its locale, from the string tables beside the running program; where no table
    /// has the key, its default value.
    ///
    /// ```swift
    /// String(localized: LocalizedStringResource("Settings"))
    /// ```
    public init(localized resource: LocalizedStringResource) {
        self = Self.lookedUp(resource.key, writing: resource.defaultValue, table: resource.table, locale: resource.locale)
            ?? resource.defaultValue.value
    }

    /// The string of `key` in `table` (`Localizable` when `nil` or empty) for `locale`,
    /// from the tables beside the running program, written with `value`'s arguments; `nil`
    /// when no table has one.
    private static func lookedUp(_ key: String, writing value: String.LocalizationValue, table: String?,
                                 locale: Locale) -> String? {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? TextLocalization.defaultTable
        return StringCatalogLibrary.discovered.localizedString(for: key, format: value.key, arguments: value.arguments,
                                                               table: table, locale: locale)
    }
}

/// A reference to a localizable string, resolved later: Apple's type for strings passed
/// around before they are shown (App Intents, `Text(_:)`, `String(localized:)`).
///
/// ```swift
/// let title: LocalizedStringResource = "Settings"
/// Text(title)
/// String(localized: title)   // "Settings"
/// ```
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where the table of a resource is.
    ///
    /// ```swift
    /// LocalizedStringResource("Title", bundle: .main)
    /// ```
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// The key a table is searched with (`"%lld items"` for `"\(count) items"`).
    public var key: String
    /// The value used when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The name of the table, or `nil` for `Localizable`.
    public var table: String?
    /// The locale the string is resolved in.
    public var locale: Locale
    /// The bundle of the table.
    public var bundle: BundleDescription

    /// Creates a resource whose key and default value are the same.
    ///
    /// ```swift
    /// LocalizedStringResource("\(count) items", comment: "The cart's size")
    /// ```
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a resource with a key and a default value.
    ///
    /// ```swift
    /// LocalizedStringResource("cart.title", defaultValue: "Your cart")
    /// ```
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// Creates a resource from a string literal.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "Settings"
    /// ```
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// Creates a resource from a literal with interpolations.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "\(count) items"
    /// ```
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}
#endif
