import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A programmatic representation of the `.xcdatamodeld` file describing your objects: its
/// entities, their attributes and relationships.
///
/// ```swift
/// let model = try NSManagedObjectModel(modelAt: URL(fileURLWithPath: "Bookworm.xcdatamodeld"))
/// model.entitiesByName["Book"]?.attributesByName.keys   // author, genre, rating, title...
/// ```
///
/// A model is read from the XML Xcode keeps in the model's folder (its current version's
/// `contents` file), as Xcode compiles it into the app.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): `entityList`, the
/// one mutable field, is read and written only under `lock`.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var entityList: [NSEntityDescription] = []

    /// The entities of the model.
    open var entities: [NSEntityDescription] {
        get { lock.withLock { entityList } }
        set {
            lock.withLock { entityList = newValue }
            for entity in newValue { entity.managedObjectModel = self }
        }
    }

    /// The entities of the model, by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// An empty model.
    public override init() { super.init() }

    /// The model in a `.xcdatamodeld` folder (its current version), a `.xcdatamodel` folder,
    /// or a `contents` file; `nil` when it cannot be read (as Apple's `init?(contentsOf:)`).
    public convenience init?(contentsOf url: URL) {
        guard let model = try? NSManagedObjectModel(modelAt: url) else { return nil }
        self.init()
        entities = model.entities
    }

    /// The model in a `.xcdatamodeld` folder (its current version), a `.xcdatamodel` folder,
    /// or a `contents` file.
    ///
    /// - Throws: ``CoreDataError`` saying what is wrong: no such file, or XML that is not a
    ///   Core Data model.
    public convenience init(modelAt url: URL) throws {
        self.init()
        entities = try ModelReader.read(url)
    }

    /// The models of `bundles` (or the main bundle) merged: every `.xcdatamodeld` found.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let urls = (bundles ?? [.main]).flatMap { ModelReader.models(in: $0.resourceURL ?? $0.bundleURL) }
        guard !urls.isEmpty else { return nil }
        let merged = NSManagedObjectModel()
        merged.entities = urls.compactMap { try? ModelReader.read($0) }.flatMap { $0 }
        return merged
    }
}

/// A description of an entity in Core Data: its name, class, attributes and relationships.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): every mutable
/// field is in `state`, read and written only under `lock`.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var state = State()

    private struct State {
        var name: String?
        var managedObjectClassName: String?
        weak var managedObjectModel: NSManagedObjectModel?
        var properties: [NSPropertyDescription] = []
    }

    /// The entity's name.
    open var name: String? {
        get { lock.withLock { state.name } }
        set { lock.withLock { state.name = newValue } }
    }
    /// The name of the class that represents the entity (`Book`, or `.Book` in the current
    /// module).
    open var managedObjectClassName: String! {
        get { lock.withLock { state.managedObjectClassName } }
        set { lock.withLock { state.managedObjectClassName = newValue } }
    }
    /// The model the entity belongs to.
    open internal(set) var managedObjectModel: NSManagedObjectModel? {
        get { lock.withLock { state.managedObjectModel } }
        set { lock.withLock { state.managedObjectModel = newValue } }
    }
    /// The entity's properties: attributes and relationships, in the model's order.
    open var properties: [NSPropertyDescription] {
        get { lock.withLock { state.properties } }
        set { lock.withLock { state.properties = newValue } }
    }

    /// An empty description.
    public override init() { super.init() }

    /// The entity's attributes, by name.
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The entity's relationships, by name.
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The entity's properties, by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The entity named `entityName` in the model of `context`'s container.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entitiesByName[entityName]
    }

    /// Creates an object of the entity named `entityName` and inserts it into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = context.model.entitiesByName[entityName] ?? NSEntityDescription.named(entityName)
        let type = context.objectClass(of: entity) ?? NSManagedObject.self
        return type.init(entity: entity, insertInto: context)
    }

    static func named(_ name: String) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = name
        return entity
    }

    /// The class name without its module (`Bookworm.Book` and `.Book` are `Book`).
    var className: String {
        let name = managedObjectClassName ?? self.name ?? ""
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// A description of a property of an entity: an attribute or a relationship.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): every mutable
/// field is in `state`, read and written only under `lock`.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// invariant: read and written under `lock`.
    private var state = State()

    private struct State {
        var name = ""
        var isOptional = true
        var isTransient = false
        weak var entity: NSEntityDescription?
    }

    /// The property's name.
    open var name: String {
        get { lock.withLock { state.name } }
        set { lock.withLock { state.name = newValue } }
    }
    /// Whether the property may have no value.
    open var isOptional: Bool {
        get { lock.withLock { state.isOptional } }
        set { lock.withLock { state.isOptional = newValue } }
    }
    /// Whether the property is not saved.
    open var isTransient: Bool {
        get { lock.withLock { state.isTransient } }
        set { lock.withLock { state.isTransient = newValue } }
    }
    /// The entity the property belongs to.
    open internal(set) var entity: NSEntityDescription? {
        get { lock.withLock { state.entity } }
        set { lock.withLock { state.entity = newValue } }
    }
}

/// The types of attribute values.
public enum NSAttributeType: UInt, Sendable {
    /// No type.
    case undefinedAttributeType = 0
    /// A 16-bit integer.
    case integer16AttributeType = 100
    /// A 32-bit integer.
    case integer32AttributeType = 200
    /// A 64-bit integer.
    case integer64AttributeType = 300
    /// A decimal number.
    case decimalAttributeType = 400
    /// A double.
    case doubleAttributeType = 500
    /// A float.
    case floatAttributeType = 600
    /// A string.
    case stringAttributeType = 700
    /// A Boolean.
    case booleanAttributeType = 800
    /// A date.
    case dateAttributeType = 900
    /// Binary data.
    case binaryDataAttributeType = 1000
    /// A UUID.
    case UUIDAttributeType = 1100
    /// A URI.
    case URIAttributeType = 1200
    /// A value a transformer stores.
    case transformableAttributeType = 1800
    /// An object identifier.
    case objectIDAttributeType = 2000
}

/// A description of an attribute of an entity: its name, type, default and optionality.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): the fields it adds
/// are in `attributeState`, read and written only under `attributeLock` (its superclass
/// guards its own).
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    private let attributeLock = NSLock()
    /// invariant: read and written under `attributeLock`.
    private var attributeState = AttributeState()

    private struct AttributeState {
        var attributeType = NSAttributeType.undefinedAttributeType
        var defaultValue: Any?
        var usesScalarValueType = false
    }

    /// The type of the attribute's values.
    open var attributeType: NSAttributeType {
        get { attributeLock.withLock { attributeState.attributeType } }
        set { attributeLock.withLock { attributeState.attributeType = newValue } }
    }
    /// The value a new object has.
    open var defaultValue: Any? {
        get { attributeLock.withLock { attributeState.defaultValue } }
        set { attributeLock.withLock { attributeState.defaultValue = newValue } }
    }
    /// Whether the app's class reads the value as a Swift scalar (`Int16`, `Bool`) rather
    /// than an `NSNumber`.
    open var usesScalarValueType: Bool {
        get { attributeLock.withLock { attributeState.usesScalarValueType } }
        set { attributeLock.withLock { attributeState.usesScalarValueType = newValue } }
    }
}

/// The rules that decide what happens to the objects a relationship holds when its
/// object is deleted.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing happens to them.
    case noActionDeleteRule = 0
    /// Their inverse relationships stop holding the deleted object.
    case nullifyDeleteRule = 1
    /// They are deleted too.
    case cascadeDeleteRule = 2
    /// The delete fails while the relationship holds objects.
    case denyDeleteRule = 3
}

/// A description of a relationship of an entity: its destination, inverse, delete rule
/// and whether it holds one object or many.
///
/// Invariant (`@unchecked Sendable`, needed because the class is open): the fields it adds
/// are in `relationshipState`, read and written only under `relationshipLock` (its
/// superclass guards its own).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    private let relationshipLock = NSLock()
    /// invariant: read and written under `relationshipLock`.
    private var relationshipState = RelationshipState()

    private struct RelationshipState {
        var destinationEntity: NSEntityDescription?
        var inverseRelationship: NSRelationshipDescription?
        var deleteRule = NSDeleteRule.nullifyDeleteRule
        var maxCount = 1
        var minCount = 0
        var isOrdered = false
        var destinationName = ""
        var inverseName: String?
    }

    /// The entity the relationship holds objects of.
    open var destinationEntity: NSEntityDescription? {
        get { relationshipLock.withLock { relationshipState.destinationEntity } }
        set { relationshipLock.withLock { relationshipState.destinationEntity = newValue } }
    }
    /// The relationship of the destination that holds this one's objects.
    open var inverseRelationship: NSRelationshipDescription? {
        get { relationshipLock.withLock { relationshipState.inverseRelationship } }
        set { relationshipLock.withLock { relationshipState.inverseRelationship = newValue } }
    }
    /// What deleting the object does to the related objects.
    open var deleteRule: NSDeleteRule {
        get { relationshipLock.withLock { relationshipState.deleteRule } }
        set { relationshipLock.withLock { relationshipState.deleteRule = newValue } }
    }
    /// The most objects the relationship holds (1 for a to-one relationship).
    open var maxCount: Int {
        get { relationshipLock.withLock { relationshipState.maxCount } }
        set { relationshipLock.withLock { relationshipState.maxCount = newValue } }
    }
    /// The fewest objects the relationship holds.
    open var minCount: Int {
        get { relationshipLock.withLock { relationshipState.minCount } }
        set { relationshipLock.withLock { relationshipState.minCount = newValue } }
    }
    /// Whether the relationship holds many objects.
    open var isToMany: Bool { maxCount != 1 }
    /// Whether a to-many relationship keeps its order.
    open var isOrdered: Bool {
        get { relationshipLock.withLock { relationshipState.isOrdered } }
        set { relationshipLock.withLock { relationshipState.isOrdered = newValue } }
    }

    var destinationName: String {
        get { relationshipLock.withLock { relationshipState.destinationName } }
        set { relationshipLock.withLock { relationshipState.destinationName = newValue } }
    }
    var inverseName: String? {
        get { relationshipLock.withLock { relationshipState.inverseName } }
        set { relationshipLock.withLock { relationshipState.inverseName = newValue } }
    }
}
