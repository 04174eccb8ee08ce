// A message's header fields, in the order they came, read by name without regard to case
// (RFC 9110, §5.1).

import Foundation

/// Header fields: names and values, in order.
package struct HTTPHeaders: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// One field line.
    package struct Field: Equatable, Sendable {
        /// Its name, as written.
        package var name: String
        /// Its value, without the whitespace around it.
        package var value: String
    }

    /// The fields, in order.
    package private(set) var fields: [Field] = []

    /// No fields.
    package init() {}

    /// These fields, in this order.
    package init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// Adds a field after the others.
    package mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The value of the first field named `name` (any case), if there is one.
    package subscript(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The values of every field named `name` (any case), in order.
    package func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// Whether a field named `name` lists `token` among its comma-separated values, in any
    /// case (`Connection: keep-alive, Upgrade` lists `upgrade`).
    package func lists(_ token: String, in name: String) -> Bool {
        values(name).contains { value in
            value.split(separator: ",").contains { $0.trimmingCharacters(in: [" ", "\t"]).lowercased() == token.lowercased() }
        }
    }
}
