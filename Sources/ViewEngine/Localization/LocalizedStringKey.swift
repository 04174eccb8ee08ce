// A localized string key, as SwiftUI builds one from a literal: the key a string catalog
// is searched by (`"\(count) items"` is the key `"%lld items"` with the argument `3`), and
// the text shown where no catalog has it (`"3 items"`). Each interpolation writes its
// argument as it is shown and its format specifier into the key, as SwiftUI does: an
// integer `%lld` (`%d` for the 8-, 16- and 32-bit ones, `%llu`/`%u` unsigned), a
// `Double` or `CGFloat` `%lf`, a `Float` `%f`, a `specifier:` itself, anything else
// `%@`; a literal's `%` is written `%%` in a key with arguments. (String catalogs:
// StringCatalog.swift.)

import Foundation

/// The key of a localized string: what a string literal with interpolations builds when
/// a SwiftUI API takes one.
///
/// ```swift
/// Text("\(value, specifier: "%.2f") km")
/// Text("Updated \(date, style: .relative) ago")
/// ```
///
/// A `Text` made of a key shows the string the host's string catalogs have for it in the
/// environment's locale (``HostConfiguration/stringCatalogs``), and the key's own text
/// where they have none.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as one string (LocalizedKeyPacking.swift): its text, then where its
    /// arguments are; or, when its text has the packing's separator in it, only its text.
    enum Storage: Equatable, Sendable {
        case packed(String)
        case text(String)
    }

    let storage: Storage

    /// The text of the key, its interpolations written in: what shows without a catalog.
    var key: String {
        switch storage {
        case .packed(let packed): LocalizedKeyPacking.shown(packed)
        case .text(let text): text
        }
    }

    /// Creates a key from a string.
    ///
    /// ```swift
    /// let key = LocalizedStringKey("Settings")
    /// ```
    public init(_ value: String) { storage = LocalizedKeyPacking.canPack(value) ? .packed(value) : .text(value) }

    /// Creates a key from a string literal.
    ///
    /// ```swift
    /// let key: LocalizedStringKey = "Settings"
    /// ```
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a key from a literal with interpolations.
    ///
    /// ```swift
    /// let key: LocalizedStringKey = "\(count) items"   // the key "%lld items"
    /// ```
    public init(stringInterpolation: StringInterpolation) {
        let text = stringInterpolation.text
        if !stringInterpolation.canPack || !LocalizedKeyPacking.canPack(text) {
            storage = .text(text)
        } else if stringInterpolation.places.isEmpty {
            storage = .packed(text)
        } else {
            storage = .packed(text + "\u{1F}" + stringInterpolation.places)
        }
    }

    /// The interpolations a localized string key accepts, as SwiftUI's does.
    ///
    /// ```swift
    /// Text("\(ratio, specifier: "%.0f")% of \(total, format: .number)")
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text so far.
        var text = ""
        /// Where the arguments are in the text, each its specifier's code, its UTF-8
        /// offset and length (LocalizedKeyPacking.swift).
        var places = ""
        /// Whether the places can be written (a text longer than the packing reaches cannot).
        var canPack = true

        /// Creates an empty interpolation.
        ///
        /// ```swift
        /// var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        /// ```
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Writes `shown`, an argument written with `specifier`.
        private mutating func append(_ shown: String, _ specifier: LocalizedKeyPacking.Specifier) {
            if canPack { canPack = LocalizedKeyPacking.appendPlace(of: specifier, offset: text.utf8.count, length: shown.utf8.count, to: &places) }
            text += shown
        }

        /// Appends literal text.
        ///
        /// ```swift
        /// interpolation.appendLiteral("km")
        /// ```
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends a string.
        ///
        /// ```swift
        /// Text("Hello, \(name)")   // the key "Hello, %@"
        /// ```
        public mutating func appendInterpolation(_ string: String) { append(string, .object) }

        /// Appends an integer, `%lld` in the key.
        ///
        /// ```swift
        /// Text("\(count) items")   // the key "%lld items"
        /// ```
        public mutating func appendInterpolation(_ value: Int) {
            append(String(value), .longLong)
        }

        /// Appends any value as it describes itself; an integer takes its `printf`
        /// specifier in the key (`%lld` for an `Int`), anything else `%@`.
        ///
        /// ```swift
        /// Text("\(count) items")   // the key "%lld items"
        /// ```
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value), Self.specifier(of: value))
        }

        /// The specifier SwiftUI writes for `value` in a key.
        private static func specifier<T>(of value: T) -> LocalizedKeyPacking.Specifier {
            guard let integer = value as? any BinaryInteger else { return .object }
            return .integer(signed: type(of: integer).isSigned, wide: integer.bitWidth == 64)
        }

        /// Appends a `Double` through its format specifier, `%lf`: six decimals, as SwiftUI
        /// shows `Text("\(3.5)")` ("3.500000"); give a `specifier:` or a `format:` for fewer.
        ///
        /// ```swift
        /// Text("\(distance, specifier: "%.1f") km")
        /// ```
        public mutating func appendInterpolation(_ value: Double) { append(String(format: "%lf", value), .double) }

        /// Appends a `Float` through its format specifier, `%f`: six decimals.
        ///
        /// ```swift
        /// Text("\(progress)")   // "0.500000"
        /// ```
        public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", Double(value)), .float) }

        /// Appends a `CGFloat` through its format specifier, `%lf`: six decimals.
        ///
        /// ```swift
        /// Text("\(width)")   // "390.000000"
        /// ```
        public mutating func appendInterpolation(_ value: CGFloat) { append(String(format: "%lf", Double(value)), .double) }

        /// Appends a number formatted with a `printf` specifier, which the key keeps.
        ///
        /// ```swift
        /// Text("\(speed, specifier: "%.1f") km/h")   // the key "%.1f km/h"
        /// ```
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value), .custom(specifier))
        }

        /// Appends a text's string.
        ///
        /// ```swift
        /// Text("Total: \(Text(total, format: .number))")
        /// ```
        public mutating func appendInterpolation(_ text: Text) { append(text.content, .object) }

        /// Appends an image, written as `<name>`.
        ///
        /// ```swift
        /// Text("\(Image(systemName: "star.fill")) Favorites")
        /// ```
        public mutating func appendInterpolation(_ image: Image) { append("<\(image.name)>", .object) }

        /// Appends a date in the given style (relative styles against the current date), in
        /// the environment's default locale.
        ///
        /// ```swift
        /// Text("Due \(dueDate, style: .date)")
        /// ```
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(style.format(date, now: Date(), locale: EnvironmentValues().locale), .object)
        }

        /// Appends a value formatted with a format style.
        ///
        /// ```swift
        /// Text("Price: \(price, format: .currency(code: "EUR"))")
        /// ```
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input), .object)
        }

        /// Appends a value formatted with a formatter.
        ///
        /// ```swift
        /// Text("Born \(birthday, formatter: Self.dateFormatter)")
        /// ```
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            append(formatter.string(for: subject) ?? "", .object)
        }

#if !canImport(Darwin)
        /// Appends a value formatted with a formatter, where the value is not
        /// `ReferenceConvertible`: on Linux, Foundation's `Date`, `Decimal` and the numbers
        /// are not (they are on Apple's platforms, where they bridge to Objective-C), and a
        /// formatter takes them as they are.
        ///
        /// ```swift
        /// Text("Due \(dueDate, formatter: Self.dateFormatter)")
        /// ```
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            append(formatter.string(for: subject) ?? "", .object)
        }
#endif

        /// Appends the characters of an attributed string.
        ///
        /// ```swift
        /// Text("Note: \(attributed)")
        /// ```
        public mutating func appendInterpolation(_ attributed: AttributedString) {
            append(String(attributed.characters), .object)
        }
    }
}
