#if !canImport(Darwin)
// swift-corelibs-foundation's PersonNameComponentsFormatter has no `init()` (only
// `init?(coder:)`, checked with Swift 6.3.1: "missing argument for parameter 'coder'"), so
// an app that shows the name Sign in with Apple gave it does not compile on Linux. This one
// has Apple's API and writes names in U.S. English order, as Apple's documentation shows
// the styles; declared in ViewEngine, it shadows corelibs' for files that import it.

/// A formatter that writes a person's name from its components: "Thomas Clark", "Dr. Thomas
/// Louis Clark Esq.", "Tom", "TC".
///
/// ```swift
/// var name = PersonNameComponents()
/// name.givenName = "Thomas"
/// name.familyName = "Clark"
/// PersonNameComponentsFormatter().string(from: name)   // "Thomas Clark"
/// ```
///
/// The order is U.S. English's (given name first), whatever the locale. Apple leaves the
/// short style to the person's settings; here it is the nickname, else the given name, as
/// iOS's default ("Prefer Nicknames" on).
/// Invariant (`@unchecked Sendable`): as Foundation's formatters: configure it before sharing
/// it; formatting only reads its properties.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of a name is written; each case's comment shows Thomas Louis Clark's name
    /// (Dr., Esq., nickname Tom).
    public enum Style: Int, Sendable {
        /// The medium style: "Thomas Clark".
        case `default` = 0
        /// The nickname or the given name: "Tom".
        case short = 1
        /// The given and family names: "Thomas Clark".
        case medium = 2
        /// Every component but the nickname: "Dr. Thomas Louis Clark Esq.".
        case long = 3
        /// The initials of the given and family names: "TC".
        case abbreviated = 4
    }

    /// Options of ``localizedString(from:style:options:)``.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Writes the phonetic representation of the name (the components' own, here).
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// How much of a name is written; ``Style/default`` by default.
    open var style: Style = .default
    /// Whether the name's phonetic representation is written (the components'
    /// `phoneticRepresentation` when it has one).
    open var isPhonetic = false
    /// The locale; the order of the components does not depend on it here.
    open var locale: Locale! = .current

    /// A formatter in the default style.
    override public init() { super.init() }

    /// Formatters are not archived on this platform.
    public required init?(coder: NSCoder) { nil }

    /// `components` written in `style`.
    public class func localizedString(from components: PersonNameComponents, style: Style,
                                      options: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = style
        formatter.isPhonetic = options.contains(.phonetic)
        return formatter.string(from: components)
    }

    /// `components` written in ``style``; an empty string for a name without components.
    open func string(from components: PersonNameComponents) -> String {
        let name = isPhonetic ? (components.phoneticRepresentation ?? components) : components
        func words(_ parts: [String?]) -> String {
            parts.compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        switch style {
        case .default, .medium:
            let given = words([name.givenName, name.familyName])
            return given.isEmpty ? words([name.nickname]) : given
        case .short:
            return words([name.nickname ?? name.givenName ?? name.familyName])
        case .long:
            return words([name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix])
        case .abbreviated:
            return [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }.joined()
        }
    }

    /// `obj` written when it is a `PersonNameComponents`, else `nil`.
    override open func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }

    /// The components of a name written in U.S. English order: the first word is the given
    /// name, the last the family name, the words between the middle name; `nil` for a
    /// string without words.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words.dropFirst().dropLast().joined(separator: " ") }
        return components
    }
}
#endif
