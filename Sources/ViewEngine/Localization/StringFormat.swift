// How a localized string is written with its arguments: the catalog's string (or the key)
// is a `printf` format whose specifiers each take the next argument, or the one their
// position names (`%2$@`), as `String(format:)` does; `%%` writes `%`. The arguments were
// written when the key was made, by the key's own specifiers (LocalizedStringKey.swift),
// so a translation's specifier places its argument and does not rewrite it: a
// translation's `%.1f` shows the key's `%lf` argument as the key wrote it. A specifier
// the arguments run out for, or one that does not end in a conversion, is written as it
// stands. Formats are read as UTF-8 bytes: every byte of a specifier is ASCII, and a text
// without `%` is written as it is.

/// Writing a `printf` format with arguments that are already strings.
enum StringFormat {
    /// One specifier of a format: where it is and what it converts.
    struct Specifier {
        /// The specifier's characters, `%` to the conversion.
        let range: Range<String.Index>
        /// The argument it names (`%2$@` is 1), or `nil` for the next one.
        let position: Int?
        /// The conversion character (`@`, `d`, `f`…), as its ASCII byte.
        let conversion: UInt8

        /// Whether it converts an integer (`%d`, `%lld`, `%u`, `%ld`…).
        var isInteger: Bool { StringFormat.integerConversions.contains(conversion) }
    }

    private static let percent = UInt8(ascii: "%")
    /// The bytes that may stand between `%` and the conversion: flags, width, precision,
    /// length.
    private static let modifiers = Set("-+ #0'123456789.*hlqLzjt".utf8)
    /// The conversion characters.
    private static let conversions = Set("@diouxXDOUeEfFgGaAcCsSp".utf8)
    /// The conversions of an integer.
    private static let integerConversions = Set("diouxXDOU".utf8)

    /// The specifiers of `format`, in order (`%%` is none).
    static func specifiers(in format: String) -> [Specifier] {
        guard format.utf8.contains(percent) else { return [] }
        let bytes = format.utf8
        var found: [Specifier] = []
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: percent) {
            var cursor = bytes.index(after: start)
            guard cursor < bytes.endIndex else { break }
            if bytes[cursor] == percent {
                index = bytes.index(after: cursor)
                continue
            }
            // [position$] [flags] [width] [.precision] [length] conversion
            var number = 0
            var scan = cursor
            while scan < bytes.endIndex, (0x30...0x39).contains(bytes[scan]), number < 1_000 {
                number = number * 10 + Int(bytes[scan] - 0x30)
                scan = bytes.index(after: scan)
            }
            var position: Int?
            if scan < bytes.endIndex, bytes[scan] == UInt8(ascii: "$"), number > 0 {
                position = number - 1
                cursor = bytes.index(after: scan)
            }
            while cursor < bytes.endIndex, modifiers.contains(bytes[cursor]) { cursor = bytes.index(after: cursor) }
            guard cursor < bytes.endIndex, conversions.contains(bytes[cursor]) else {
                index = cursor
                continue
            }
            found.append(Specifier(range: start..<bytes.index(after: cursor), position: position, conversion: bytes[cursor]))
            index = bytes.index(after: cursor)
        }
        return found
    }

    /// `format` with each specifier replaced by its argument and `%%` by `%`.
    static func write<S: StringProtocol>(_ format: String, arguments: [S]) -> String {
        guard format.utf8.contains(percent) else { return format }
        var result = ""
        var written = format.startIndex
        var next = 0
        for specifier in specifiers(in: format) {
            appendUnescaped(format[written..<specifier.range.lowerBound], to: &result)
            let index = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            if arguments.indices.contains(index) {
                result += arguments[index]
            } else {
                result += format[specifier.range]
            }
            written = specifier.range.upperBound
        }
        appendUnescaped(format[written...], to: &result)
        return result
    }

    /// The value of the first argument `format` writes as an integer: the count a
    /// plural variation is chosen by.
    static func firstInteger<S: StringProtocol>(in format: String, arguments: [S]) -> Double? {
        var next = 0
        for specifier in specifiers(in: format) {
            let index = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            if specifier.isInteger { return arguments.indices.contains(index) ? Double(String(arguments[index])) : nil }
        }
        return nil
    }

    /// Appends `text` with `%%` written `%`.
    private static func appendUnescaped(_ text: Substring, to result: inout String) {
        guard text.utf8.contains(percent) else {
            result += text
            return
        }
        var previousWasPercent = false
        for scalar in text.unicodeScalars {
            if scalar == "%", previousWasPercent {
                previousWasPercent = false
                continue
            }
            previousWasPercent = scalar == "%"
            result.unicodeScalars.append(scalar)
        }
    }
}
