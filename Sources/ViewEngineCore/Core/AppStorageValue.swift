import Foundation

/// A value in a host's app storage, of a kind `@AppStorage` stores.
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.appStorage = ["volume": .int(7), "theme": .string("dark")]
/// ```
public enum AppStorageValue: Hashable, Sendable {
    /// A Boolean.
    case bool(Bool)
    /// An integer (also the raw value of an integer-backed enumeration).
    case int(Int)
    /// A double.
    case double(Double)
    /// A string (also the raw value of a string-backed enumeration).
    case string(String)
    /// A URL.
    case url(URL)
    /// Data.
    case data(Data)
    /// A date.
    case date(Date)
}
