// How a `Text` made of a localized key keeps it and shows it. The key is kept as one
// string — the catalog key, then each argument after a U+001F separator — so that a text
// of a key is as small as a text of a string, and makes no allocation more
// (Benchmarks/README.md, "Memory per `Button` row"): `"row \(i)"` is kept as
// "row %lld␟7". A key or argument with that separator in it is kept as its text, not
// localized. It is looked up when the text is laid out, drawn or written, in the host's
// string catalogs and the view's `locale` (StringCatalogLibrary.swift).

import Foundation
import ViewEngineCore

/// Where a text's keys find their strings: the host's catalogs, in the view's locale.
struct TextLocalization {
    /// The table a key is in unless the text names another.
    static let defaultTable = "Localizable"

    let library: StringCatalogLibrary
    let locale: Locale
}

extension Text {
    /// What separates the catalog key and the arguments in a kept key.
    private static let separator: Character = "\u{1F}"

    /// The storage of a text made of `key`.
    static func localizedStorage(_ key: LocalizedStringKey, tableName: String?) -> Storage {
        guard !key.hasSeparatorInArguments, !key.format.utf8.contains(0x1F) else { return .verbatim(key.key) }
        let packed = key.packedArguments.isEmpty ? key.format : key.format + key.packedArguments
        if let tableName, tableName != TextLocalization.defaultTable { return .localizedInTable(packed, table: tableName) }
        return .localized(packed)
    }

    /// The string a kept key shows: the catalog's string for it, or its own text, written
    /// with its arguments.
    static func localizedString(_ packed: String, table: String, in localization: TextLocalization?) -> String {
        guard packed.utf8.contains(0x1F) else {
            // No argument: the string is shown as it is, `%` and all.
            return localization.flatMap { $0.library.string(for: packed, arguments: [], table: table, locale: $0.locale) } ?? packed
        }
        let parts = packed.split(separator: separator, omittingEmptySubsequences: false)
        let key = String(parts[0])
        let arguments = Array(parts.dropFirst())
        let format = localization.flatMap { $0.library.string(for: key, arguments: arguments, table: table, locale: $0.locale) } ?? key
        return StringFormat.write(format, arguments: arguments)
    }
}

extension LeafLayoutContext {
    /// How a text laid out here looks up its keys: in the host's string catalogs, in the
    /// environment's locale; `nil` when the host reads none. A catalog that could not be
    /// read is reported here, once per host.
    var textLocalization: TextLocalization? {
        let library = configuration?.stringCatalogLibrary ?? .discovered
        for problem in library.problems { diagnoseOnce(.resourceNotFound, problem, viewType: "Text") }
        guard !library.isEmpty else { return nil }
        return TextLocalization(library: library, locale: environment.locale)
    }
}
