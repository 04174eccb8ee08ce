import Foundation
import ViewEngine

/// An object that enables you to fetch, insert, and delete models, and save any changes
/// to disk.
///
/// ```swift
/// let context = ModelContext(container)
/// context.insert(Trip(name: "Paris"))
/// context.hasChanges                                   // true
/// try context.save()
/// try context.fetch(FetchDescriptor<Trip>()).count    // 1
/// ```
///
/// A context keeps one instance per stored model. Its inserts, deletes and changes stay
/// in memory until it saves them, in one transaction, to the store; ``rollback()``
/// discards them. The other contexts of the container are told of a save: they read the
/// changed values into the models they have (keeping their own unsaved changes), and
/// their `@Query` views update. A context is used from one thread at a time (the main
/// context from the main actor); one made on another thread, or a model actor's, takes in
/// the saves of the others at its next call.
public final class ModelContext: CustomStringConvertible {
    /// The container the context fetches from and saves to.
    public let container: ModelContainer
    /// What views observe of the context.
    let signals = ContextSignals()
    /// Whether the context saves its changes by itself; `true` for a container's main
    /// context. In a view hierarchy with `.modelContainer` or `.modelContext`, it saves
    /// some time after its models changed, as a task of that view (in a host: when its
    /// work settles, `await host.settle()`), and when the scene's phase changes.
    public var autosaveEnabled = false
    /// The undo manager that records the context's inserts, deletes and changes, if any;
    /// `.modelContainer(for:isUndoEnabled: true)` gives the main context the
    /// environment's.
    public var undoManager: UndoManager?

    /// The models read from or saved to the store, by identifier.
    var registered: [PersistentIdentifier: any PersistentModel] = [:]
    /// The models inserted and not yet saved, in order.
    var inserted = ModelSet()
    /// The models deleted and not yet saved, in order.
    var deleted = ModelSet()
    /// The saved models with unsaved changes, in order.
    var changed = ModelSet()
    /// While above zero, the context writes models without recording changes (reading
    /// from the store, taking in another context's save, rolling back).
    var applyingStore = 0
    /// The thread that uses the context (the one that made it): another context's save on
    /// it is taken in at once. `nil` for a model executor's context, whose jobs run on no
    /// one thread: it takes in saves at its next call. Read and written under `inboxLock`.
    private var thread: pthread_t? = pthread_self()
    /// What other contexts saved, not yet taken in.
    private var inbox: [SaveNotice] = []
    private let inboxLock = NSLock()

    /// Creates a context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
        container.register(self)
    }

    /// Whether the context has inserts, deletes or changes it has not saved.
    public var hasChanges: Bool {
        takeInSaves()
        return signals.hasChanges
    }

    /// The models inserted and not yet saved.
    public var insertedModelsArray: [any PersistentModel] { inserted.values }
    /// The saved models with changes not yet saved.
    public var changedModelsArray: [any PersistentModel] { changed.values.filter { !deleted.contains($0) } }
    /// The models deleted and not yet saved.
    public var deletedModelsArray: [any PersistentModel] { deleted.values }

    /// Inserts `model` (and the models it relates to that are in no context) to be saved
    /// at the next save.
    ///
    /// A model deleted and not yet saved is restored. A model of another context is left
    /// there: a model belongs to one context (a warning says so).
    public func insert<T: PersistentModel>(_ model: T) {
        takeInSaves()
        insertModel(model)
    }

    func insertModel(_ model: any PersistentModel) {
        let backing = model._$backing
        if backing.context === self {
            if deleted.contains(model) {
                deleted.remove(model)
                backing.isDeleted = false
                registerUndo { $0.deleteModel(model) }
                didMutate()
            }
            return
        }
        if isUnset {
            warn("insert(_:) did not insert \(type(of: model)): this view's environment has no model container; set one with .modelContainer(for:) above it.")
            return
        }
        if let other = backing.context {
            warn("insert(_:) left \(model.persistentModelID) in the context it belongs to (\(other)); a model belongs to one context.")
            return
        }
        if backing.savedIdentifier != nil {
            backing.savedIdentifier = nil   // a model deleted and saved is inserted as a new one
        }
        backing.context = self
        inserted.insert(model)
        registerUndo { $0.deleteModel(model) }
        didMutate()
        for relationship in EntityInfo.of(type(of: model)).relationships {
            for other in relationship.related(of: model) where other._$backing.context == nil {
                insertModel(other)
            }
        }
    }

    /// The context's instance of the model with `persistentModelID`, if it has one
    /// (inserted, or read from the store), without reading the store.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        takeInSaves()
        if let model = registered[persistentModelID] as? T { return model }
        return inserted.values.first { $0.persistentModelID == persistentModelID } as? T
    }

    /// Does nothing: the context records changes as they are made.
    public func processPendingChanges() {}

    /// Runs `block`, then saves.
    ///
    /// ```swift
    /// try context.transaction { context.insert(Trip(name: "Rome")) }
    /// ```
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The context's container's entities.
    public var description: String { "ModelContext(\(container.schema.entities.map(\.name).joined(separator: ", ")))" }

    // MARK: - Recording changes

    /// Whether the context records a change of `model` now.
    func tracks(_ model: any PersistentModel) -> Bool {
        applyingStore == 0 && model._$backing.context === self
    }

    /// Records that a persisted property of `model` was written.
    func noteChange(_ model: any PersistentModel, property: String) {
        if !inserted.contains(model) && !deleted.contains(model) {
            changed.insert(model)
            model._$backing.changedProperties.insert(property)
        }
        didMutate()
    }

    /// Whether `model` is inserted, deleted or changed and not saved.
    func hasPendingChanges(_ model: any PersistentModel) -> Bool {
        inserted.contains(model) || deleted.contains(model) || changed.contains(model)
    }

    /// Registers an undo of the latest operation with the undo manager, if recording.
    func registerUndo(_ undo: @escaping (ModelContext) -> Void) {
        guard applyingStore == 0, let undoManager else { return }
        undoManager.registerUndo(withTarget: self, handler: undo)
    }

    /// Tells observers the context changed: its views fetch again, its unsaved state
    /// follows, and an autosaving context asks to be saved.
    func didMutate() {
        signals.version &+= 1
        updateHasChanges()
        if autosaveEnabled { signals.saveRequests &+= 1 }
    }

    /// Tells observers the store changed under the context (a save, a rollback, another
    /// context's save).
    func didChangeStore() {
        signals.version &+= 1
        updateHasChanges()
    }

    private func updateHasChanges() {
        let now = !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty
        if signals.hasChanges != now { signals.hasChanges = now }
    }

    /// Runs `body` writing models without recording changes.
    func applyingStoreChanges<Result>(_ body: () throws -> Result) rethrows -> Result {
        applyingStore += 1
        defer { applyingStore -= 1 }
        return try body()
    }

    /// Writes a warning to standard error, as SwiftData logs to the console.
    func warn(_ message: String) {
        FileHandle.standardError.write(Data("SwiftData: \(message)\n".utf8))
    }

    // MARK: - Other contexts' saves

    /// Takes in what another context saved: at once on the thread that made this
    /// context, else at its next call (the main context's on the main actor).
    func receive(_ notice: SaveNotice) {
        inboxLock.lock()
        inbox.append(notice)
        let thread = self.thread
        inboxLock.unlock()
        if let thread, pthread_equal(thread, pthread_self()) != 0 {
            takeInSaves()
        } else if isMainContext {
            let context = UncheckedContext(context: self)
            Task { @MainActor in context.context.takeInSaves() }
        }
    }

    /// Whether this is its container's main context.
    var isMainContext = false
    /// Whether this is the context of views without a model container: it inserts nothing
    /// and fetches nothing, as SwiftData's schema-less context of such views.
    var isUnset = false

    /// Hands the context to a model executor: from now on it is used by the executor's
    /// jobs, on whichever thread runs them, and takes in other contexts' saves at its next
    /// call rather than on the thread that made it.
    func belongToExecutor() {
        inboxLock.lock()
        thread = nil
        inboxLock.unlock()
    }

    /// Takes in the saves of other contexts received since the last call.
    func takeInSaves() {
        inboxLock.lock()
        let notices = inbox
        inbox = []
        inboxLock.unlock()
        for notice in notices { merge(notice) }
    }
}

/// A context handed to the main actor, which it belongs to.
/// Invariant (`@unchecked Sendable`): the context belongs to the main actor and is used only
/// there, after the hop.
private struct UncheckedContext: @unchecked Sendable {
    let context: ModelContext
}

/// A change made to one model: what it related to before, so that finishing it can keep
/// the inverse relationship in step.
struct ModelEdit<Model: PersistentModel> {
    let model: Model
    /// The context recording the change, if one does.
    let context: ModelContext?
    let property: (any ModelProperty)?
    private let relatedBefore: [any PersistentModel]

    init(model: Model, key: AnyKeyPath) {
        self.model = model
        property = EntityInfo.of(Model.self).property(for: key)
        context = model._$backing.context.flatMap { $0.tracks(model) ? $0 : nil }
        relatedBefore = (property as? any RelationshipProperty)?.related(of: model) ?? []
    }

    /// The undo manager to register the change's undo with.
    var undoManager: UndoManager? { context?.undoManager }

    /// Keeps the inverse in step (unless the change is an undo or redo being replayed, which
    /// replays the inverse's own changes), inserts newly related models, and records the change.
    func finish(maintainingInverse: Bool) {
        if let relationship = property as? any RelationshipProperty {
            let after = relationship.related(of: model)
            let removed = relatedBefore.filter { old in !after.contains { $0 === old } }
            let added = after.filter { new in !relatedBefore.contains { $0 === new } }
            let replaying = undoManager.map { $0.isUndoing || $0.isRedoing } ?? false
            let applying = (model._$backing.context?.applyingStore ?? 0) > 0
            if maintainingInverse && !replaying && !applying {
                Inverse.update(model, relationship, removed: removed, added: added)
            }
            if let context {
                for other in added where other._$backing.context == nil { context.insertModel(other) }
            }
        }
        if let context, let property { context.noteChange(model, property: property.name) }
    }
}

/// Keeps a relationship's inverse in step with it.
enum Inverse {
    /// `model`'s `relationship` lost `removed` and gained `added`: each of them loses or
    /// gains `model` in the inverse; a model gained through a to-one inverse leaves the
    /// model it was related to before.
    static func update(_ model: any PersistentModel, _ relationship: any RelationshipProperty,
                       removed: [any PersistentModel], added: [any PersistentModel]) {
        guard let inverse = EntityInfo.of(type(of: model)).inverse(of: relationship) else { return }
        for other in removed { inverse.remove(model, from: other) }
        for other in added {
            if !inverse.isToMany {
                for previous in inverse.related(of: other) where previous !== model {
                    relationship.remove(other, from: previous)
                }
            }
            inverse.add(model, to: other)
        }
    }
}
