import Foundation

/// HTML read as text, as an attributed string's import of it gives the text: tags dropped,
/// runs of white space collapsed to one space, a line ended at `<br>` and after each block
/// (`p`, `div`, headings, list items, table rows), `<li>` begun with a bullet, scripts and
/// styles left out, character references decoded, and each link's text carrying its
/// address (the range and URL in ``links``). Fonts, colours and other styles are not read.
struct HTMLText: Equatable {
    /// The text.
    var text = ""
    /// Each link's text, as a range of ``text``'s UTF-16 offsets, and its address.
    var links: [(range: NSRange, url: URL)] = []

    static func == (lhs: HTMLText, rhs: HTMLText) -> Bool {
        lhs.text == rhs.text && lhs.links.map(\.range) == rhs.links.map(\.range) && lhs.links.map(\.url) == rhs.links.map(\.url)
    }

    /// The elements after which a line ends.
    static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "ul", "ol", "blockquote", "pre", "table", "section", "article", "header", "footer"]

    /// Named character references beyond the five XML has, that text commonly uses.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "mdash": "—", "ndash": "–",
        "hellip": "…", "copy": "©", "reg": "®", "trade": "™", "euro": "€", "laquo": "«", "raquo": "»", "shy": "\u{00AD}",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•", "middot": "·", "deg": "°",
    ]

    init(html: String) {
        var index = html.startIndex
        var skipping: String?       // inside <script> or <style>
        var pendingSpace = false
        var linkStart: (offset: Int, url: URL)?
        func atLineStart() -> Bool { text.isEmpty || text.hasSuffix("\n") }
        func append(_ piece: String) {
            if pendingSpace, !atLineStart() { text += " " }
            pendingSpace = false
            text += piece
        }
        func endLine() {
            pendingSpace = false
            if !atLineStart() { text += "\n" }
        }
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = Tag(html[html.index(after: index)..<close])
                index = html.index(after: close)
                if let open = skipping {
                    if tag.isClosing, tag.name == open { skipping = nil }
                    continue
                }
                switch tag.name {
                case "script", "style": if !tag.isClosing { skipping = tag.name }
                case "br": text += "\n"; pendingSpace = false
                case "li" where !tag.isClosing: endLine(); append("•\t")
                case "a":
                    if tag.isClosing, let start = linkStart {
                        let length = text.utf16.count - start.offset
                        if length > 0 { links.append((NSRange(location: start.offset, length: length), start.url)) }
                        linkStart = nil
                    } else if !tag.isClosing, let href = tag.attributes["href"], let url = URL(string: href) {
                        if pendingSpace, !atLineStart() { text += " " }
                        pendingSpace = false
                        linkStart = (text.utf16.count, url)
                    }
                default: if Self.blocks.contains(tag.name) { endLine() }
                }
                continue
            }
            index = html.index(after: index)
            if skipping != nil { continue }
            if character.isWhitespace, character != "\u{00A0}" {
                pendingSpace = true
            } else if character == "&", let end = html[index...].prefix(10).firstIndex(of: ";"),
                      let decoded = Self.reference(String(html[index..<end])) {
                append(decoded)
                index = html.index(after: end)
            } else {
                append(String(character))
            }
        }
    }

    /// The text of the character reference `name` (between `&` and `;`), or nil when it is
    /// not one this reader knows (it is then kept as written).
    static func reference(_ name: String) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } }
        return named[name]
    }

    /// A tag: its lowercased name, whether it closes an element, and its attributes.
    struct Tag {
        var name: String
        var isClosing: Bool
        var attributes: [String: String] = [:]

        init(_ source: Substring) {
            var body = source.trimmingCharacters(in: .whitespaces)[...]
            isClosing = body.hasPrefix("/")
            if isClosing { body = body.dropFirst() }
            if body.hasSuffix("/") { body = body.dropLast() }
            let nameEnd = body.firstIndex { $0.isWhitespace } ?? body.endIndex
            name = body[..<nameEnd].lowercased()
            var rest = body[nameEnd...]
            // name="value", name='value' or name=value
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map { $0.lowercased() } ?? ""
                var valueStart = rest.index(after: equals)
                while valueStart < rest.endIndex, rest[valueStart].isWhitespace { valueStart = rest.index(after: valueStart) }
                guard valueStart < rest.endIndex else { break }
                let quote = rest[valueStart]
                let value: Substring
                if quote == "\"" || quote == "'" {
                    let inner = rest.index(after: valueStart)
                    let end = rest[inner...].firstIndex(of: quote) ?? rest.endIndex
                    value = rest[inner..<end]
                    rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
                } else {
                    let end = rest[valueStart...].firstIndex { $0.isWhitespace } ?? rest.endIndex
                    value = rest[valueStart..<end]
                    rest = rest[end...]
                }
                if !key.isEmpty { attributes[key] = String(value) }
            }
        }
    }
}
