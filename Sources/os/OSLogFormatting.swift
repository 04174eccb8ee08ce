#if !canImport(Darwin)
import Foundation

/// How an integer interpolated into a log message is written — `os`'s
/// `OSLogIntegerFormatting`.
///
/// ```swift
/// logger.debug("flags \(flags, format: .hex)")   // flags 1f
/// ```
public struct OSLogIntegerFormatting: Sendable {
    enum Radix: Sendable { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int?

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Base 16, lowercase, without a prefix.
    public static let hex = OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Base 8, without a prefix.
    public static let octal = OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)

    /// Base 10, with a `+` before positive numbers if asked, padded with zeros to `minDigits`.
    ///
    /// ```swift
    /// logger.info("\(delta, format: .decimal(explicitPositiveSign: true))")   // +3
    /// ```
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Base 16, with `0x` if asked, uppercase if asked, padded with zeros to `minDigits`.
    ///
    /// ```swift
    /// logger.info("\(address, format: .hex(includePrefix: true, minDigits: 8))")   // 0x0000ff10
    /// ```
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Base 8, with `0` if asked, uppercase if asked, padded with zeros to `minDigits`.
    ///
    /// ```swift
    /// logger.info("\(mode, format: .octal(includePrefix: true))")   // 0755
    /// ```
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ number: T) -> String {
        let base = switch radix { case .decimal: 10; case .hex: 16; case .octal: 8 }
        var digits = String(number.magnitude, radix: base, uppercase: uppercase)
        if let minDigits, digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == .hex ? "0x" : radix == .octal ? "0" : "") + digits }
        let sign = number < 0 ? "-" : (explicitPositiveSign && number > 0 ? "+" : "")
        return sign + digits
    }
}

/// How a floating-point number interpolated into a log message is written — `os`'s
/// `OSLogFloatFormatting`.
///
/// ```swift
/// logger.info("took \(seconds, format: .fixed(precision: 2)) s")   // took 1.50 s
/// ```
public struct OSLogFloatFormatting: Sendable {
    enum Notation: Sendable { case fixed, exponential, hybrid }
    let notation: Notation
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed notation, six decimals (`%f`).
    public static let fixed = OSLogFloatFormatting(notation: .fixed, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Exponential notation (`%e`).
    public static let exponential = OSLogFloatFormatting(notation: .exponential, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// The shorter of the two (`%g`).
    public static let hybrid = OSLogFloatFormatting(notation: .hybrid, precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed notation with `precision` decimals.
    ///
    /// ```swift
    /// logger.info("\(ratio, format: .fixed(precision: 1))")   // 0.5
    /// ```
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed notation, six decimals, with a `+` before positive numbers if asked.
    ///
    /// ```swift
    /// logger.info("\(delta, format: .fixed(explicitPositiveSign: true))")   // +0.250000
    /// ```
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation with `precision` decimals.
    ///
    /// ```swift
    /// logger.info("\(mass, format: .exponential(precision: 2))")   // 1.50e+03
    /// ```
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The shorter notation with `precision` significant digits.
    ///
    /// ```swift
    /// logger.info("\(value, format: .hybrid(precision: 3))")
    /// ```
    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ number: Double) -> String {
        let letter = switch notation { case .fixed: "f"; case .exponential: "e"; case .hybrid: "g" }
        let specifier = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + (uppercase ? letter.uppercased() : letter)
        return String(format: specifier, number)
    }
}

/// How a Boolean interpolated into a log message is written — `os`'s `OSLogBoolFormat`.
///
/// ```swift
/// logger.info("cached: \(isCached, format: .answer)")   // cached: YES
/// ```
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// How an interpolated value is padded to a column width — `os`'s `OSLogStringAlignment`.
///
/// ```swift
/// logger.info("\(name, align: .left(columns: 10))|")
/// ```
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, left: false)

    /// Padded with spaces on the right to `columns` characters.
    ///
    /// ```swift
    /// OSLogStringAlignment.left(columns: 10)
    /// ```
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: true) }

    /// Padded with spaces on the left to `columns` characters.
    ///
    /// ```swift
    /// OSLogStringAlignment.right(columns: 10)
    /// ```
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: false) }

    func pad(_ text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return left ? text + padding : padding + text
    }
}
#endif
