#if !canImport(Darwin)
// swift-corelibs-foundation has no ListFormatter (checked with Swift 6.3.1: "cannot find
// 'ListFormatter' in scope"). This one has Apple's API and takes its words from
// Foundation's own `ListFormatStyle`, which swift-foundation has on Linux with the same ICU
// data Apple's platforms use. Declared in ViewEngine, it shadows any later corelibs
// declaration for files that import ViewEngine.

/// An object that provides locale-correct formatting of a list of items using the
/// appropriate separator and conjunction.
///
/// ```swift
/// ListFormatter.localizedString(byJoining: ["Ana", "Bo", "Cy"])   // "Ana, Bo, and Cy"
/// ```
/// Invariant (`@unchecked Sendable`): as Foundation's formatters: configure it before sharing
/// it; formatting only reads its properties.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale to format the list in; the current one unless set.
    open var locale: Locale! = .current

    /// Creates a formatter for the current locale.
    public override init() { super.init() }

    /// Creates a formatter from an archive (nothing is read from it).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Joins the strings with the current locale's separators and conjunction ("and").
    ///
    /// - Parameter strings: The strings to join, in order.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and))
    }

    /// Joins the items' descriptions with the formatter's locale's separators and
    /// conjunction; `nil` for an empty list.
    ///
    /// - Parameter items: The items to join, in order.
    open func string(from items: [Any]) -> String? {
        guard !items.isEmpty else { return nil }
        return items.map { "\($0)" }.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// The list `obj` holds, joined; `nil` when it is not an array.
    ///
    /// - Parameter obj: An array of items.
    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
#endif
