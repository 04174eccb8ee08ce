// The tags of an XML document, as the asset reader needs them (an SVG's root element, a
// custom symbol's guides and glyph groups): each element's name and attributes in
// document order, and where each group ends. Not a full XML parser: comments, the XML
// declaration, a document type and text between tags are passed over; entities are not
// expanded (none of the attributes read holds one).

enum XMLTags {
    /// One tag: `<name …>`, `<name …/>` (`closesItself`) or `</name>` (`isEnd`).
    struct Tag {
        let name: Substring
        let attributes: [String: String]
        let isEnd: Bool
        let closesItself: Bool
    }

    /// Calls `body` with each tag of `text` in order until it returns `false`.
    static func forEachTag(in text: Substring, _ body: (Tag) -> Bool) {
        var rest = text
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[rest.index(after: open)...]
            if tag.hasPrefix("!--") {
                guard let end = tag.range(of: "-->") else { return }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = tag.firstIndex(of: ">") else { return }
            rest = rest[tag.index(after: close)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            var inside = tag[..<close]
            let isEnd = inside.hasPrefix("/")
            if isEnd { inside = inside.dropFirst() }
            let closesItself = inside.hasSuffix("/")
            if closesItself { inside = inside.dropLast() }
            let name = inside.prefix { !$0.isWhitespace }
            guard body(Tag(name: name, attributes: attributes(in: inside.dropFirst(name.count)), isEnd: isEnd, closesItself: closesItself)) else {
                return
            }
        }
    }

    /// `name="value"` (or single-quoted) pairs of a tag's text.
    static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let after = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = after.first, quote == "\"" || quote == "'" else { break }
            let value = after.dropFirst()
            guard let end = value.firstIndex(of: quote) else { break }
            if !name.isEmpty { result[name] = String(value[..<end]) }
            rest = value[value.index(after: end)...]
        }
        return result
    }
}
