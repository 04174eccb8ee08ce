// The string tables a host reads (``HostConfiguration/stringCatalogs``): by default the
// string catalogs (`.xcstrings`) and legacy strings files (`xx.lproj/*.strings`) in the
// resource bundles beside the running program — a test target that lists
// `.copy("Localizable.xcstrings")` or `.copy("en.lproj")` (or the app's files by a
// relative path) in its `resources:` — and otherwise the files the configuration names.
// A text made of a localized key (`Text("Overview")`, `Button("Save")`,
// `navigationTitle("Inbox")`) shows the first table's string for the key in the
// environment's `locale` (StringCatalog.swift; strings files are combined into one table
// per name, StringsTable.swift), written with the key's arguments (StringFormat.swift).
// `String(localized:)` looks up the tables found beside the program the same way.

import Foundation
import ViewEngineCore

/// The host's string tables, read once when the configuration is set.
struct StringCatalogLibrary: Sendable {
    /// The files named, as they were given.
    let urls: [URL]
    /// The tables that were read, in that order: the string catalogs, then the strings
    /// tables (one per table name and folder of `.lproj` folders).
    let catalogs: [StringCatalog]
    /// What was wrong with the files that were not read, one message each.
    let problems: [String]

    init(urls: [URL]) {
        self.urls = urls
        var catalogs: [StringCatalog] = []
        var problems: [String] = []
        for url in urls where url.pathExtension != "strings" {
            do { catalogs.append(try StringCatalog(url: url)) } catch { problems.append(error.description) }
        }
        let tables = StringsTable.catalogs(urls: urls.filter { $0.pathExtension == "strings" })
        self.catalogs = catalogs + tables.catalogs
        self.problems = problems + tables.problems
    }

    /// Whether no catalog was read: every key shows as it is written.
    var isEmpty: Bool { catalogs.isEmpty }

    /// The string of `key` in `table` for `locale`, or `nil` when no catalog has one, from
    /// the first catalog of the table whose languages match; a plural is chosen by the
    /// first integer of `arguments`, which `format` (the key unless given) wrote.
    func string<S: StringProtocol>(for key: String, format: String? = nil, arguments: [S], table: String, locale: Locale) -> String? {
        // Most texts are looked up at every layout: a key no catalog has costs one lookup
        // per catalog, and nothing is allocated until one has it.
        var first: StringCatalog?
        var languages: [String] = []
        for catalog in catalogs where catalog.table == table {
            guard let values = catalog.entries[key] else { continue }
            if first == nil {
                first = catalog
                languages = StringCatalog.languages(of: locale)
            }
            if languages.contains(where: { values[$0] != nil }) {
                first = catalog
                break
            }
        }
        guard let matching = first else { return nil }
        return matching.string(for: key, languages: languages, count: StringFormat.firstInteger(in: format ?? key, arguments: arguments))
    }

    /// The string of `key` in `table` for `locale` written with `arguments` (which
    /// `format`, the key unless given, wrote), or `nil` when no table has one. A string
    /// found for a key without arguments is shown as it is, `%` and all.
    func localizedString<S: StringProtocol>(for key: String, format: String? = nil, arguments: [S], table: String,
                                            locale: Locale) -> String? {
        guard let string = string(for: key, format: format, arguments: arguments, table: table, locale: locale) else { return nil }
        return arguments.isEmpty ? string : StringFormat.write(string, arguments: arguments)
    }

    /// The tables found beside the running program, read once.
    static let discovered = StringCatalogLibrary(urls: discoveredFiles())

    /// The string catalogs and strings files in the resource bundles in `folder`
    /// (``ProgramResources``): a strings file in a bundle's `.lproj` folder; and first the
    /// strings files of the `.lproj` folders in `folder` itself — an app's own
    /// localizations, where `Bundle.main` has them (a launched app's bundle).
    static func discoveredFiles(in folder: URL = ProgramResources.programFolder) -> [URL] {
        func contents(of folder: URL) -> [URL] {
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        }
        var own: [URL] = []
        for lproj in contents(of: folder) where lproj.pathExtension == "lproj" {
            own += contents(of: lproj).filter { $0.pathExtension == "strings" }
        }
        own.sort { $0.path < $1.path }
        let catalogs: [URL] = ProgramResources.find(withExtension: "xcstrings", in: folder)
        let strings: [URL] = ProgramResources.find(withExtension: "strings", in: folder).filter { $0.deletingLastPathComponent().pathExtension == "lproj" }
        return own + catalogs + strings
    }

    /// Whether any host of the process may read a catalog: one was found beside the
    /// program, or a configuration named one. Until then a text shows its key without
    /// looking for the host's catalogs.
    static var mayBeInUse: Bool { !discovered.isEmpty || configured.isSet }

    /// Whether a configuration named a catalog.
    fileprivate static let configured = OnceSetFlag()
}

/// A flag that is set once, from any thread, and read under its lock.
/// Invariant (`@unchecked Sendable`): `value` is read and written only under `lock`.
final class OnceSetFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Whether the flag was set.
    var isSet: Bool { lock.withLock { value } }

    /// Sets the flag.
    func set() { lock.withLock { value = true } }
}

/// The host setting that holds the string catalogs.
private enum StringCatalogLibraryKey: HostSettingKey {
    static let defaultValue = StringCatalogLibrary.discovered
}

extension HostConfiguration {
    /// The string tables whose strings the host's texts show: string catalogs
    /// (`Localizable.xcstrings`) and legacy strings files (`en.lproj/Localizable.strings`).
    /// A `Text`, a control's title or a navigation title made of a localized key shows the
    /// table's string for its key in the environment's `locale`. By default, the files a
    /// test target copies into its resources (`resources: [.copy("Localizable.xcstrings")]`,
    /// or `[.copy("en.lproj"), .copy("de.lproj")]`); setting it replaces them. Files are
    /// read when this is set; one that cannot be read is reported once per host as a
    /// ``Diagnostic/Kind/resourceNotFound`` diagnostic that names it (and a strings file's
    /// line).
    ///
    /// A strings file brings its table in every `.lproj` folder beside its own: naming
    /// `App/en.lproj/Localizable.strings` reads `App/de.lproj/Localizable.strings` too.
    /// The language of a strings file is its folder's name; a key a language lacks falls
    /// back to the table's English value, or its `Base.lproj` value when it has no English
    /// file. `.stringsdict` files are not read.
    ///
    /// ```swift
    /// var configuration = HostConfiguration()
    /// configuration.stringCatalogs = [URL(fileURLWithPath: "App/Localizable.xcstrings"),
    ///                                 URL(fileURLWithPath: "App/en.lproj/Localizable.strings")]
    /// let host = ViewHost(ContentView().environment(\.locale, Locale(identifier: "es")),
    ///                     configuration: configuration)
    /// ```
    public var stringCatalogs: [URL] {
        get { featureSettings[StringCatalogLibraryKey.self].urls }
        set {
            if !newValue.isEmpty { StringCatalogLibrary.configured.set() }
            featureSettings[StringCatalogLibraryKey.self] = StringCatalogLibrary(urls: newValue)
        }
    }

    /// The catalogs read.
    var stringCatalogLibrary: StringCatalogLibrary { featureSettings[StringCatalogLibraryKey.self] }
}
