import Foundation
import ViewEngine

/// A base class that implements the behavior for a Core Data model object.
///
/// Subclasses are the classes Xcode generates for a model's entities, or yours:
///
/// ```swift
/// @objc(Book) public class Book: NSManagedObject {}
/// extension Book {
///     @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: "Book") }
///     @NSManaged public var title: String?
/// }
/// ```
///
/// Each object keeps its values by property name (``value(forKey:)``,
/// ``setValue(_:forKey:)``), tells its observers before a value changes
/// (`ObservableObject`, so `@ObservedObject var book: Book` updates a view), and its
/// context records the change for the next save and for undo.
///
/// As with Apple's, the class is not `Identifiable`: the classes Xcode generates add
/// `extension Book: Identifiable {}` (the object's identity is its `id`), which a
/// conformance here would make a redundant-conformance error.
///
/// On Linux `@NSManaged` properties type-check but do not link: Swift emits no accessors
/// for them (on Apple's platforms Core Data supplies them at run time through the
/// Objective-C runtime), so a call of one is an undefined symbol. Write the properties a
/// test runs as computed properties over ``value(forKey:)`` and ``setValue(_:forKey:)``.
open class NSManagedObject: NSObject, ObservableObject {

    /// The entity of the object.
    public let entity: NSEntityDescription
    /// The context the object is in; `nil` once it is deleted and saved, or before it is
    /// inserted.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identifier (temporary until it is saved).
    public internal(set) var objectID: NSManagedObjectID
    var values: [String: Any] = [:]
    var savedValues: [String: Any] = [:]

    /// Creates an object of `entity` and inserts it into `context`.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, key: NSManagedObject.nextTemporaryKey(), temporary: true)
        super.init()
        for attribute in entity.properties.compactMap({ $0 as? NSAttributeDescription }) {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        if let context { context.insert(self) }
    }

    /// Creates an object of the entity this class represents (in the model of the container
    /// loaded last), in no context: `context.insert(_:)` inserts it, and until then it is
    /// saved nowhere (as an app's previews write `Item()`).
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// Creates an object of the entity this class represents and inserts it into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: context.entity(for: Self.self), insertInto: context)
    }

    /// The entity the class represents in the model of the default container (named by
    /// the class).
    open class func entity() -> NSEntityDescription {
        NSManagedObjectContext.entity(named: String(describing: self))
    }

    /// A fetch request of the class's entity (disfavoured: a subclass's own
    /// `fetchRequest() -> NSFetchRequest<Book>`, as Xcode generates it, is the one
    /// `Book.fetchRequest()` calls).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    private static let keys = KeyCounter()
    static func nextTemporaryKey() -> Int64 { keys.next() }

    // MARK: Values

    /// The value of the property named `key`.
    open func value(forKey key: String) -> Any? {
        values[key]
    }

    /// Sets the value of the property named `key`: observers hear that the object will
    /// change, the context records the change (for the save and for undo), and an inverse
    /// relationship is kept in step.
    open func setValue(_ value: Any?, forKey key: String) {
        let old = values[key]
        if let context = managedObjectContext {
            context.willChange(self, key: key, from: old, to: value)
        } else {
            objectWillChange.send()
        }
        values[key] = value
        managedObjectContext?.relationshipChanged(self, key: key, from: old, to: value)
    }

    /// The value at a key path of relationships and a property (`author.name`).
    open func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let object = current as? NSManagedObject else { return nil }
            current = object.values[key]
        }
        return current
    }

    /// The value of `key` without notifying observers (as in a custom accessor).
    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    /// Sets the value of `key` without notifying observers or the context.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// Tells observers the value of `key` is about to change.
    open func willChangeValue(forKey key: String) { objectWillChange.send() }
    /// Tells observers the value of `key` changed.
    open func didChangeValue(forKey key: String) {}
    /// Tells the object a value of `key` is about to be read.
    open func willAccessValue(forKey key: String?) {}
    /// Tells the object a value of `key` was read.
    open func didAccessValue(forKey key: String?) {}

    /// The values of the keys changed since the object was last saved.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for (key, value) in values where !Self.same(value, savedValues[key]) { changed[key] = value }
        return changed
    }

    /// The values of the properties as the store last had them.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return savedValues }
        return savedValues.filter { keys.contains($0.key) }
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a as NSManagedObject, let b as NSManagedObject): return a === b
        case (let a as NSSet, let b as NSSet): return a.isEqual(b)
        case (let a as AnyHashable, let b as AnyHashable): return a == b
        default: return false
        }
    }

    // MARK: State

    /// Whether the object was inserted and not yet saved.
    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    /// Whether the object was changed and not yet saved.
    open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
    /// Whether the object was deleted and not yet saved.
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
    /// Whether the object was inserted, changed or deleted and not yet saved.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether the object's values are not loaded: never, here.
    open var isFault: Bool { false }

    /// Called when the object is inserted into a context: set initial values here.
    open func awakeFromInsert() {}
    /// Called when the object is read from the store.
    open func awakeFromFetch() {}
    /// Called before the object is saved.
    open func willSave() {}
    /// Called after the object was saved.
    open func didSave() {}
    /// Called before the object is turned into a fault (when it is deleted and saved).
    open func willTurnIntoFault() {}
    /// Called after the object turned into a fault.
    open func didTurnIntoFault() {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}

    /// Checks the object's values before it is inserted.
    open func validateForInsert() throws { try validateValues() }
    /// Checks the object's values before a change is saved.
    open func validateForUpdate() throws { try validateValues() }
    /// Checks that the object may be deleted.
    open func validateForDelete() throws {}

    /// Checks that every mandatory property has a value.
    func validateValues() throws {
        for property in entity.properties where !property.isOptional && !property.isTransient {
            let value = values[property.name]
            let empty = value == nil || ((value as? NSSet)?.count == 0 && (property as? NSRelationshipDescription)?.minCount ?? 0 > 0)
            if value == nil || (property is NSRelationshipDescription && empty && (property as? NSRelationshipDescription)?.isToMany == false) {
                throw CoreDataError.validation(NSValidationMissingMandatoryPropertyError,
                                               "\(property.name) is a required value. (\(entity.name ?? "?") \(objectID))")
            }
        }
    }
}

/// The counter of temporary identifiers.
///
/// Invariant (`@unchecked Sendable`): `value` is read and written only under `lock`.
final class KeyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int64 = 0
    func next() -> Int64 { lock.withLock { value += 1; return value } }
}

/// A protocol that any result of a fetch request conforms to: an object, a dictionary, an
/// identifier or a number.
public protocol NSFetchRequestResult {}

extension NSManagedObject: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
