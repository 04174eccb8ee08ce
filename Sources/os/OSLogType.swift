#if !canImport(Darwin)
/// The level of a log message — `os`'s `OSLogType`.
///
/// ```swift
/// os_log("Saved", type: .info)
/// ```
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// A level of `rawValue`.
    ///
    /// ```swift
    /// OSLogType(rawValue: 0x10)   // error
    /// ```
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level: information that may result in a failure.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may be helpful, but not essential, for troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debug-level information, useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// Errors seen during execution.
    public static let error = OSLogType(rawValue: 0x10)
    /// Faults: errors in the code itself (a bug).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as Console shows it: `Default`, `Info`, `Debug`, `Error`, `Fault`.
    public var description: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}
#endif
