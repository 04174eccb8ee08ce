import Foundation

extension NavigationPath {
    /// A serializable representation of a navigation path.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(path.codable)
    /// let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    ///
    /// Each value is encoded with its type's name and its own JSON, bottom first; decoding
    /// finds the type again by its name, so a path can be restored in the process that
    /// wrote it or in one built from the same code.
    public struct CodableRepresentation: Codable, Equatable {
        /// Each value's type name and JSON text, bottom first.
        var elements: [Element]

        struct Element: Codable, Equatable {
            let type: String
            let json: String
        }

        /// Encodes the values as an unkeyed list of type names and JSON texts.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element.type)
                try container.encode(element.json)
            }
        }

        /// Decodes what ``encode(to:)`` wrote.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [Element] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let json = try container.decode(String.self)
                elements.append(Element(type: type, json: json))
            }
            self.elements = elements
        }

        init(elements: [Element]) { self.elements = elements }
    }

    /// A value that holds the contents of this navigation path in a serializable format,
    /// or `nil` if any value in the path is not `Codable`.
    ///
    /// ```swift
    /// if let codable = path.codable { save(try JSONEncoder().encode(codable)) }
    /// ```
    public var codable: CodableRepresentation? {
        var encoded: [CodableRepresentation.Element] = []
        for element in elements {
            guard let value = element.base as? any Encodable,
                  let name = _mangledTypeName(type(of: element.base)),
                  let data = try? JSONEncoder().encode(value),
                  let json = String(data: data, encoding: .utf8)
            else { return nil }
            encoded.append(.init(type: name, json: json))
        }
        return CodableRepresentation(elements: encoded)
    }

    /// Creates a new navigation path from a serializable version.
    ///
    /// ```swift
    /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    ///
    /// A value whose type is not known to this process, or is no longer `Decodable` and
    /// `Hashable`, ends the path there: the values before it are kept.
    ///
    /// - Parameter codable: A value describing the contents of the new path.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for element in codable.elements {
            guard let type = _typeByName(element.type), let value = Self.decode(element.json, as: type) else { break }
            elements.append(value)
        }
    }

    /// `json` decoded as a value of `type`, if it is `Decodable` and `Hashable`.
    private static func decode(_ json: String, as type: Any.Type) -> AnyHashable? {
        guard let decodable = type as? any Decodable.Type,
              let value = try? JSONDecoder().decode(decodable, from: Data(json.utf8))
        else { return nil }
        return (value as? any Hashable).map { AnyHashable($0) }
    }
}
