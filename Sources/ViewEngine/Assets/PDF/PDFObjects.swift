// The objects of a PDF (ISO 32000's syntax, section 7.3), as much as drawing a vector
// image's first page needs: numbers, names, strings, arrays, dictionaries, references and
// streams, found by scanning the file for `N G obj` rather than trusting its cross-
// reference table (which design tools' exports sometimes get wrong), and the objects kept
// in compressed object streams (`/Type /ObjStm`). A stream's data is inflated when its
// filter is `/FlateDecode` (Inflate.swift) or it has none. Content streams' operators
// come out of the same scanner (`PDFScanner.next()` gives `.operator`).

import Foundation

/// One PDF object.
indirect enum PDFObject: Equatable {
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    case reference(Int)
    case stream([String: PDFObject], [UInt8])
    case boolean(Bool)
    case null
    /// A content stream's operator (`re`, `f*`), or a keyword the syntax does not know.
    case `operator`(String)

    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var name: String? { if case .name(let value) = self { value } else { nil } }
    var array: [PDFObject]? { if case .array(let value) = self { value } else { nil } }
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let value), .stream(let value, _): value
        default: nil
        }
    }
}

/// Reads objects from PDF bytes.
struct PDFScanner {
    let bytes: [UInt8]
    var index: Int

    init(_ bytes: [UInt8], at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0 }
    private static func isDelimiter(_ byte: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(byte) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            if Self.isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "%") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    /// The next object, with `N G R` read as a reference; `nil` at the end or at a
    /// closing delimiter (`]`, `>>`), which is consumed.
    mutating func next() -> PDFObject? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/"):
            index += 1
            return .name(word())
        case UInt8(ascii: "("):
            return .string(literalString())
        case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "<"):
            index += 2
            var dictionary: [String: PDFObject] = [:]
            while case .name(let key)? = next() {
                dictionary[key] = next() ?? .null
            }
            return .dictionary(dictionary)
        case UInt8(ascii: "<"):
            return .string(hexString())
        case UInt8(ascii: "["):
            index += 1
            var array: [PDFObject] = []
            while let item = next() { array.append(item) }
            return .array(array)
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            index += byte == UInt8(ascii: ">") && index + 1 < bytes.count && bytes[index + 1] == byte ? 2 : 1
            return nil
        case UInt8(ascii: "{"):
            index += 1
            return .operator("{")
        default:
            let text = word()
            guard !text.isEmpty else { index += 1; return .operator(String(decoding: [byte], as: UTF8.self)) }
            if let number = Double(text), text.first.map({ $0.isNumber || "+-.".contains($0) }) == true {
                // `N G R`: a reference, when two whole numbers are followed by `R`.
                let saved = index
                if Double(Int(number)) == number, case .number(let generation)? = peekNumber(), generation >= 0 {
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "R"),
                       index + 1 == bytes.count || Self.isWhitespace(bytes[index + 1]) || Self.isDelimiter(bytes[index + 1]) {
                        index += 1
                        return .reference(Int(number))
                    }
                }
                index = saved
                return .number(number)
            }
            switch text {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .operator(text)
            }
        }
    }

    /// A whole number after the current one (a reference's generation), consumed.
    private mutating func peekNumber() -> PDFObject? {
        skipWhitespace()
        let start = index
        let text = word()
        guard let value = Double(text), !text.contains(".") else { index = start; return nil }
        return .number(value)
    }

    /// Regular characters up to whitespace or a delimiter; a name's `#xx` escapes read.
    private mutating func word() -> String {
        var result: [UInt8] = []
        while index < bytes.count, !Self.isWhitespace(bytes[index]), !Self.isDelimiter(bytes[index]) {
            if bytes[index] == UInt8(ascii: "#"), index + 2 < bytes.count,
               let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                result.append(value)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `(…)`: balanced parentheses, backslash escapes.
    private mutating func literalString() -> [UInt8] {
        index += 1
        var depth = 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return result }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 where index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                        value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                case 0x0A, 0x0D: break
                default: result.append(escaped)
                }
            case UInt8(ascii: "("):
                depth += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            default:
                result.append(byte)
            }
        }
        return result
    }

    /// `<…>`: hexadecimal digits, whitespace ignored, an odd last digit followed by 0.
    private mutating func hexString() -> [UInt8] {
        index += 1
        var digits: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if let value = Int(String(UnicodeScalar(bytes[index])), radix: 16) { digits.append(UInt8(value)) }
            index += 1
        }
        index += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}

/// A PDF's objects by number, and its first page.
struct PDFDocument {
    private let bytes: [UInt8]
    /// The same bytes, searched with Foundation's `range(of:)`.
    private let data: Data
    /// Where each object's body starts (after `N G obj`), or the object itself when it was
    /// read from an object stream.
    private var offsets: [Int: Int] = [:]
    private var compressed: [Int: PDFObject] = [:]

    /// Reads `bytes` if they are a PDF (`%PDF-`).
    init?(_ bytes: [UInt8]) {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { return nil }
        self.bytes = bytes
        data = Data(bytes)
        // `N G obj` anywhere at a line's start or after whitespace: the last one of a
        // number wins, as an incremental update's does.
        let marker = Data("obj".utf8)
        var from = 0
        while let found = data.range(of: marker, in: from..<data.count) {
            let index = found.lowerBound
            from = found.upperBound
            guard index + 3 == bytes.count || !(bytes[index + 3].isLetterOrDigit),
                  let number = Self.objectNumber(before: index, in: bytes) else { continue }
            offsets[number] = index + 3
        }
        // Object streams, when the file has any.
        guard data.range(of: Data("/ObjStm".utf8)) != nil else { return }
        for number in offsets.keys.sorted() {
            guard dictionary(number)?["Type"]?.name == "ObjStm", case .stream(let dictionary, _)? = object(number),
                  let data = streamData(of: number) else { continue }
            readObjectStream(dictionary, data)
        }
    }

    /// `N G` just before `obj` at `index`, if that is what precedes it.
    private static func objectNumber(before index: Int, in bytes: [UInt8]) -> Int? {
        var cursor = index - 1
        func skipSpaces() { while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D || bytes[cursor] == 0x09 { cursor -= 1 } }
        func digits() -> Int? {
            let end = cursor
            while cursor >= 0, (0x30...0x39).contains(bytes[cursor]) { cursor -= 1 }
            guard cursor < end else { return nil }
            return Int(String(decoding: bytes[(cursor + 1)...end], as: UTF8.self))
        }
        skipSpaces()
        guard cursor < index - 1, digits() != nil else { return nil }
        skipSpaces()
        return digits()
    }

    /// The objects of an object stream: `/N` pairs of number and offset, then the objects
    /// from `/First`.
    private mutating func readObjectStream(_ dictionary: [String: PDFObject], _ data: [UInt8]) {
        guard let count = dictionary["N"]?.number, let first = dictionary["First"]?.number, count >= 0, first >= 0 else { return }
        var header = PDFScanner(data)
        for _ in 0..<Int(count) {
            guard let number = header.next()?.number, let offset = header.next()?.number else { return }
            var scanner = PDFScanner(data, at: Int(first) + Int(offset))
            if offsets[Int(number)] == nil, compressed[Int(number)] == nil, let object = scanner.next() {
                compressed[Int(number)] = object
            }
        }
    }

    /// Object `number`'s dictionary (a stream's), read without its data: what a search
    /// for one kind of object looks at.
    func dictionary(_ number: Int) -> [String: PDFObject]? {
        if let object = compressed[number] { return object.dictionary }
        guard let offset = offsets[number] else { return nil }
        var scanner = PDFScanner(bytes, at: offset)
        return scanner.next()?.dictionary
    }

    /// Object `number`, a stream with its raw (still encoded) data.
    func object(_ number: Int) -> PDFObject? {
        if let object = compressed[number] { return object }
        guard let offset = offsets[number] else { return nil }
        var scanner = PDFScanner(bytes, at: offset)
        guard let object = scanner.next() else { return nil }
        guard case .dictionary(let dictionary) = object else { return object }
        let afterDictionary = scanner.index
        guard case .operator("stream")? = scanner.next() else { return object }
        var start = scanner.index
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        var end: Int
        if let length = resolve(dictionary["Length"])?.number, length >= 0, start + Int(length) <= bytes.count {
            end = start + Int(length)
        } else {
            end = bytes[start...].firstRange(of: Array("endstream".utf8))?.lowerBound ?? afterDictionary
        }
        end = max(end, start)
        return .stream(dictionary, Array(bytes[start..<end]))
    }

    /// `object` with a reference followed (a few levels, so a loop ends).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        for _ in 0..<8 {
            guard case .reference(let number)? = current else { return current }
            current = self.object(number)
        }
        return nil
    }

    /// The decoded data of stream object `number`.
    func streamData(of number: Int) -> [UInt8]? {
        guard case .stream(let dictionary, let raw)? = object(number) else { return nil }
        return decoded(dictionary, raw)
    }

    /// A stream's data with its filter undone: `/FlateDecode` (without a predictor), or
    /// none; `nil` for any other filter.
    func decoded(_ dictionary: [String: PDFObject], _ raw: [UInt8]) -> [UInt8]? {
        let filter = resolve(dictionary["Filter"])
        let filters = filter?.array?.compactMap(\.name) ?? filter?.name.map { [$0] } ?? []
        var data = raw
        for name in filters {
            guard name == "FlateDecode" || name == "Fl", let inflated = Inflate.zlib(data) else { return nil }
            let parameters = resolve(dictionary["DecodeParms"])?.dictionary
            guard (parameters?["Predictor"]?.number ?? 1) <= 1 else { return nil }
            data = inflated
        }
        return data
    }

    /// The first page's dictionary, its attributes inherited from its parents filled in
    /// (`MediaBox`, `Resources`, `CropBox`).
    var firstPage: [String: PDFObject]? {
        // The trailer's (or the cross-reference stream's) `/Root`, the last one written;
        // else the first object that says it is the catalog.
        var root: [String: PDFObject]?
        if let key = data.range(of: Data("/Root".utf8), options: .backwards) {
            var scanner = PDFScanner(bytes, at: key.upperBound)
            root = resolve(scanner.next())?.dictionary
        }
        func isCatalog(_ object: [String: PDFObject]) -> Bool { object["Type"]?.name == "Catalog" }
        var catalog: [String: PDFObject]? = root.flatMap { isCatalog($0) ? $0 : nil }
        if catalog == nil {
            catalog = offsets.keys.sorted().lazy.compactMap { (offset: Int) -> [String: PDFObject]? in self.dictionary(offset) }.first(where: isCatalog)
        }
        if catalog == nil {
            catalog = compressed.values.compactMap { (object: PDFObject) -> [String: PDFObject]? in object.dictionary }.first(where: isCatalog)
        }
        guard let catalog, var node = resolve(catalog["Pages"])?.dictionary else { return nil }
        var inherited: [String: PDFObject] = [:]
        for _ in 0..<32 {
            for key in ["MediaBox", "Resources", "CropBox"] where node[key] != nil { inherited[key] = node[key] }
            if node["Type"]?.name == "Page" || node["Kids"] == nil { return node.merging(inherited) { own, _ in own } }
            guard let first = resolve(node["Kids"])?.array?.first, let kid = resolve(first)?.dictionary else { return nil }
            node = kid
        }
        return nil
    }
}

private extension UInt8 {
    var isLetterOrDigit: Bool { (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
