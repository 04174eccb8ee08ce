import Foundation

/// A type an entity's identifier may have: the system keeps identifiers as strings.
///
/// ```swift
/// UUID.entityIdentifier(for: id.entityIdentifierString) == id   // true
/// ```
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for; `nil` when it stands for none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
    /// The string itself.
    ///
    /// ```swift
    /// String.entityIdentifier(for: "a")   // "a"
    /// ```
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID's string.
    public var entityIdentifierString: String { uuidString }
    /// The UUID a string spells; `nil` for another string.
    ///
    /// ```swift
    /// UUID.entityIdentifier(for: "not a uuid")   // nil
    /// ```
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

extension Int: EntityIdentifierConvertible {
    /// The number, in decimal.
    public var entityIdentifierString: String { String(self) }
    /// The number a string spells in decimal; `nil` for another string.
    ///
    /// ```swift
    /// Int.entityIdentifier(for: "42")   // 42
    /// ```
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

/// One entity, named by its type and its identifier (what the system keeps of it).
///
/// ```swift
/// let identifier = EntityIdentifier(for: backyard)
/// identifier.instanceIdentifier   // backyard.id.uuidString
/// ```
public struct EntityIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The entity's type's name.
    public let typeIdentifier: String
    /// The entity's identifier, as a string.
    public let instanceIdentifier: String

    /// The identifier of `entity`.
    ///
    /// ```swift
    /// EntityIdentifier(for: backyard)
    /// ```
    public init<Entity: AppEntity>(for entity: Entity) {
        self.init(for: Entity.self, identifier: entity.id)
    }

    /// The identifier of the entity of type `entityType` whose identifier is `identifier`.
    ///
    /// ```swift
    /// EntityIdentifier(for: BackyardEntity.self, identifier: id)
    /// ```
    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
        typeIdentifier = "\(Entity.self)"
        instanceIdentifier = identifier.entityIdentifierString
    }

    /// "Type/identifier".
    public var description: String { "\(typeIdentifier)/\(instanceIdentifier)" }
}
