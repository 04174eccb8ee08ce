import Foundation
import SQLiteStore

/// A type stored in one of SQLite's storage classes (not as JSON).
protocol StoredPrimitive {
    /// The value as the store keeps it.
    var storedValue: StoredValue { get }
    /// The value the store kept, or `nil` when it is not of this type.
    init?(storedValue: StoredValue)
}

extension Optional: StoredPrimitive where Wrapped: StoredPrimitive {
    var storedValue: StoredValue { self?.storedValue ?? .null }
    init?(storedValue: StoredValue) {
        if storedValue == .null { self = .none; return }
        guard let wrapped = Wrapped(storedValue: storedValue) else { return nil }
        self = .some(wrapped)
    }
}

extension Bool: StoredPrimitive {
    var storedValue: StoredValue { .integer(self ? 1 : 0) }
    init?(storedValue: StoredValue) {
        guard case .integer(let value) = storedValue else { return nil }
        self = value != 0
    }
}

extension String: StoredPrimitive {
    var storedValue: StoredValue { .text(self) }
    init?(storedValue: StoredValue) {
        guard case .text(let value) = storedValue else { return nil }
        self = value
    }
}

extension Double: StoredPrimitive {
    var storedValue: StoredValue { .real(self) }
    init?(storedValue: StoredValue) {
        switch storedValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Float: StoredPrimitive {
    var storedValue: StoredValue { .real(Double(self)) }
    init?(storedValue: StoredValue) {
        guard let value = Double(storedValue: storedValue) else { return nil }
        self = Float(value)
    }
}

extension Date: StoredPrimitive {
    var storedValue: StoredValue { .real(timeIntervalSinceReferenceDate) }
    init?(storedValue: StoredValue) {
        guard let seconds = Double(storedValue: storedValue) else { return nil }
        self = Date(timeIntervalSinceReferenceDate: seconds)
    }
}

extension Data: StoredPrimitive {
    var storedValue: StoredValue { .blob(self) }
    init?(storedValue: StoredValue) {
        guard case .blob(let value) = storedValue else { return nil }
        self = value
    }
}

extension UUID: StoredPrimitive {
    var storedValue: StoredValue { .text(uuidString) }
    init?(storedValue: StoredValue) {
        guard case .text(let value) = storedValue, let uuid = UUID(uuidString: value) else { return nil }
        self = uuid
    }
}

extension URL: StoredPrimitive {
    var storedValue: StoredValue { .text(absoluteString) }
    init?(storedValue: StoredValue) {
        guard case .text(let value) = storedValue, let url = URL(string: value) else { return nil }
        self = url
    }
}

extension Decimal: StoredPrimitive {
    var storedValue: StoredValue { .text(description) }
    init?(storedValue: StoredValue) {
        switch storedValue {
        case .text(let value): guard let decimal = Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            self = decimal
        case .integer(let value): self = Decimal(value)
        default: return nil
        }
    }
}

/// Integers of every width are stored as SQLite's 64-bit integer.
protocol StoredInteger: StoredPrimitive, FixedWidthInteger {}

extension StoredInteger {
    var storedValue: StoredValue { .integer(Int64(truncatingIfNeeded: self)) }
    init?(storedValue: StoredValue) {
        guard case .integer(let value) = storedValue, let exact = Self(exactly: value) else { return nil }
        self = exact
    }
}

extension Int: StoredInteger {}
extension Int8: StoredInteger {}
extension Int16: StoredInteger {}
extension Int32: StoredInteger {}
extension Int64: StoredInteger {}
extension UInt: StoredInteger {}
extension UInt8: StoredInteger {}
extension UInt16: StoredInteger {}
extension UInt32: StoredInteger {}

/// How values of one attribute type go to the store and back.
enum AttributeCoding<Value: Codable> {
    /// Whether the type has a storage class of its own (else it is stored as JSON).
    static var isPrimitive: Bool { Value.self is any StoredPrimitive.Type }

    /// `value` as the store keeps it.
    static func encode(_ value: Value) throws -> StoredValue {
        if isPrimitive {
            // An optional without a value casts to no primitive: it is NULL.
            return (value as? any StoredPrimitive)?.storedValue ?? .null
        }
        let data = try JSONEncoder.store.encode(value)
        let text = String(decoding: data, as: UTF8.self)
        return text == "null" ? .null : .text(text)
    }

    /// The value the store kept, or `nil` when it is not a `Value`.
    static func decode(_ stored: StoredValue) -> Value? {
        if let primitive = Value.self as? any StoredPrimitive.Type {
            return primitive.init(storedValue: stored) as? Value
        }
        let text: String
        switch stored {
        case .null: text = "null"
        case .text(let json): text = json
        default: return nil
        }
        return try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}

extension JSONEncoder {
    /// The encoder of composite attributes: keys sorted, so equal values are equal text.
    static var store: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
