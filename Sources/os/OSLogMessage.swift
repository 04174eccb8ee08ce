#if !canImport(Darwin)
import Foundation

/// A log message, written as a string literal with interpolations — `os`'s `OSLogMessage`.
///
/// ```swift
/// logger.info("Loaded \(count) notes for \(user, privacy: .private)")
/// ```
///
/// The interpolated values are evaluated when the message is logged, and each is stored
/// under its privacy (``OSLogPrivacy``).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's interpolation: its literal parts and values.
    public let interpolation: OSLogInterpolation

    /// A message of a literal.
    ///
    /// ```swift
    /// let message: OSLogMessage = "Started"
    /// ```
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// A message of a literal with interpolations.
    ///
    /// ```swift
    /// let message: OSLogMessage = "Loaded \(count) notes"
    /// ```
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// The message as the log stores it: private values redacted.
    var stored: String { interpolation.segments.map { $0() }.joined() }
}

/// The parts of a log message — `os`'s `OSLogInterpolation`: each interpolation takes a
/// privacy (``OSLogPrivacy``), an alignment, and for numbers and Booleans a format.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Each part, as the log stores it, evaluated when the message is logged.
    var segments: [() -> String] = []

    /// Makes room for the parts of a message.
    ///
    /// ```swift
    /// OSLogInterpolation(literalCapacity: 8, interpolationCount: 1)
    /// ```
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends literal text.
    ///
    /// ```swift
    /// logger.info("literal text")
    /// ```
    public mutating func appendLiteral(_ literal: String) { segments.append { literal } }

    private mutating func append(_ text: @escaping () -> String, isScalar: Bool, align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        segments.append { privacy.stored(align.pad(text()), isScalar: isScalar) }
    }

    /// Appends a string: private unless marked public.
    ///
    /// ```swift
    /// logger.info("user \(name, privacy: .public)")
    /// ```
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString, isScalar: false, align: align, privacy: privacy)
    }

    /// Appends a value as it describes itself: private unless marked public.
    ///
    /// ```swift
    /// logger.info("opened \(url, privacy: .public)")
    /// ```
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ value().description }, isScalar: false, align: align, privacy: privacy)
    }

    /// Appends an `Int`: public unless marked private.
    ///
    /// ```swift
    /// logger.info("\(count) items")
    /// ```
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends an integer of any width: public unless marked private.
    ///
    /// ```swift
    /// logger.info("status \(code, format: .hex)")
    /// ```
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends an integer of any width with attributes for the log's viewers: public unless
    /// marked private. The log stores the formatted value; the attributes are not stored.
    ///
    /// ```swift
    /// logger.info("sent \(count, privacy: .public, attributes: "bytes")")
    /// ```
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                                                   attributes: String) {
        append({ format.format(number()) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends a `Double`, with six decimals unless a format says otherwise: public unless
    /// marked private.
    ///
    /// ```swift
    /// logger.info("took \(seconds, format: .fixed(precision: 2)) s")
    /// ```
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends a `Double` with attributes for the log's viewers: public unless marked
    /// private. The log stores the formatted value; the attributes are not stored.
    ///
    /// ```swift
    /// logger.info("took \(seconds, format: .fixed(precision: 1), attributes: "seconds")")
    /// ```
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        append({ format.format(number()) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends a `Float`, as a `Double`.
    ///
    /// ```swift
    /// logger.info("progress \(fraction)")
    /// ```
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends a `CGFloat`, as a `Double`.
    ///
    /// ```swift
    /// logger.info("width \(size.width)")
    /// ```
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, isScalar: true, align: align, privacy: privacy)
    }

    /// Appends a Boolean, as `true`/`false` or `YES`/`NO`: public unless marked private.
    ///
    /// ```swift
    /// logger.info("cached: \(isCached)")
    /// ```
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        append({ format == .answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false") },
               isScalar: true, align: .none, privacy: privacy)
    }

    /// Appends a type's name: private unless marked public.
    ///
    /// ```swift
    /// logger.debug("\(type(of: self), privacy: .public) appeared")
    /// ```
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ String(describing: value()) }, isScalar: false, align: align, privacy: privacy)
    }

    /// Appends an object as it describes itself: private unless marked public.
    ///
    /// ```swift
    /// logger.error("\(nsError)")
    /// ```
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append({ argumentObject().description }, isScalar: false, align: .none, privacy: privacy)
    }

    /// Appends an object as it describes itself, with attributes for the log's viewers:
    /// private unless marked public. The log stores the description; the attributes are
    /// not stored.
    ///
    /// ```swift
    /// logger.error("\(nsError, privacy: .public, attributes: "error")")
    /// ```
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        append({ argumentObject().description }, isScalar: false, align: .none, privacy: privacy)
    }

    /// Appends an error as it describes itself: private unless marked public. (On Apple's
    /// platforms an error is bridged to `NSError` and logged as an object; Linux has no
    /// bridging, so the error has an interpolation of its own.) It is disfavored, so a
    /// value that is also an object (an `NSError`, a `catch let error as NSError`) is
    /// logged as the object, as on Apple's platforms, and one that also describes itself as
    /// that description.
    ///
    /// The attributes, for the log's viewers, are not stored.
    ///
    /// ```swift
    /// logger.error("Save failed: \(error)")
    /// ```
    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append({ String(describing: error()) }, isScalar: false, align: .none, privacy: privacy)
    }
}
#endif
