// A legacy strings file (`en.lproj/Localizable.strings`), read by hand: one entry per
// `"key" = "value";`, or `"key";` whose value is the key; `/* … */` and `// …` comments
// between entries; a key or value either quoted (with the escapes `\"`, `\'`, `\\`, `\n`,
// `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\U00E9` or `\u00E9` — four hexadecimal digits, a
// surrogate pair of them for a character beyond the BMP — and up to three octal digits,
// read as the scalar they number; any other escaped character stands for itself) or
// unquoted, a run of letters, digits and `_$+/:.-`. A key written twice keeps its last
// value. The file is UTF-16 when it begins with a byte order mark for it, else UTF-8 (with
// or without a byte order mark).
//
// Foundation's `PropertyListSerialization` reads this format too, on Linux as well, but a
// malformed file makes it log to standard error and bury the line in a nested error with
// a private key; parsed here, a malformed file is one error that names the file and the
// line, and nothing is printed. `.stringsdict` files (plural rules of the old format) are
// not read: their keys show as a catalog's or as they are written.

import Foundation

/// Reading one strings file.
enum StringsFile {
    /// The entries of a strings file's `data`, by key; `file` names the file in an error.
    static func entries(of data: Data, file: String) throws(StringsFileError) -> [String: String] {
        guard let text = decoded(data) else {
            throw StringsFileError(file: file, line: nil, reason: "it is neither UTF-8 nor UTF-16 with a byte order mark")
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        return try parser.entries()
    }

    /// The text of `data`: UTF-16 after its byte order mark, else UTF-8 without one.
    private static func decoded(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        return String(bytes: body, encoding: .utf8)
    }

    /// The characters an unquoted key or value is made of.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    /// A cursor over a file's characters that knows its line.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func failure(_ reason: String, line: Int? = nil) -> StringsFileError {
            StringsFileError(file: file, line: line ?? self.line, reason: reason)
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        /// Every entry to the end of the file.
        mutating func entries() throws(StringsFileError) -> [String: String] {
            var entries: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return entries }
                let key = try token(what: "a key")
                try skipSpaceAndComments()
                switch current {
                case ";":
                    entries[key] = key
                case "=":
                    advance()
                    try skipSpaceAndComments()
                    let value = try token(what: "the value of \"\(key)\"")
                    let valueLine = line
                    try skipSpaceAndComments()
                    guard current == ";" else {
                        throw failure("the entry \"\(key)\" does not end with ';'", line: valueLine)
                    }
                    entries[key] = value
                default:
                    throw failure("the key \"\(key)\" is followed by neither '=' nor ';'")
                }
                advance()
            }
        }

        /// Skips white space and comments.
        mutating func skipSpaceAndComments() throws(StringsFileError) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = current, next != "\n" { advance() }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while true {
                        guard current != nil else { throw failure("the comment that begins here is not closed", line: start) }
                        if current == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                            index += 2
                            break
                        }
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        /// A quoted or unquoted string; `what` says what was expected, for an error.
        mutating func token(what: String) throws(StringsFileError) -> String {
            guard let first = current else { throw failure("the file ends where \(what) was expected") }
            if first == "\"" { return try quoted() }
            guard StringsFile.isUnquoted(first) else {
                throw failure("\(what) was expected, not '\(Character(first))' (a string is quoted with '\"')")
            }
            var text = String.UnicodeScalarView()
            while let scalar = current, StringsFile.isUnquoted(scalar) {
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        /// A quoted string, its escapes read.
        mutating func quoted() throws(StringsFileError) -> String {
            let start = line
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let scalar = current else { throw failure("the string that begins here is not closed with '\"'", line: start) }
                advance()
                if scalar == "\"" { return String(text) }
                if scalar != "\\" {
                    text.append(scalar)
                    continue
                }
                guard let escaped = current else { throw failure("the string that begins here is not closed with '\"'", line: start) }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "a": text.append("\u{07}")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "v": text.append("\u{0B}")
                case "U", "u": text.append(try unicodeEscape())
                case "0"..."7": text.append(octalEscape(first: escaped))
                default: text.append(escaped)
                }
            }
        }

        /// The character of a `\U` escape whose `\U` was read: four hexadecimal digits, or
        /// two such escapes for a surrogate pair.
        mutating func unicodeEscape() throws(StringsFileError) -> Unicode.Scalar {
            let high = try hexadecimalDigits()
            if let scalar = Unicode.Scalar(high) { return scalar }
            guard (0xD800...0xDBFF).contains(high), current == "\\", index + 1 < scalars.count,
                  scalars[index + 1] == "U" || scalars[index + 1] == "u" else {
                throw failure(String(format: "\\U%04X is half of a surrogate pair without its other half", high))
            }
            index += 2
            let low = try hexadecimalDigits()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                throw failure(String(format: "\\U%04X\\U%04X is not a surrogate pair", high, low))
            }
            return scalar
        }

        /// The value of the four hexadecimal digits at the cursor.
        mutating func hexadecimalDigits() throws(StringsFileError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let scalar = current, let digit = Character(scalar).hexDigitValue else {
                    throw failure("\\U is not followed by four hexadecimal digits")
                }
                value = value * 16 + UInt32(digit)
                advance()
            }
            return value
        }

        /// The character of an octal escape whose first digit was read.
        mutating func octalEscape(first: Unicode.Scalar) -> Unicode.Scalar {
            var value = first.value - 0x30
            for _ in 0..<2 {
                guard let scalar = current, ("0"..."7").contains(scalar) else { break }
                value = value * 8 + scalar.value - 0x30
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }
}

/// A strings file that cannot be read: the file, the line and why.
struct StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, with its `.lproj` folder (`de.lproj/Localizable.strings`).
    let file: String
    /// The line the problem is on, from 1; `nil` for the whole file.
    let line: Int?
    /// What is wrong.
    let reason: String

    var description: String {
        let place = line.map { ", line \($0)" } ?? ""
        return "The strings file '\(file)' was not read\(place): \(reason). Its keys show in the table's other languages, or as they are written."
    }
}
