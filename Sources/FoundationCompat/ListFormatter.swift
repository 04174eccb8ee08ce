#if !canImport(Darwin)
import Foundation

/// A formatter that joins a list of items into one string ("Milk, Eggs, and Bread") —
/// Foundation's `ListFormatter`, which swift-corelibs-foundation does not have. English (the
/// United States' serial comma) only, whatever the locale.
///
/// ```swift
/// ListFormatter.localizedString(byJoining: ["Milk", "Eggs", "Bread"])   // "Milk, Eggs, and Bread"
/// ```
///
/// Invariant (`@unchecked Sendable`, as Foundation's formatters are): a formatter is
/// configured, then used, on one thread at a time.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The formatter that writes each item; `String(describing:)` when `nil`.
    open var itemFormatter: Formatter?
    /// The locale (kept; the strings are English).
    open var locale: Locale! = .current

    /// A formatter with no item formatter.
    public override init() { super.init() }

    /// Decoding is not supported: Foundation's formatters on Linux have no coder.
    public required init?(coder: NSCoder) { nil }

    /// `strings` joined: "A", "A and B", "A, B, and C"; "" for none.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: strings[0] + " and " + strings[1]
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` written by ``itemFormatter`` and joined; `nil` when an item cannot be written.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let text = itemFormatter.string(for: item) else { return nil }
                strings.append(text)
            } else {
                strings.append(String(describing: item))
            }
        }
        return Self.localizedString(byJoining: strings)
    }

    /// The string for an array of items; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
#endif
