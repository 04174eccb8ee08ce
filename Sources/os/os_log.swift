#if !canImport(Darwin)
import Foundation

/// Logs a message, written as a `printf` format with arguments — `os`'s `os_log`.
///
/// ```swift
/// os_log("Loaded %d notes for %@", log: log, type: .info, count, user)
/// // the log: Loaded 3 notes for <private>
/// os_log("Opened %{public}@", url.absoluteString)
/// ```
///
/// As on Apple's platforms, `%@` and `%s` arguments are private unless the specifier says
/// `%{public}@`; numbers are public unless it says `%{private}d`. The specifiers are
/// `printf`'s: `%d`, `%i`, `%u`, `%ld`, `%lld`, `%x`, `%X`, `%o`, `%f` (with precision),
/// `%e`, `%g`, `%c`, `%s`, `%@` and `%%`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    LogStore.shared.write(level: type, subsystem: log.subsystem, category: log.category,
                          message: LogFormat.compose(message.description, args))
}

/// Logs a `printf`-format message at `type` — `os`'s `os_log(_:dso:log:_:_:)`.
///
/// ```swift
/// os_log(.error, log: log, "Failed with %d", code)
/// ```
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    LogStore.shared.write(level: type, subsystem: log.subsystem, category: log.category,
                          message: LogFormat.compose(message.description, args))
}

/// Logs an interpolated message at `logLevel`, as ``Logger`` does.
///
/// ```swift
/// os_log(.info, log: log, "Loaded \(count) notes")
/// ```
public func os_log(_ logLevel: OSLogType, dso: UnsafeRawPointer = #dsohandle, log logObject: OSLog = .default,
                   _ message: OSLogMessage) {
    Logger(logObject).log(level: logLevel, message)
}

/// How `os_log` composes a `printf` format with its arguments, privacy included.
enum LogFormat {
    static func compose(_ format: String, _ args: [any CVarArg]) -> String {
        var output = ""
        var arguments = args.makeIterator()
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else { output.append(character); continue }
            if characters.first == "%" { characters.removeFirst(); output.append("%"); continue }
            // %{public}, %{private}, %{private, mask.hash}
            var privacy = OSLogPrivacy.auto
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                let options = String(characters[characters.index(after: characters.startIndex)..<close])
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if options.contains("public") { privacy = .public }
                if options.contains("private") { privacy = options.contains("mask.hash") ? .private(mask: .hash) : .private }
                if options.contains("sensitive") { privacy = options.contains("mask.hash") ? .sensitive(mask: .hash) : .sensitive }
                characters = characters[characters.index(after: close)...]
            }
            // flags, width, precision, length, conversion
            var specifier = "%"
            while let next = characters.first, "-+ #0123456789.*".contains(next) { specifier.append(next); characters.removeFirst() }
            while let next = characters.first, "hlqLzjt".contains(next) { characters.removeFirst() }
            guard let conversion = characters.popFirst() else { output.append(specifier); break }
            let argument = arguments.next()
            let (text, isScalar) = render(argument, specifier: specifier, conversion: conversion)
            output += privacy.stored(text, isScalar: isScalar)
        }
        return output
    }

    /// One argument as `conversion` writes it, and whether it is a scalar (public by default).
    private static func render(_ argument: (any CVarArg)?, specifier: String, conversion: Character) -> (String, Bool) {
        guard let argument else { return ("<decode: missing data>", true) }
        switch conversion {
        case "@", "s", "S":
            return (String(describing: argument), false)
        case "d", "i":
            return (String(format: specifier + "lld", integer(argument)), true)
        case "u", "x", "X", "o":
            return (String(format: specifier + "ll" + String(conversion), UInt64(bitPattern: integer(argument))), true)
        case "c":
            return (integer(argument) >= 0 ? Unicode.Scalar(UInt32(integer(argument))).map { String(Character($0)) } ?? "" : "", true)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return (String(format: specifier + String(conversion), double(argument)), true)
        case "p":
            return (String(format: "0x%llx", UInt64(bitPattern: integer(argument))), true)
        default:
            return (String(describing: argument), false)
        }
    }

    private static func integer(_ argument: any CVarArg) -> Int64 {
        switch argument {
        case let value as any BinaryInteger: Int64(truncatingIfNeeded: value)
        case let value as Double: truncated(value)
        case let value as Float: truncated(Double(value))
        case let value as Bool: value ? 1 : 0
        default: 0
        }
    }

    /// `value` without its fraction, or 0 when it has no `Int64` value (NaN, infinite, too large).
    private static func truncated(_ value: Double) -> Int64 { Int64(exactly: value.rounded(.towardZero)) ?? 0 }

    private static func double(_ argument: any CVarArg) -> Double {
        switch argument {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as any BinaryInteger: Double(Int64(truncatingIfNeeded: value))
        default: 0
        }
    }
}
#endif
