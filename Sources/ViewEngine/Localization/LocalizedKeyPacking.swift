// How a localized key is kept in a `Text`: one string that begins with the text it shows,
// so that a text of a key is about as small as a text of a string (Benchmarks/HISTORY.md,
// "Memory per `Button` row") and shows without a catalog at a string's cost. A key with
// arguments adds U+001F and, for each argument, its specifier's letter and where the
// argument is in the text — its UTF-8 offset and length, each one scalar, U+0100 plus the
// number: `"tap \(7)"` is kept as "tap 7␟bĄā" — shown "tap 7", looked up as "tap %lld"
// with the argument "7". A text with U+001F in it, or too long for the places, is kept as
// it is, not localized (Text+Localization.swift).

/// The packing of a localized key into one string.
enum LocalizedKeyPacking {
    /// What separates the text from its arguments' places.
    static let separator: UInt8 = 0x1F
    /// The specifiers with a letter of their own (`a` is `%@`); any other is written
    /// between braces.
    private static let specifiers: [String] = ["%@", "%lld", "%lf", "%f", "%d", "%llu", "%u"]

    /// A specifier, as an interpolation writes it.
    enum Specifier {
        case object, longLong, double, float, int, unsignedLongLong, unsigned
        case custom(String)

        /// The specifier of an integer: `%lld`, `%d`, `%llu` or `%u`.
        static func integer(signed: Bool, wide: Bool) -> Specifier {
            switch (signed, wide) {
            case (true, true): .longLong
            case (true, false): .int
            case (false, true): .unsignedLongLong
            case (false, false): .unsigned
            }
        }

        /// How the packing writes it.
        var code: String {
            switch self {
            case .object: "a"
            case .longLong: "b"
            case .double: "c"
            case .float: "d"
            case .int: "e"
            case .unsignedLongLong: "f"
            case .unsigned: "g"
            case .custom(let specifier):
                if let index = LocalizedKeyPacking.specifiers.firstIndex(of: specifier) {
                    String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
                } else {
                    "{" + specifier + "}"
                }
            }
        }
    }

    /// The first scalar of the numbers of the places, and the largest number it writes.
    private static let numberBase: UInt32 = 0x100
    private static let largestNumber = 0xD7FF - 0x100

    /// Appends the place of an argument: its specifier, its UTF-8 offset and length in the
    /// text; `false` when a number is too large to write.
    static func appendPlace(of specifier: Specifier, offset: Int, length: Int, to places: inout String) -> Bool {
        guard offset <= largestNumber, length <= largestNumber,
              let offsetScalar = Unicode.Scalar(numberBase + UInt32(offset)),
              let lengthScalar = Unicode.Scalar(numberBase + UInt32(length)) else { return false }
        places += specifier.code
        places.unicodeScalars.append(offsetScalar)
        places.unicodeScalars.append(lengthScalar)
        return true
    }

    /// Whether `text` can be kept in a packed key.
    static func canPack(_ text: String) -> Bool { !text.utf8.contains(separator) }

    /// The text a packed key shows without a catalog.
    static func shown(_ packed: String) -> String {
        guard let end = packed.utf8.firstIndex(of: separator) else { return packed }
        return String(packed[..<end])
    }

    /// The catalog key of a packed key (its specifiers written in, a literal `%` as `%%`
    /// when it has arguments) and its arguments as shown.
    static func unpacked(_ packed: String) -> (key: String, arguments: [Substring]) {
        guard let end = packed.utf8.firstIndex(of: separator) else { return (packed, []) }
        let text = packed[..<end]
        var key = ""
        var arguments: [Substring] = []
        var written = text.startIndex
        func literal(upTo index: String.Index) {
            guard written < index else { return }
            let piece = text[written..<index]
            key += piece.utf8.contains(UInt8(ascii: "%")) ? piece.replacingOccurrences(of: "%", with: "%%") : String(piece)
        }
        var places = packed.unicodeScalars[packed.utf8.index(after: end)...]
        while let code = places.first {
            places = places.dropFirst()
            var specifier: String
            if code == "{" {
                let close = places.firstIndex(of: "}") ?? places.endIndex
                specifier = String(String.UnicodeScalarView(places[..<close]))
                places = places[close...].dropFirst()
            } else {
                let index = Int(code.value) - Int(UInt8(ascii: "a"))
                specifier = specifiers.indices.contains(index) ? specifiers[index] : "%@"
            }
            guard places.count >= 2, let offsetScalar = places.first, let lengthScalar = places.dropFirst().first,
                  offsetScalar.value >= numberBase, lengthScalar.value >= numberBase,
                  let start = text.utf8.index(text.startIndex, offsetBy: Int(offsetScalar.value - numberBase), limitedBy: text.endIndex),
                  let stop = text.utf8.index(start, offsetBy: Int(lengthScalar.value - numberBase), limitedBy: text.endIndex),
                  start >= written else { break }
            places = places.dropFirst(2)
            literal(upTo: start)
            key += specifier
            arguments.append(text[start..<stop])
            written = stop
        }
        literal(upTo: text.endIndex)
        return (key, arguments)
    }
}
