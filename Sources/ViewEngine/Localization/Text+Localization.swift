// How a `Text` made of a localized key keeps it and shows it: packed into one string
// (LocalizedKeyPacking.swift), looked up when the text is laid out, drawn or written, in
// the host's string tables (catalogs and strings files) and the view's `locale`
// (StringCatalogLibrary.swift), and written with its arguments (StringFormat.swift).

import Foundation
import ViewEngineCore

/// Where a text's keys find their strings: the host's tables, in the view's locale.
struct TextLocalization {
    /// The table a key is in unless the text names another.
    static let defaultTable = "Localizable"

    /// The host's string tables; `nil` when it reads none (keys show their own text).
    let library: StringCatalogLibrary?
    /// The environment's locale: the tables' language, and how dates are written.
    let locale: Locale
}

extension Text {
    /// The storage of a text made of `key`.
    static func localizedStorage(_ key: LocalizedStringKey, tableName: String?) -> Storage {
        guard case .packed(let packed) = key.storage else { return .verbatim(key.key) }
        // `nil` and an empty name are `Localizable`, as Bundle's lookup has them.
        if let tableName, !tableName.isEmpty, tableName != TextLocalization.defaultTable { return .localizedInTable(packed, table: tableName) }
        return .localized(packed)
    }

    /// The string a packed key shows: the catalog's string for it written with its
    /// arguments, or its own text.
    static func localizedString(_ packed: String, table: String, in localization: TextLocalization?) -> String {
        guard let localization, let library = localization.library else { return LocalizedKeyPacking.shown(packed) }
        let (key, arguments) = LocalizedKeyPacking.unpacked(packed)
        return library.localizedString(for: key, arguments: arguments, table: table, locale: localization.locale)
            ?? LocalizedKeyPacking.shown(packed)
    }
}

extension LeafLayoutContext {
    /// How a text laid out here looks up its keys and writes its dates: in the host's
    /// string tables (none when the host reads none), in the environment's locale. A file
    /// that could not be read is reported here, once per host.
    var textLocalization: TextLocalization? {
        guard StringCatalogLibrary.mayBeInUse else { return TextLocalization(library: nil, locale: environment.locale) }
        let library = configuration?.stringCatalogLibrary ?? .discovered
        for problem in library.problems { diagnoseOnce(.resourceNotFound, problem, viewType: "Text") }
        return TextLocalization(library: library.isEmpty ? nil : library, locale: environment.locale)
    }
}
