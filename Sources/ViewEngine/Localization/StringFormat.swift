// How a localized string is written with its arguments: the catalog's string (or the key)
// is a `printf` format whose specifiers each take the next argument, or the one their
// position names (`%2$@`), as `String(format:)` does; `%%` writes `%`. The arguments were
// written when the key was made, by the key's own specifiers (LocalizedStringKey.swift),
// so a translation's specifier places its argument and does not rewrite it: a
// translation's `%.1f` shows the key's `%lf` argument as the key wrote it. A specifier
// the arguments run out for, or one that does not end in a conversion, is written as it
// stands.

/// Writing a `printf` format with arguments that are already strings.
enum StringFormat {
    /// One specifier of a format: where it is and what it converts.
    struct Specifier {
        /// The specifier's characters, `%` to the conversion.
        let range: Range<String.Index>
        /// The argument it names (`%2$@` is 1), or `nil` for the next one.
        let position: Int?
        /// The conversion character (`@`, `d`, `f`…).
        let conversion: Character

        /// Whether it converts an integer (`%d`, `%lld`, `%u`, `%ld`…).
        var isInteger: Bool { "diouxXDOU".contains(conversion) }
    }

    /// The specifiers of `format`, in order (`%%` is none).
    static func specifiers(in format: String) -> [Specifier] {
        var found: [Specifier] = []
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            guard cursor < format.endIndex else { break }
            if format[cursor] == "%" {
                index = format.index(after: cursor)
                continue
            }
            // [position$] [flags] [width] [.precision] [length] conversion
            var digits = ""
            var position: Int?
            var scan = cursor
            while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber {
                digits.append(format[scan])
                scan = format.index(after: scan)
            }
            if scan < format.endIndex, format[scan] == "$", let number = Int(digits), number > 0 {
                position = number - 1
                cursor = format.index(after: scan)
            }
            while cursor < format.endIndex, "-+ #0'123456789.*hlqLzjt".contains(format[cursor]) {
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex, "@diouxXDOUeEfFgGaAcCsSp".contains(format[cursor]) else {
                index = cursor
                continue
            }
            found.append(Specifier(range: percent..<format.index(after: cursor), position: position, conversion: format[cursor]))
            index = format.index(after: cursor)
        }
        return found
    }

    /// `format` with each specifier replaced by its argument and `%%` by `%`.
    static func write<S: StringProtocol>(_ format: String, arguments: [S]) -> String {
        var result = ""
        var written = format.startIndex
        var next = 0
        for specifier in specifiers(in: format) {
            result += unescaped(format[written..<specifier.range.lowerBound])
            let index = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            if arguments.indices.contains(index) {
                result += arguments[index]
            } else {
                result += format[specifier.range]
            }
            written = specifier.range.upperBound
        }
        return result + unescaped(format[written...])
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

    /// `text` with `%%` written `%`.
    private static func unescaped(_ text: Substring) -> String {
        text.contains("%") ? text.replacingOccurrences(of: "%%", with: "%") : String(text)
    }
}
