import Foundation

/// The app's own prose a screen shows — a footer's paragraph, a description, a localized
/// string — read when the screen is drawn from the row's fetched sources
/// (`REFS/NAME/source`, written by `Scripts/screens-fetch`), so that none of it is written
/// here. Where the sources are not at hand (this package's tests, in CI), the key or the
/// opening words stand in, marked with `…`.
@MainActor public enum ScreenProse {
    /// The fetched sources of the row being drawn; `nil` when they are not at hand.
    public static var sources: URL? {
        didSet { if sources != oldValue { cache = [:] } }
    }

    /// Every file's text under `sources`, by path, read once per row.
    private static var cache: [String: String] = [:]

    private static func files(endingWith suffix: String) -> [(path: String, text: String)] {
        guard let sources else { return [] }
        if cache.isEmpty, let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
            for case let url as URL in walker {
                if let data = FileManager.default.contents(atPath: url.path) {
                    cache[url.path] = String(decoding: data, as: UTF8.self)
                }
            }
        }
        return cache.filter { $0.key.hasSuffix(suffix) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The value of `key` in the sources' `.strings` files (`"key" = "value";`), else the
    /// key followed by `…`.
    public static func localized(_ key: String) -> String {
        let opening = "\"\(key)\""
        for file in files(endingWith: ".strings") {
            for line in file.text.split(separator: "\n") where line.hasPrefix(opening) {
                guard let equals = line.dropFirst(opening.count).firstIndex(of: "="),
                      let quote = line[equals...].firstIndex(of: "\"") else { continue }
                if let value = literal(after: line.index(after: quote), in: line) { return value }
            }
        }
        return key + "…"
    }

    /// The Swift string literal in the sources' `.swift` files that begins with `opening`,
    /// else `opening` followed by `…`.
    public static func literal(startingWith opening: String) -> String {
        let needle = "\"" + opening
        for file in files(endingWith: ".swift") {
            guard let found = file.text.range(of: needle) else { continue }
            let text = Substring(file.text)
            if let value = literal(after: text.index(after: found.lowerBound), in: text) { return value }
        }
        return opening + "…"
    }

    /// The text of a string literal from `start` (just after its opening quote) to its
    /// closing quote, with `\"`, `\\` and `\n` read as what they stand for.
    private static func literal(after start: Substring.Index, in text: Substring) -> String? {
        var value = ""
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { return value }
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(text[index])
                }
            } else {
                if character == "\n" { return nil }
                value.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
