// A legacy strings table: the `Localizable.strings` files of an app's `.lproj` folders
// (`en.lproj`, `de.lproj`, `pt-BR.lproj`, `Base.lproj`), read (StringsFile.swift) and
// combined into one table with a value per language, looked up as a string catalog is
// (StringCatalog.swift). The table is the file's name; the language is its folder's name.
// A file named anywhere brings the same table in every `.lproj` folder beside its own, as
// a bundle holds every language of a table.
//
// The table's development language, the one a key falls back to when the locale's
// language has no value for it: `en` when the table has an English file (an app's
// development region is English unless its project says otherwise, and the project file
// is not read here), else `Base`, else the first language by name. `Base.lproj` counts as
// the development language: when the table also has `en`, a key only Base has is an
// English value too. A file outside an `.lproj` folder is read as Base.

import Foundation

/// The strings tables in a set of `.strings` files.
enum StringsTable {
    /// The tables of `urls` (with their siblings in other `.lproj` folders), as catalogs,
    /// in the order their first file is listed, and a message for each file not read.
    static func catalogs(urls: [URL]) -> (catalogs: [StringCatalog], problems: [String]) {
        // The files of each table, by its folder of `.lproj` folders and its name.
        var order: [String] = []
        var files: [String: [URL]] = [:]
        var seen: Set<String> = []
        for url in urls.flatMap(withSiblings) where seen.insert(url.standardizedFileURL.path).inserted {
            let group = groupKey(url)
            if files[group] == nil { order.append(group) }
            files[group, default: []].append(url)
        }
        var catalogs: [StringCatalog] = []
        var problems: [String] = []
        for group in order {
            var values: [String: [String: String]] = [:]
            for url in files[group] ?? [] {
                do {
                    values[language(of: url), default: [:]].merge(try entries(of: url)) { _, new in new }
                } catch {
                    problems.append(error.description)
                }
            }
            guard let table = files[group]?.first?.deletingPathExtension().lastPathComponent,
                  let catalog = catalog(table: table, values: values) else { continue }
            catalogs.append(catalog)
        }
        return (catalogs, problems)
    }

    /// The entries of the file at `url`.
    private static func entries(of url: URL) throws(StringsFileError) -> [String: String] {
        guard let data = try? Data(contentsOf: url) else {
            throw StringsFileError(file: displayName(url), line: nil, reason: "it cannot be read")
        }
        return try StringsFile.entries(of: data, file: displayName(url))
    }

    /// One table's catalog from its values by lowercased language; `nil` when no file of
    /// it was read.
    static func catalog(table: String, values: [String: [String: String]]) -> StringCatalog? {
        var values = values
        guard let first = values.keys.sorted().first else { return nil }
        let development = values["en"] != nil ? "en" : values["base"] != nil ? "base" : first
        if development != "base", let base = values.removeValue(forKey: "base") {
            values[development, default: [:]].merge(base) { own, _ in own }
        }
        var entries: [String: [String: StringCatalog.Value]] = [:]
        for (language, strings) in values {
            for (key, string) in strings { entries[key, default: [:]][language] = .string(string) }
        }
        return StringCatalog(table: table, sourceLanguage: development, entries: entries)
    }

    /// `url` and the files of the same name in the other `.lproj` folders beside its
    /// folder, sorted by path.
    private static func withSiblings(_ url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return [url] }
        let parent = folder.deletingLastPathComponent()
        let folders = (try? FileManager.default.contentsOfDirectory(at: parent, includingPropertiesForKeys: nil)) ?? []
        let siblings = folders
            .filter { $0.pathExtension == "lproj" && $0.lastPathComponent != folder.lastPathComponent }
            .map { $0.appendingPathComponent(url.lastPathComponent) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .sorted { $0.path < $1.path }
        return [url] + siblings
    }

    /// The lowercased language of a file: its `.lproj` folder's name (`pt-br`), `base`
    /// outside one. `pt_BR.lproj` is `pt-br` too.
    static func language(of url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return "base" }
        return folder.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The table a file belongs to: the folder around its `.lproj` folder and its name.
    private static func groupKey(_ url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        let around = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        return around.standardizedFileURL.path + "/" + url.lastPathComponent
    }

    /// The file as a message names it: `de.lproj/Localizable.strings`.
    private static func displayName(_ url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        return folder.pathExtension == "lproj" ? folder.lastPathComponent + "/" + url.lastPathComponent : url.lastPathComponent
    }
}
