/// A Core Data model as Xcode keeps it in a `.xcdatamodeld` folder: its entities, each with
/// its attributes and relationships and the code Xcode generates for it. Plain values, read
/// by ``DataModel/init(contentsOf:)``: the `CoreData` module builds its entity descriptions
/// from them, and ``ManagedObjectSource`` writes the classes Xcode would generate.
public struct DataModel: Hashable, Sendable {
    /// The entities, in the model file's order.
    public var entities: [Entity]

    /// A model of `entities`.
    public init(entities: [Entity]) {
        self.entities = entities
    }

    /// The entity named `name`, if the model has one.
    public func entity(named name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// What Xcode generates for an entity: its "Codegen" setting in the model editor.
    public enum CodeGeneration: String, Hashable, Sendable {
        /// "Class Definition": the class and its properties (`codeGenerationType="class"`).
        case classDefinition = "class"
        /// "Category/Extension": the properties only; the app declares the class.
        case category
        /// "Manual/None": nothing; the app declares the class and its properties.
        case manual
    }

    /// An entity: a kind of object the model stores.
    public struct Entity: Hashable, Sendable {
        /// The entity's name (`Book`).
        public var name: String
        /// The name of the class that represents it, without the leading `.` with which
        /// Xcode marks "the current module" (`representedClassName`; the name if none).
        public var className: String
        /// The parent entity's name, if the entity inherits one.
        public var parentName: String?
        /// Whether the entity is abstract (no object of it alone is made).
        public var isAbstract: Bool
        /// What Xcode generates for it.
        public var codeGeneration: CodeGeneration
        /// The attributes, in the model file's order.
        public var attributes: [Attribute]
        /// The relationships, in the model file's order.
        public var relationships: [Relationship]

        /// An entity of `name` with no properties, its class named as it is.
        public init(name: String, className: String? = nil, parentName: String? = nil, isAbstract: Bool = false,
                    codeGeneration: CodeGeneration = .manual, attributes: [Attribute] = [], relationships: [Relationship] = []) {
            self.name = name
            self.className = className ?? name
            self.parentName = parentName
            self.isAbstract = isAbstract
            self.codeGeneration = codeGeneration
            self.attributes = attributes
            self.relationships = relationships
        }
    }

    /// An attribute: a value of an entity's objects.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name.
        public var name: String
        /// Its type, as the model file names it (`String`, `Integer 16`, `Transformable`).
        public var type: String
        /// Whether an object may leave it without a value.
        public var isOptional: Bool
        /// Whether it is kept in memory only, never saved.
        public var isTransient: Bool
        /// Whether Xcode's generated property is a Swift scalar (`Int16`, `Bool`) rather
        /// than an `NSNumber` ("Use Scalar Type").
        public var usesScalarValueType: Bool
        /// Its default value as the model file writes it (`0`, `NO`), if it has one.
        public var defaultValue: String?
        /// The class of a transformable value (`[String]`, `UIColor`), if the model names one.
        public var customClassName: String?

        /// An attribute of `name` and `type`.
        public init(name: String, type: String, isOptional: Bool = true, isTransient: Bool = false,
                    usesScalarValueType: Bool = false, defaultValue: String? = nil, customClassName: String? = nil) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
            self.isTransient = isTransient
            self.usesScalarValueType = usesScalarValueType
            self.defaultValue = defaultValue
            self.customClassName = customClassName
        }
    }

    /// A relationship: objects of another entity that an object refers to.
    public struct Relationship: Hashable, Sendable {
        /// The relationship's name.
        public var name: String
        /// The name of the entity it refers to.
        public var destination: String
        /// Whether it refers to any number of objects (a set), not at most one.
        public var isToMany: Bool
        /// Whether a to-many relationship keeps its objects in order.
        public var isOrdered: Bool
        /// Whether an object may leave it empty.
        public var isOptional: Bool
        /// The fewest objects a to-many relationship holds (0: no lower bound).
        public var minCount: Int
        /// The most objects it holds (0: no upper bound; 1 for a to-one relationship).
        public var maxCount: Int
        /// What deleting the object does to the ones it refers to: `Nullify`, `Cascade`,
        /// `Deny` or `No Action`, as the model file writes it.
        public var deletionRule: String
        /// The name of the relationship of the destination that refers back, if any.
        public var inverseName: String?

        /// A relationship of `name` to `destination`.
        public init(name: String, destination: String, isToMany: Bool = false, isOrdered: Bool = false,
                    isOptional: Bool = true, minCount: Int = 0, maxCount: Int? = nil,
                    deletionRule: String = "Nullify", inverseName: String? = nil) {
            self.name = name
            self.destination = destination
            self.isToMany = isToMany
            self.isOrdered = isOrdered
            self.isOptional = isOptional
            self.minCount = minCount
            self.maxCount = maxCount ?? (isToMany ? 0 : 1)
            self.deletionRule = deletionRule
            self.inverseName = inverseName
        }
    }
}
