// A string catalog (`Localizable.xcstrings`), as Xcode 15 writes it: JSON with the
// catalog's source language and, for each key, its localizations — a string unit (the
// translated string) or variations by plural category (`one`, `other`…) or by device
// (`iphone`, `other`). The table is the file's name (`Localizable`, the default table of
// `Text("key")`; `Text("key", tableName: "Onboarding")` reads `Onboarding.xcstrings`).
//
// A key's string in a locale: its localization in the locale's language, the language
// named most exactly first (`pt-BR`, then `pt`); else its localization in the catalog's
// source language; else none, and the key shows. A plural variation is chosen by the
// first integer argument of the key, by the language's CLDR plural rule (the languages
// below; any other has `one` for 1), where `zero` is used for 0 whenever the catalog has
// it, as Apple's plural rules do. A string with substitutions (`%#@name@`) is not
// resolved here: the key shows.

import Foundation

/// One string catalog, read.
struct StringCatalog: Sendable {
    /// A localization of a key.
    enum Value: Sendable, Equatable {
        /// One string.
        case string(String)
        /// A string per plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
        case plural([String: String])
    }

    /// The table: the file's name without `.xcstrings`.
    let table: String
    /// The catalog's source language (`en`).
    let sourceLanguage: String
    /// Each key's localizations, by lowercased language (`pt-br`).
    let entries: [String: [String: Value]]

    /// A catalog of `table` with these entries (a strings table, StringsTable.swift).
    init(table: String, sourceLanguage: String, entries: [String: [String: Value]]) {
        self.table = table
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Reads the catalog at `url`.
    init(url: URL) throws(StringCatalogError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw StringCatalogError(file: url.lastPathComponent, reason: "it cannot be read")
        }
        try self.init(table: url.deletingPathExtension().lastPathComponent, json: data, file: url.lastPathComponent)
    }

    /// Reads a catalog's JSON.
    init(table: String, json: Data, file: String) throws(StringCatalogError) {
        guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
            throw StringCatalogError(file: file, reason: "it is not JSON")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw StringCatalogError(file: file, reason: "it has no \"strings\" object, so it is not a string catalog")
        }
        self.table = table
        sourceLanguage = (root["sourceLanguage"] as? String) ?? "en"
        var entries: [String: [String: Value]] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            var values: [String: Value] = [:]
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { values[language.lowercased()] = value }
            }
            if !values.isEmpty { entries[key] = values }
        }
        self.entries = entries
    }

    /// The value of one localization: its string unit, or its variations (by plural; by
    /// device, the iPhone's or the `other` one).
    private static func value(of localization: Any) -> Value? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let string = unit["value"] as? String {
            return .string(string)
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var cases: [String: String] = [:]
            for (category, variation) in plural {
                if case .string(let string)? = value(of: variation) { cases[category] = string }
            }
            return cases.isEmpty ? nil : .plural(cases)
        }
        if let device = variations["device"] as? [String: Any] {
            return (device["iphone"] ?? device["other"]).flatMap(value(of:))
        }
        return nil
    }

    /// The languages `locale` names, the most exact first: `zh-Hans-CN`, `zh-Hans`, `zh`.
    static func languages(of locale: Locale) -> [String] {
        var identifier = locale.identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        if let keywords = identifier.firstIndex(of: "@") { identifier = String(identifier[..<keywords]) }
        var parts = identifier.split(separator: "-").map(String.init)
        var languages: [String] = []
        while !parts.isEmpty {
            languages.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return languages
    }

    /// The string for `key` in `locale`, its plural chosen by `count`; `nil` when the
    /// catalog has none to show.
    func string(for key: String, languages: [String], count: Double?) -> String? {
        guard let values = entries[key] else { return nil }
        let language = languages.first { values[$0] != nil } ?? sourceLanguage.lowercased()
        guard let value = values[language] else { return nil }
        let string: String? = switch value {
        case .string(let string): string
        case .plural(let cases): cases[PluralRule.category(of: count, language: language, offered: Set(cases.keys))] ?? cases["other"]
        }
        guard let string, !string.contains("%#@") else { return nil }
        return string
    }
}

/// A string catalog that cannot be read: the file and why.
struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalog's file name.
    let file: String
    /// What is wrong with it.
    let reason: String

    var description: String { "The string catalog '\(file)' was not read: \(reason). Its keys show as they are written." }
}
