import Foundation

/// A type that describes the schema of an app's models: their entities, with their
/// attributes and relationships.
///
/// ```swift
/// let schema = Schema([Trip.self])
/// schema.entities.map(\.name)                 // ["Trip", "Stop"]: related models come along
/// schema.entitiesByName["Trip"]?.relationships.map(\.name)   // ["stops"]
/// ```
///
/// A model type related to one listed is part of the schema too, as in SwiftData.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class Schema: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The entities, in the order their types were given, each followed by the types it
    /// relates to.
    public let entities: [Entity]
    /// The entities, by name.
    public var entitiesByName: [String: Entity] { Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
    /// The schema's version.
    public let version: Version
    /// The entities' descriptions, in order.
    let infos: [EntityInfo]

    /// Creates a schema of the given model types (and the types they relate to).
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        infos = EntityInfo.closure(of: types)
        entities = infos.map(Entity.init)
        self.version = version
    }

    /// Creates a schema of the given model types (and the types they relate to).
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// Whether two schemas have the same entities, in order, and version.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.entities.map(\.name) == rhs.entities.map(\.name) && lhs.version == rhs.version
    }

    /// Hashes the entities' names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entities.map(\.name))
    }

    /// `Schema(Trip, Stop)`.
    public var description: String { "Schema(\(entities.map(\.name).joined(separator: ", ")))" }

    /// A schema's version: major, minor, patch.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        /// The major version.
        public let major: Int
        /// The minor version.
        public let minor: Int
        /// The patch version.
        public let patch: Int

        /// Creates a version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Orders by major, minor, then patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `1.0.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// A model type in a schema: its attributes and relationships.
    /// Invariant (`@unchecked Sendable`): every stored property is a `let`.
    public final class Entity: Hashable, @unchecked Sendable, CustomStringConvertible {
        /// The entity's name: the model class's name.
        public let name: String
        /// The persisted properties that hold values.
        public let attributes: [Attribute]
        /// The persisted properties that hold models.
        public let relationships: [Relationship]
        /// The sets of properties whose values are unique among the entity's models.
        public let uniquenessConstraints: [[String]]

        /// Every persisted property, attributes first.
        public var properties: [any SchemaProperty] { attributes + relationships }

        init(_ info: EntityInfo) {
            name = info.name
            attributes = info.attributes.map(Attribute.init)
            relationships = info.relationships.map { Relationship($0, inverse: info.inverse(of: $0)?.name) }
            uniquenessConstraints = info.uniqueConstraints
        }

        /// Whether two entities have the same name.
        public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.name == rhs.name }
        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        /// The entity's name.
        public var description: String { name }
    }

    /// A persisted property that holds a value.
    /// Invariant (`@unchecked Sendable`): every stored property is a `let`.
    public final class Attribute: SchemaProperty, Hashable, @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The name of its column in an earlier version (`originalName:`), else its name.
        public let originalName: String
        /// What `@Attribute` asked for.
        public let options: [Option]
        /// The type of the value.
        public let valueType: Any.Type
        /// Whether the value may be `nil`.
        public let isOptional: Bool
        /// Whether the value is unique among the entity's models (`.unique`).
        public var isUnique: Bool { options.contains(.unique) }
        /// `false`: an attribute holds a value.
        public var isRelationship: Bool { false }
        /// `true`.
        public var isAttribute: Bool { true }
        /// Whether it is not stored (`.ephemeral`).
        public var isTransient: Bool { options.contains(.ephemeral) }

        init(_ property: any AttributeProperty) {
            name = property.name
            originalName = property.options.originalName ?? property.name
            options = property.options.attributeOptions
            valueType = property.valueType
            isOptional = property.isOptional
        }

        /// Whether two attributes have the same name and options.
        public static func == (lhs: Attribute, rhs: Attribute) -> Bool { lhs.name == rhs.name && lhs.options == rhs.options }
        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// An option of an attribute.
        public struct Option: Hashable, Sendable, CustomStringConvertible {
            let name: String
            /// The option's name (`unique`).
            public var description: String { name }

            /// Ensures the property's value is unique across all models of the same type: a
            /// model inserted with the value of a saved one updates that one.
            public static let unique = Option(name: "unique")
            /// Stores the value beside the store rather than in it (the headless store keeps
            /// it in its row).
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypts the value in CloudKit (no CloudKit here: recorded).
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Keeps the value in the history when the model is deleted (recorded).
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracks changes to the property but doesn't persist them.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexes the value for Spotlight (recorded).
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// A persisted property that holds related models.
    /// Invariant (`@unchecked Sendable`): every stored property is a `let`.
    public final class Relationship: SchemaProperty, Hashable, @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The name it had in an earlier version (`originalName:`), else its name.
        public let originalName: String
        /// What happens to the related models when the model is deleted.
        public let deleteRule: DeleteRule
        /// The related models' entity name.
        public let destination: String
        /// The name of the inverse relationship on the destination, if there is one.
        public let inverseName: String?
        /// What `@Relationship` asked for.
        public let options: [Option]
        /// The fewest models a to-many relationship holds when saved (0: no minimum).
        public let minimumModelCount: Int?
        /// The most models a to-many relationship holds when saved (0: no maximum).
        public let maximumModelCount: Int?
        /// Whether it holds one model (or none) rather than any number.
        public let isToOneRelationship: Bool
        /// Whether it may hold no model.
        public let isOptional: Bool
        /// Whether its model is unique among the entity's models (`.unique`).
        public var isUnique: Bool { options.contains(.unique) }
        /// `true`: a relationship holds models.
        public var isRelationship: Bool { true }
        /// `false`.
        public var isAttribute: Bool { false }
        /// `false`: relationships are stored.
        public var isTransient: Bool { false }

        init(_ property: any RelationshipProperty, inverse: String?) {
            name = property.name
            originalName = property.options.originalName ?? property.name
            deleteRule = property.options.deleteRule
            destination = String(describing: property.destination)
            inverseName = inverse
            options = property.options.relationshipOptions
            minimumModelCount = property.options.minimumModelCount
            maximumModelCount = property.options.maximumModelCount
            isToOneRelationship = !property.isToMany
            isOptional = property.isOptional
        }

        /// Whether two relationships have the same name, destination and delete rule.
        public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
        }
        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses the deletion while the relationship holds a model: saving fails.
            case deny
            /// Leaves the related models as they are, still referring to the deleted one.
            case noAction
            /// Removes the deleted model from the related models' inverse relationship.
            case nullify
        }

        /// An option of a relationship.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Ensures the related model is unique (a to-one relationship).
            public static let unique = Option(name: "unique")
        }
    }

    /// Key paths whose values are unique together, as `#Unique` declares them.
    public final class Unique<T: PersistentModel> {
        /// The constraints: each a list of key paths unique together.
        public let constraints: [[PartialKeyPath<T>]]

        /// Creates the constraints.
        public init(_ constraints: [PartialKeyPath<T>]...) {
            self.constraints = constraints
        }

        /// The constraints as key paths of any root, for `@Model`'s expansion.
        public var keyPaths: [[AnyKeyPath]] { constraints.map { $0.map { $0 as AnyKeyPath } } }
    }
}

/// A persisted property of an entity: an attribute or a relationship.
public protocol SchemaProperty: AnyObject {
    /// The property's name.
    var name: String { get }
    /// The name the property had in an earlier version of the schema.
    var originalName: String { get }
    /// Whether its value is unique among the entity's models.
    var isUnique: Bool { get }
    /// Whether it holds related models.
    var isRelationship: Bool { get }
    /// Whether it holds a value.
    var isAttribute: Bool { get }
    /// Whether it is not persisted (an `.ephemeral` attribute).
    var isTransient: Bool { get }
    /// Whether it may hold no value.
    var isOptional: Bool { get }
}
