import Foundation
import Observation
@_spi(Predicates) import ViewEngine

/// An object space to manipulate and track changes to managed objects: it inserts,
/// changes and deletes objects, fetches them, and saves its changes to the persistent
/// store, or rolls them back or undoes them.
///
/// ```swift
/// let book = Book(context: context)
/// book.title = "The Dispossessed"
/// try context.save()
/// ```
open class NSManagedObjectContext: NSObject {

    /// The kinds of queue a context runs on.
    public enum ConcurrencyType: UInt, Sendable {
        /// The main queue (the view context's).
        case mainQueueConcurrencyType = 2
        /// A private queue (a background context's).
        case privateQueueConcurrencyType = 1
    }

    /// The queue the context runs on.
    public let concurrencyType: ConcurrencyType
    /// The coordinator of the stores the context saves to.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.register(self) }
    }
    /// The context's name, for debugging.
    open var name: String?
    /// The context whose objects this one's saves change (not supported: saves go to the
    /// store).
    open var parent: NSManagedObjectContext?
    /// Whether the context takes in what other contexts of its container save.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts between the context and the store are resolved (kept).
    open var mergePolicy: Any = NSMergePolicy.error
    /// The undo manager that records the context's inserts, changes and deletes (`nil`:
    /// none, as for Apple's contexts on iOS).
    open var undoManager: UndoManager?
    /// Whether the context keeps strong references to its objects (always).
    open var retainsRegisteredObjects = true
    /// The transaction author recorded in persistent history (kept).
    open var transactionAuthor: String?

    /// The objects inserted and not yet saved.
    open private(set) var insertedObjects: Set<NSManagedObject> = []
    /// The objects changed and not yet saved.
    open private(set) var updatedObjects: Set<NSManagedObject> = []
    /// The objects deleted and not yet saved.
    open private(set) var deletedObjects: Set<NSManagedObject> = []
    /// The objects the context has: fetched, inserted or changed.
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values).union(insertedObjects) }

    private var registered: [CoreDataStore.ObjectKey: NSManagedObject] = [:]
    let signals = ContextSignals()
    private var applyingUndo = 0

    /// A context of the given concurrency type, with no coordinator yet.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// A context on the main queue.
    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    /// Whether the context has unsaved changes.
    open var hasChanges: Bool {
        signals.access()
        return !(insertedObjects.isEmpty && updatedObjects.isEmpty && deletedObjects.isEmpty)
    }

    var model: NSManagedObjectModel { persistentStoreCoordinator?.managedObjectModel ?? NSManagedObjectModel() }
    var store: CoreDataStore? { persistentStoreCoordinator?.store }

    // MARK: Entities and classes

    /// The entity `type` represents in the context's model (one is made for a class the
    /// model does not name).
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        let name = String(describing: type)
        let entity = model.entities.first { $0.className == name } ?? NSEntityDescription.named(name)
        persistentStoreCoordinator?.noteClass(type, forEntityNamed: entity.name ?? name, replacing: true)
        return entity
    }

    /// The class of `entity`'s objects, as the app made or fetched them.
    func objectClass(of entity: NSEntityDescription) -> NSManagedObject.Type? {
        persistentStoreCoordinator?.objectClass(of: entity)
    }

    /// The entity the default container's model has for a class named `name`.
    static func entity(named name: String) -> NSEntityDescription {
        NSPersistentStoreCoordinator.latestModel?.entities.first { $0.className == name } ?? NSEntityDescription.named(name)
    }

    // MARK: Inserting, changing, deleting

    /// Registers an object to be inserted in the store at the next save.
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || !insertedObjects.contains(object) else { return }
        object.managedObjectContext = self
        if deletedObjects.remove(object) == nil {
            insertedObjects.insert(object)
            object.awakeFromInsert()
        }
        registerUndo(named: "insert") { $0.delete(object) }
        changed()
    }

    /// Marks an object to be deleted from the store at the next save; its relationships'
    /// delete rules apply now (cascade deletes the related objects, nullify takes the
    /// object out of their inverse relationships).
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !deletedObjects.contains(object) else { return }
        object.prepareForDeletion()
        if insertedObjects.remove(object) != nil {
            registerUndo(named: "delete") { $0.insert(object) }
        } else {
            deletedObjects.insert(object)
            updatedObjects.remove(object)
            registerUndo(named: "delete") { $0.undelete(object) }
        }
        for relationship in object.entity.properties.compactMap({ $0 as? NSRelationshipDescription }) {
            let related = PredicateFormatExpression.elements(object.values[relationship.name]).compactMap { $0 as? NSManagedObject }
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for target in related { delete(target) }
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship {
                    for target in related where !deletedObjects.contains(target) { remove(object, from: target, inverse) }
                }
            case .denyDeleteRule, .noActionDeleteRule:
                break
            }
        }
        changed()
    }

    private func undelete(_ object: NSManagedObject) {
        deletedObjects.remove(object)
        changed()
    }

    /// Records a change of `key` of `object` (called before the value is set).
    func willChange(_ object: NSManagedObject, key: String, from old: Any?, to new: Any?) {
        object.objectWillChange.send()
        if !insertedObjects.contains(object), !deletedObjects.contains(object) { updatedObjects.insert(object) }
        registerUndo(named: "change") { _ in object.setValue(old, forKey: key) }
        changed()
    }

    /// Keeps the inverse of a relationship in step after `key` of `object` changed.
    func relationshipChanged(_ object: NSManagedObject, key: String, from old: Any?, to new: Any?) {
        guard let relationship = object.entity.relationshipsByName[key], let inverse = relationship.inverseRelationship else { return }
        let before = Set(PredicateFormatExpression.elements(old).compactMap { ($0 as? NSManagedObject).map(ObjectIdentifier.init) })
        let oldObjects = PredicateFormatExpression.elements(old).compactMap { $0 as? NSManagedObject }
        let newObjects = PredicateFormatExpression.elements(new).compactMap { $0 as? NSManagedObject }
        let after = Set(newObjects.map(ObjectIdentifier.init))
        for target in oldObjects where !after.contains(ObjectIdentifier(target)) { remove(object, from: target, inverse) }
        for target in newObjects where !before.contains(ObjectIdentifier(target)) { add(object, to: target, inverse) }
    }

    private func add(_ object: NSManagedObject, to target: NSManagedObject, _ inverse: NSRelationshipDescription) {
        if inverse.isToMany {
            let set = (target.values[inverse.name] as? NSSet) ?? NSSet()
            guard !set.contains(object) else { return }
            trackInverse(target, inverse.name)
            target.values[inverse.name] = set.adding(object) as NSSet
        } else {
            if let previous = target.values[inverse.name] as? NSManagedObject, previous !== object,
               let forward = inverse.inverseRelationship {
                remove(target, from: previous, forward)
            }
            trackInverse(target, inverse.name)
            target.values[inverse.name] = object
        }
    }

    private func remove(_ object: NSManagedObject, from target: NSManagedObject, _ inverse: NSRelationshipDescription) {
        if inverse.isToMany {
            guard let set = target.values[inverse.name] as? NSSet, set.contains(object) else { return }
            trackInverse(target, inverse.name)
            let rest = NSMutableSet(set: set)
            rest.remove(object)
            target.values[inverse.name] = NSSet(set: rest)
        } else if (target.values[inverse.name] as? NSManagedObject) === object {
            trackInverse(target, inverse.name)
            target.values[inverse.name] = nil
        }
    }

    private func trackInverse(_ target: NSManagedObject, _ key: String) {
        target.objectWillChange.send()
        if target.managedObjectContext === self, !insertedObjects.contains(target), !deletedObjects.contains(target) {
            updatedObjects.insert(target)
        }
    }

    func changed() {
        signals.version += 1
        signals.hasChanges = !(insertedObjects.isEmpty && updatedObjects.isEmpty && deletedObjects.isEmpty)
    }

    // MARK: Undo

    private func registerUndo(named name: String, _ undo: @escaping (NSManagedObjectContext) -> Void) {
        guard let undoManager else { return }
        undoManager.registerUndo(withTarget: self) { context in undo(context) }
    }

    /// Undoes the latest group of changes (the undo manager's).
    open func undo() { undoManager?.undo() }
    /// Redoes the latest undone group of changes.
    open func redo() { undoManager?.redo() }

    // MARK: Objects by identifier

    /// The object with `objectID` in this context, read from the store when needed.
    ///
    /// - Throws: ``CoreDataError`` when the store has no such object.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let inserted = insertedObjects.first(where: { $0.objectID == objectID }) { return inserted }
        let key = CoreDataStore.ObjectKey(entity: objectID.entity.name ?? "", key: objectIDKey(objectID))
        guard let object = materialize(key) else {
            throw CoreDataError(133000, "The object with ID \(objectID) does not exist in the store.")
        }
        return object
    }

    /// The object with `objectID` (as ``existingObject(with:)``; a new, empty object of its
    /// entity when the store has none).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        (try? existingObject(with: objectID)) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    func objectIDKey(_ id: NSManagedObjectID) -> Int64 { id.isTemporaryID ? -1 : keyOf(id) }
    private func keyOf(_ id: NSManagedObjectID) -> Int64 { Int64(id.uriRepresentation().lastPathComponent.dropFirst()) ?? -1 }

    /// The context's object for a saved row, made from the row when the context has none.
    func materialize(_ key: CoreDataStore.ObjectKey) -> NSManagedObject? {
        if let object = registered[key] { return object }
        guard let row = store?.row(key) else { return nil }
        let entity = model.entitiesByName[key.entity] ?? NSEntityDescription.named(key.entity)
        let type = objectClass(of: entity) ?? NSManagedObject.self
        let object = type.init(entity: entity, insertInto: nil)
        object.objectID = NSManagedObjectID(entity: entity, key: key.key, temporary: false)
        object.managedObjectContext = self
        registered[key] = object
        object.values = [:]
        load(row, into: object)
        object.awakeFromFetch()
        return object
    }

    private func load(_ row: [String: CoreDataStore.StoredField], into object: NSManagedObject) {
        var values: [String: Any] = [:]
        for (name, field) in row {
            switch field {
            case .value(let value): values[name] = value
            case .toOne(let key): values[name] = materialize(key)
            case .toMany(let keys): values[name] = NSSet(array: keys.compactMap { materialize($0) })
            }
        }
        object.values = values
        object.savedValues = values
    }

    // MARK: Fetching

    /// The objects that match the request: the saved ones (as this context has them) and
    /// the unsaved ones it inserted, less those it deleted, filtered by the predicate,
    /// sorted, offset and limited.
    ///
    /// - Throws: ``CoreDataError`` when the request names no entity of the model, or its
    ///   predicate or sort descriptors cannot be evaluated (a format that does not parse, a
    ///   key path the entity does not have), in Core Data's words.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        if let type = T.self as? NSManagedObject.Type, request.entityName == nil {
            request.entityName = entity(for: type).name
        }
        let objects = try matching(request)
        if request.resultType.contains(.managedObjectIDResultType) {
            return objects.compactMap { $0.objectID as? T }
        }
        return objects.compactMap { $0 as? T }
    }

    /// The number of objects that match the request.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matching(request).count
    }

    private func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        signals.access()
        guard let name = request.entityName ?? request.entity?.name else {
            throw CoreDataError.unsupportedFetch("NSFetchRequest could not locate an NSEntityDescription for entity name '(null)'")
        }
        guard let entity = model.entitiesByName[name] ?? (model.entities.isEmpty ? NSEntityDescription.named(name) : nil) else {
            throw CoreDataError.unsupportedFetch("NSFetchRequest could not locate an NSEntityDescription for entity name '\(name)'")
        }
        if let type = T.self as? NSManagedObject.Type, type != NSManagedObject.self {
            persistentStoreCoordinator?.noteClass(type, forEntityNamed: name, replacing: false)
        }
        var objects: [NSManagedObject] = (store?.keys(of: name) ?? []).compactMap {
            materialize(CoreDataStore.ObjectKey(entity: name, key: $0))
        }
        if request.includesPendingChanges {
            objects.removeAll { deletedObjects.contains($0) }
            objects += insertedObjects.filter { $0.entity.name == entity.name }.sorted { $0.objectID.hash < $1.objectID.hash }
        }
        if let predicate = request.predicate {
            do {
                objects = try PredicateErrors.collecting { objects.filter { predicate.evaluate(with: $0) } }
            } catch {
                throw CoreDataError.unsupportedFetch("\(error)")
            }
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = try FetchSorting.sort(objects, by: descriptors, entity: entity)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    // MARK: Saving

    /// Attempts to commit unsaved changes to the store: inserted objects get permanent
    /// identifiers, changed ones write their values, deleted ones leave the store and the
    /// context. Validation runs first (mandatory values, the deny delete rule); when it
    /// fails, or the store refuses the write, nothing is saved and the context keeps its
    /// changes.
    open func save() throws {
        guard hasChanges else { return }
        for object in insertedObjects { try object.validateForInsert() }
        for object in updatedObjects { try object.validateForUpdate() }
        for object in deletedObjects {
            try object.validateForDelete()
            for relationship in object.entity.properties.compactMap({ $0 as? NSRelationshipDescription })
                where relationship.deleteRule == .denyDeleteRule {
                let held = PredicateFormatExpression.elements(object.values[relationship.name]).compactMap { $0 as? NSManagedObject }
                    .filter { !deletedObjects.contains($0) }
                if !held.isEmpty {
                    throw CoreDataError.validation(NSValidationRelationshipDeniedDeleteError,
                                                   "\(object.entity.name ?? "?") cannot be deleted: its relationship '\(relationship.name)' has the Deny delete rule and holds \(held.count) object\(held.count == 1 ? "" : "s"). Nothing was saved.")
                }
            }
        }
        guard let store else {
            throw CoreDataError(NSPersistentStoreSaveError, "This NSPersistentStoreCoordinator has no persistent stores (unknown). It cannot perform a save operation.")
        }
        let saving = insertedObjects.union(updatedObjects)
        for object in saving { object.willSave() }
        var keys: [ObjectIdentifier: CoreDataStore.ObjectKey] = [:]
        for object in insertedObjects {
            keys[ObjectIdentifier(object)] = CoreDataStore.ObjectKey(entity: object.entity.name ?? "", key: store.newKey())
        }
        func key(of object: NSManagedObject) -> CoreDataStore.ObjectKey? {
            if let key = keys[ObjectIdentifier(object)] { return key }
            guard !object.objectID.isTemporaryID else { return nil }
            return CoreDataStore.ObjectKey(entity: object.entity.name ?? "", key: keyOf(object.objectID))
        }
        var writes: [(CoreDataStore.ObjectKey, [String: CoreDataStore.StoredField])] = []
        for object in saving {
            guard let objectKey = key(of: object) else { continue }
            var row: [String: CoreDataStore.StoredField] = [:]
            for (name, value) in object.values {
                guard object.entity.propertiesByName[name]?.isTransient != true else { continue }
                if let relationship = object.entity.relationshipsByName[name] {
                    let targets = PredicateFormatExpression.elements(value).compactMap { $0 as? NSManagedObject }
                        .filter { !deletedObjects.contains($0) }.compactMap(key(of:))
                    row[name] = relationship.isToMany ? .toMany(targets) : targets.first.map(CoreDataStore.StoredField.toOne)
                } else if let value = value as Any? {
                    row[name] = .value(value)
                }
            }
            writes.append((objectKey, row))
        }
        let deletes = deletedObjects.compactMap(key(of:))
        try store.apply(writes: writes, deletes: deletes, model: model)
        for object in insertedObjects {
            guard let objectKey = keys[ObjectIdentifier(object)] else { continue }
            object.objectID = NSManagedObjectID(entity: object.entity, key: objectKey.key, temporary: false)
            registered[objectKey] = object
        }
        for object in deletedObjects {
            if let objectKey = key(of: object) { registered[objectKey] = nil }
            object.willTurnIntoFault()
            object.managedObjectContext = nil
            object.didTurnIntoFault()
        }
        for object in saving {
            object.savedValues = object.values
            object.didSave()
        }
        let saved = (inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        changed()
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: [
            NSInsertedObjectsKey: saved.inserted, NSUpdatedObjectsKey: saved.updated, NSDeletedObjectsKey: saved.deleted,
        ])
        persistentStoreCoordinator?.contextSaved(self, writes: writes.map(\.0), deletes: deletes)
    }

    /// Takes in another context's save: the objects it changed are read again, those it
    /// deleted leave this context.
    func merge(writes: [CoreDataStore.ObjectKey], deletes: [CoreDataStore.ObjectKey]) {
        for key in writes {
            guard let object = registered[key], let row = store?.row(key), !updatedObjects.contains(object) else { continue }
            object.objectWillChange.send()
            load(row, into: object)
        }
        for key in deletes {
            guard let object = registered.removeValue(forKey: key) else { continue }
            object.managedObjectContext = nil
        }
        changed()
    }

    /// Deletes saved objects from the store at once (a batch delete): their rows leave the
    /// store and the objects leave this context.
    func batchDelete(_ objects: [NSManagedObject]) throws {
        guard let store else { return }
        let keys = objects.map { CoreDataStore.ObjectKey(entity: $0.entity.name ?? "", key: keyOf($0.objectID)) }
        try store.apply(writes: [], deletes: keys, model: model)
        for (object, key) in zip(objects, keys) {
            registered[key] = nil
            updatedObjects.remove(object)
            deletedObjects.remove(object)
            object.managedObjectContext = nil
        }
        changed()
        persistentStoreCoordinator?.contextSaved(self, writes: [], deletes: keys)
    }

    /// Discards every unsaved change: inserted objects leave, changed and deleted ones get
    /// their saved values back; the undo stack is emptied.
    open func rollback() {
        for object in insertedObjects { object.managedObjectContext = nil }
        for object in updatedObjects.union(deletedObjects) {
            object.objectWillChange.send()
            object.values = object.savedValues
        }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        undoManager?.removeAllActions()
        changed()
    }

    /// Forgets every object: the context is as new (unsaved changes are lost).
    open func reset() {
        rollback()
        registered = [:]
        changed()
    }

    /// Reads the object's values from the store again (`mergeChanges: true` keeps its
    /// unsaved changes).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard !flag, !object.objectID.isTemporaryID, let row = store?.row(CoreDataStore.ObjectKey(entity: object.entity.name ?? "", key: keyOf(object.objectID))) else { return }
        object.objectWillChange.send()
        load(row, into: object)
        updatedObjects.remove(object)
        changed()
    }

    /// Reads every object's values from the store again.
    open func refreshAllObjects() {
        for object in registered.values { refresh(object, mergeChanges: false) }
    }

    // MARK: Queues

    /// Runs `block` on the context's queue: here, at once.
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` on the context's queue and waits: here, at once.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` on the context's queue and returns its result.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    /// Runs `block` on the context's queue and returns its result.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    /// When a `perform` block runs.
    public enum ScheduledTaskType: Sendable {
        /// At once.
        case immediate
        /// Later, in the queue's order.
        case enqueued
    }
}

/// What views observe of a context: a count of its changes (a `@FetchRequest` fetches
/// again when it moves) and whether it has unsaved changes.
@Observable
final class ContextSignals {
    /// Moves at every change of the context's objects or store.
    var version = 0
    /// Whether the context has unsaved changes.
    var hasChanges = false
    /// Records a read of the context by the body being evaluated.
    func access() { _ = version }
}

/// How a context resolves conflicts between its changes and the store's (kept: one
/// container's contexts here never conflict, a save writes the context's values): a final
/// class whose one stored property is a `let` `String`, so the compiler checks that it is
/// `Sendable`.
public final class NSMergePolicy: NSObject, Sendable {
    /// The policy's name.
    public let name: String
    init(name: String) { self.name = name }
    /// Conflicting changes fail the save.
    public static let error = NSMergePolicy(name: "error")
    /// The context's values win, property by property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    /// The store's values win, property by property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(name: "overwrite")
    /// The context's changes are discarded.
    public static let rollback = NSMergePolicy(name: "rollback")
}

/// The merge policy that refuses conflicting changes.
public let NSErrorMergePolicy: NSMergePolicy = .error
/// The merge policy in which the context's changes win over the store's.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
/// The merge policy in which the store's changes win over the context's.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
/// The merge policy in which the context's objects replace the store's.
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
/// The merge policy that discards the context's changes.
public let NSRollbackMergePolicy: NSMergePolicy = .rollback

/// The key of the inserted objects in a did-save notification's user info.
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects in a did-save notification's user info.
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects in a did-save notification's user info.
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
    /// Posted by a context after it saved.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context when its objects changed.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}
