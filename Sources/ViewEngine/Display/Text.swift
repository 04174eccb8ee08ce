/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("count: \(count)")
/// Text(price, format: .currency(code: "EUR"))
/// Text(lastUpdate, style: .relative)
/// Text("Total: ").bold() + Text("\(total, specifier: "%.2f")")
/// ```
///
/// ``ViewHost/render()`` writes a text as `Text "count: 1"`, with the styles applied to it
/// (`Text "Hi" [font: title, bold]`). Dates are written with the process's locale and
/// time zone; relative ones (`.relative`, `.offset`, `.timer`) against the host's clock.
import ViewEngineCore

public struct Text: Equatable, Sendable {
    /// What a text shows, resolved when it is written (relative dates need "now").
    ///
    /// Only a concatenation is boxed: a string or a date is kept inline (17 bytes), so that
    /// making a `Text` of a string allocates nothing. Boxed whole, every `Text` cost a
    /// 32-byte block for as long as a node kept it (Benchmarks/HISTORY.md, "Memory per
    /// `Button` row"), and one allocation at each evaluation of a body that made it.
    ///
    /// A localized key is kept as one string too (Text+Localization.swift): its catalog key
    /// and its arguments; only a key of a table other than `Localizable` is boxed.
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(String)
        indirect case localizedInTable(String, table: String)
        case date(Date, DateStyle)
        indirect case concatenation(Text, Text)
        /// An image shown inline (Text+InlineImages.swift), written `<name>`.
        indirect case image(Image)
    }

    let storage: Storage
    /// The styles applied with Text's own modifiers (`Text("a").bold()`), in order.
    let attributes: [Attribute]

    init(storage: Storage, attributes: [Attribute] = []) {
        self.storage = storage
        self.attributes = attributes
    }

    /// The string the text displays; a relative date is written against the current date
    /// (in ``ViewHost/render()``, against the host's clock).
    ///
    /// ```swift
    /// Text("Hello").content   // "Hello"
    /// ```
    public var content: String { resolved(now: Date()) }

    /// Creates a text view that displays a string.
    ///
    /// ```swift
    /// Text(user.name)
    /// ```
    ///
    /// A literal (`Text("Hello, \(name)!")`) is a ``LocalizedStringKey``, as in SwiftUI, so
    /// its interpolations may use `specifier:`, `format:`, `style:` and images.
    @_disfavoredOverload
    public init(_ content: String) { self.init(storage: .verbatim(content)) }

    /// Creates a text view that displays a string.
    ///
    /// ```swift
    /// Text(name.prefix(3))
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(storage: .verbatim(String(content))) }

    /// Creates a text view that displays a string without localization.
    ///
    /// ```swift
    /// Text(verbatim: "pencil")
    /// ```
    public init(verbatim content: String) { self.init(storage: .verbatim(content)) }

    /// Creates a text view from a localized string key, such as a literal with
    /// `specifier:`, `style:`, `format:` or `formatter:` interpolations.
    ///
    /// ```swift
    /// Text("\(progress, specifier: "%.1f") %")
    /// ```
    ///
    /// The text shows the host's string catalog's string for the key in the environment's
    /// locale (``HostConfiguration/stringCatalogs``; `tableName` names the catalog file,
    /// `Localizable` by default), and the key's own text where no catalog has it.
    /// `bundle` is not searched: the host's catalogs are.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(storage: Self.localizedStorage(key, tableName: tableName))
    }

    /// Creates a text view that displays the characters of an attributed string.
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello")
    /// greeting.font = .body.bold()
    /// Text(greeting)
    /// ```
    ///
    /// The characters are shown; a picture draws the runs' foreground and background
    /// colors and their underline and strikethrough on the characters they cover.
    ///
    /// A literal is a ``LocalizedStringKey``, not an attributed string (Foundation on Linux
    /// makes `AttributedString` a string literal's type too).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self = Text.attributed(attributedContent)
    }

    /// Creates a text view that displays a date in the given style.
    ///
    /// ```swift
    /// Text(event.start, style: .time)       // "10:13 PM"
    /// Text(lastRefresh, style: .relative)   // "2 min, 10 secs", against the host's clock
    /// ```
    public init(_ date: Date, style: DateStyle) { self.init(storage: .date(date, style)) }

    /// Creates a text view that displays a value formatted with a format style.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "USD"))
    /// Text(count, format: .number)
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(storage: .verbatim(format.format(input)))
    }

    /// Creates a text view that displays a value formatted with a formatter.
    ///
    /// ```swift
    /// Text(birthday, formatter: Self.dateFormatter)
    /// ```
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(storage: .verbatim(formatter.string(for: subject) ?? ""))
    }

    /// Creates a text view that displays an object formatted with a formatter.
    ///
    /// ```swift
    /// Text(NSNumber(value: 0.25), formatter: percentFormatter)
    /// ```
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(storage: .verbatim(formatter.string(for: subject) ?? ""))
    }

    /// Creates a text view that shows an image inline: a picture draws it among the
    /// characters (a symbol at the text's font size, on its baseline, in its color);
    /// ``ViewHost/render()`` writes it as `<name>`.
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
    /// ```
    public init(_ image: Image) { self.init(storage: .image(image)) }

    /// Concatenates two texts: the result shows one after the other.
    ///
    /// ```swift
    /// Text("Total: ").bold() + Text(total, format: .number)
    /// ```
    ///
    /// ``ViewHost/render()`` writes the whole string; the styles of the pieces are not shown.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenation(lhs, rhs))
    }

    /// The string, with relative dates written against `now` and localized keys looked up
    /// by `localization` (without one, a key shows its own text).
    func resolved(now: Date, localization: TextLocalization? = nil) -> String {
        switch storage {
        case .verbatim(let string): string
        case .localized(let packed): Self.localizedString(packed, table: TextLocalization.defaultTable, in: localization)
        case .localizedInTable(let packed, let table): Self.localizedString(packed, table: table, in: localization)
        case .date(let date, let style): style.format(date, now: now, locale: localization?.locale ?? EnvironmentValues().locale)
        case .concatenation(let lhs, let rhs): lhs.resolved(now: now, localization: localization) + rhs.resolved(now: now, localization: localization)
        case .image(let image): "<\(image.name)>"
        }
    }

    /// The text with one more style of its own: the modifier `name` with every argument
    /// it was given (``Attribute``); `shown` ones are written after the text's line.
    func recorded<each Value: AttributeValue>(_ name: String, shown: Bool = false, _ arguments: repeat (String, each Value)) -> Text {
        Text(storage: storage, attributes: attributes + [Attribute(name, shown: shown, repeat each arguments)])
    }

    /// The text with one more style of its own that the engine reads back
    /// (``RecordedModifierName``), as ``recorded(_:shown:_:)`` adds one named by a string.
    func recorded<each Value: AttributeValue>(_ name: RecordedModifierName, shown: Bool = false, _ arguments: repeat (String, each Value)) -> Text {
        recorded(name.rawValue, shown: shown, repeat each arguments)
    }

    /// A predefined style used to display a `Date`.
    ///
    /// ```swift
    /// Text(date, style: .date)
    /// ```
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, such as `10:13 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date, such as `November 14, 2023` (in the environment's locale).
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, such as `2 min, 10 secs`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now, such as `+2 minutes`.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date, such as `2:10`.
        public static let timer = DateStyle(kind: .timer)

        /// The date written in this style against `now`, a time or a date in `locale` —
        /// SwiftUI writes them in the environment's locale, as its `locale` documents:
        /// "The current locale that views should use."
        func format(_ date: Date, now: Date, locale: Locale) -> String {
            switch kind {
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale))
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale))
            case .relative:
                return Duration.seconds(abs(date.timeIntervalSince(now)).rounded())
                    .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2))
            case .offset:
                let seconds = date.timeIntervalSince(now).rounded()
                let amount = Duration.seconds(abs(seconds))
                    .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1))
                return (seconds < 0 ? "-" : "+") + amount
            case .timer:
                let seconds = abs(date.timeIntervalSince(now)).rounded(.down)
                return Duration.seconds(seconds).formatted(.time(pattern: seconds >= 3600 ? .hourMinuteSecond : .minuteSecond))
            }
        }
    }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    ///
    /// ```swift
    /// Text(title).lineLimit(1).truncationMode(.middle)
    /// ```
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A scheme for transforming the capitalization of characters within text.
    ///
    /// ```swift
    /// Text("Settings").textCase(.uppercase)
    /// ```
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// A description of the style used to draw a line under or through text.
    ///
    /// ```swift
    /// Text("Note").underline(pattern: .dash)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        ///
        /// ```swift
        /// Text.LineStyle.Pattern.dot
        /// ```
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        /// The pattern of the line.
        public var pattern: Pattern
        /// The color of the line, or `nil` for the text's.
        public var color: Color?
        /// Creates a line style.
        ///
        /// ```swift
        /// Text.LineStyle(pattern: .dash, color: .red)
        /// ```
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line.
        public static let single = LineStyle()
    }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "Text \"\(resolved(now: now))\"" }
    @usableFromInline package var ownAttributes: [Attribute] { attributes }
    @usableFromInline package func displayedText(at now: Date) -> String? { resolved(now: now) }
    @usableFromInline package func renderedLine(at now: Date, in context: LeafLayoutContext) -> String {
        "Text \"\(resolved(now: now, localization: context.textLocalization))\""
    }
    @usableFromInline package func displayedText(at now: Date, in context: LeafLayoutContext) -> String? {
        resolved(now: now, localization: context.textLocalization)
    }
}

extension Text.Case: AttributeValue {}
extension Text.TruncationMode: AttributeValue {}
extension Text.LineStyle.Pattern: AttributeValue {}

extension Text: AttributeValue {
    /// The string, quoted, as a `String` argument is.
    package var attributeDescription: String { content.attributeDescription }
}

extension Text {
    /// The styles this text records, each as ``ViewHost/render()`` writes a shown one:
    /// what the surface tests check each of Text's own modifiers records.
    package var recordedAttributes: [String] { attributes.map(\.rendered) }
}
