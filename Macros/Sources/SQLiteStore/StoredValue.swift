import Foundation

/// A value as a store keeps it: one of SQLite's storage classes.
///
/// An attribute of a type SQLite has a class for is stored in it (`Int` as an integer,
/// `Date` as its seconds since 2001 as a real, `UUID` and `URL` as text, `Data` as a
/// blob); any other `Codable` value (a struct, an enum, an array) as its JSON text. `nil`
/// is SQL's `NULL`.
package enum StoredValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    package var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): "\(value)"
        case .real(let value): "\(value)"
        case .text(let value): "\"\(value)\""
        case .blob(let value): "<\(value.count) bytes>"
        }
    }

    /// The storage class's name, for errors.
    package var className: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
