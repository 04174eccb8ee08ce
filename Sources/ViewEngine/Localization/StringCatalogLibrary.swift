// The string catalogs a host reads (``HostConfiguration/stringCatalogs``): by default the
// `.xcstrings` files in the resource bundles beside the running program — a test target
// that lists `.copy("Localizable.xcstrings")` (or the app's catalog by a relative path)
// in its `resources:` — and otherwise the catalogs the configuration names. A text made
// of a localized key (`Text("Overview")`, `Button("Save")`, `navigationTitle("Inbox")`)
// shows the first catalog's string for the key in the environment's `locale`
// (StringCatalog.swift), written with the key's arguments (StringFormat.swift).

import Foundation
import ViewEngineCore

/// The host's string catalogs, read once when the configuration is set.
struct StringCatalogLibrary: Sendable {
    /// The catalogs' files, in the order they are searched.
    let urls: [URL]
    /// The catalogs that were read, in that order.
    let catalogs: [StringCatalog]
    /// What was wrong with the files that were not read, one message each.
    let problems: [String]

    init(urls: [URL]) {
        self.urls = urls
        var catalogs: [StringCatalog] = []
        var problems: [String] = []
        for url in urls {
            do { catalogs.append(try StringCatalog(url: url)) } catch { problems.append(error.description) }
        }
        self.catalogs = catalogs
        self.problems = problems
    }

    /// Whether no catalog was read: every key shows as it is written.
    var isEmpty: Bool { catalogs.isEmpty }

    /// The string of `key` (with `arguments`) in `table` for `locale`, or `nil` when no
    /// catalog has one, from the first catalog of the table whose languages match.
    func string(for key: String, arguments: [Substring], table: String, locale: Locale) -> String? {
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
        return matching.string(for: key, languages: languages, count: StringFormat.firstInteger(in: key, arguments: arguments))
    }

    /// The catalogs found beside the running program, read once.
    static let discovered = StringCatalogLibrary(urls: ProgramResources.find(withExtension: "xcstrings"))

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
    /// The string catalogs (`Localizable.xcstrings` files) whose strings the host's texts
    /// show: a `Text`, a control's title or a navigation title made of a localized key
    /// shows the catalog's string for its key in the environment's `locale`. By default,
    /// the catalogs a test target copies into its resources (`resources:
    /// [.copy("Localizable.xcstrings")]`); setting it replaces them. A catalog is read when
    /// this is set; one that cannot be read is reported once per host as a
    /// ``Diagnostic/Kind/resourceNotFound`` diagnostic that names it.
    ///
    /// ```swift
    /// var configuration = HostConfiguration()
    /// configuration.stringCatalogs = [URL(fileURLWithPath: "App/Localizable.xcstrings")]
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
