import Foundation
import SQLiteStore

/// What a context saved, for the other contexts of its container.
/// Invariant (`@unchecked Sendable`): made by the saving context and handed, unchanged, to the
/// other contexts of its container; nothing writes it after it is posted.
struct SaveNotice: @unchecked Sendable {
    struct Row {
        let identifier: PersistentIdentifier
        let entity: EntityInfo
        let values: [String: StoredValue]
        let relations: [String: [Int64]]
    }
    var updated: [Row] = []
    var deleted: [PersistentIdentifier] = []
}

extension ModelContext {
    /// Posted before a context saves; the object is the context.
    public static let willSave = Notification.Name("ModelContext.willSave")
    /// Posted after a context saved; the object is the context, and the user info has the
    /// identifiers of the models it inserted, updated and deleted
    /// (``NotificationKey/insertedIdentifiers``...).
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// The keys of ``didSave``'s user info.
    public enum NotificationKey: String {
        case insertedIdentifiers, updatedIdentifiers, deletedIdentifiers, queryGeneration, invalidatedAllIdentifiers
    }

    /// Saves the context's inserts, deletes and changes to their stores.
    ///
    /// ```swift
    /// context.insert(Trip(name: "Rome"))
    /// try context.save()
    /// ```
    ///
    /// Each store is written in one transaction: when a save fails, it wrote nothing, the
    /// store keeps what was saved before, and the context keeps its unsaved changes (save
    /// again, or ``rollback()``). It fails, with ``SwiftDataError/modelValidationFailure``,
    /// when a deleted model's `.deny` relationship still holds a model, a required
    /// relationship's model is deleted, a to-many relationship holds fewer or more models
    /// than its `minimumModelCount` or `maximumModelCount`, or a changed model takes a
    /// unique value another model has. A model *inserted* with the unique values of
    /// another updates that one instead (an upsert): the other takes its values, and the
    /// inserted instance leaves the context. Saving without changes does nothing.
    public func save() throws {
        takeInSaves()
        guard !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty else { return }
        for model in inserted.values + deleted.values + changed.values {
            let entity = EntityInfo.of(type(of: model))
            let configuration = container.configuration(for: entity)
            if !configuration.allowsSave {
                throw SwiftDataError(.storeFailure, "the configuration \"\(configuration.name)\" of \(entity.name) does not allow saving (allowsSave is false); nothing was saved")
            }
        }
        try validate()
        NotificationCenter.default.post(name: ModelContext.willSave, object: self)
        let plan = try SavePlan(context: self)
        var keys: [ObjectIdentifier: Int64] = [:]
        for (store, changes) in plan.changes {
            keys.merge(try store.commit(changes)) { first, _ in first }
        }
        apply(plan, keys: keys)
    }

    /// Discards the inserts, deletes and changes not yet saved: inserted models leave the
    /// context, deleted ones are restored, and changed ones take their saved values again.
    /// The undo manager forgets its actions, as the changes they undo are gone.
    public func rollback() {
        takeInSaves()
        applyingStoreChanges {
            for model in inserted.values { model._$backing.context = nil }
            for model in deleted.values { model._$backing.isDeleted = false }
            for model in changed.values + deleted.values { restoreCommitted(model) }
        }
        inserted.removeAll()
        deleted.removeAll()
        changed.removeAll()
        undoManager?.removeAllActions()
        didChangeStore()
    }

    /// Gives `model` the values its store has for it.
    private func restoreCommitted(_ model: any PersistentModel) {
        let backing = model._$backing
        let entity = EntityInfo.of(type(of: model))
        for attribute in entity.attributes where attribute.isWritable && attribute.options.isStored {
            if let value = backing.committedValues[attribute.name] { _ = attribute.load(value, into: model, notifying: true) }
        }
        for relationship in entity.relationships {
            guard let keys = backing.committedRelations[relationship.name] else { continue }
            let related = keys.compactMap { key in try? self.model(relationship.destination, key: key) }
            relationship.load(related, into: model, notifying: true)
        }
        backing.changedProperties = []
    }

    // MARK: - Validation

    /// Checks the delete rules, required relationships and model counts.
    private func validate() throws {
        for model in deleted.values {
            let entity = EntityInfo.of(type(of: model))
            for relationship in entity.relationships where relationship.options.deleteRule == .deny {
                let held = relationship.related(of: model).filter { !$0.isDeleted && $0._$backing.context != nil }
                if !held.isEmpty {
                    throw SwiftDataError(.modelValidationFailure, "\(model.persistentModelID) cannot be deleted: its relationship '\(relationship.name)' has the delete rule .deny and holds \(held.count) model\(held.count == 1 ? "" : "s") (\(held.map { "\($0.persistentModelID)" }.joined(separator: ", "))). Nothing was saved.")
                }
            }
        }
        for model in inserted.values + changed.values where !deleted.contains(model) {
            let entity = EntityInfo.of(type(of: model))
            for relationship in entity.relationships {
                let related = relationship.related(of: model)
                if !relationship.isOptional, let target = related.first, target.isDeleted || target._$backing.context == nil {
                    throw SwiftDataError(.modelValidationFailure, "\(model.persistentModelID)'s required relationship '\(relationship.name)' holds \(target.persistentModelID), which is deleted. Nothing was saved.")
                }
                guard relationship.isToMany else { continue }
                let count = related.filter { !$0.isDeleted }.count
                if let minimum = relationship.options.minimumModelCount, minimum > 0, count < minimum {
                    throw SwiftDataError(.modelValidationFailure, "\(model.persistentModelID)'s relationship '\(relationship.name)' holds \(count) models; its minimumModelCount is \(minimum). Nothing was saved.")
                }
                if let maximum = relationship.options.maximumModelCount, maximum > 0, count > maximum {
                    throw SwiftDataError(.modelValidationFailure, "\(model.persistentModelID)'s relationship '\(relationship.name)' holds \(count) models; its maximumModelCount is \(maximum). Nothing was saved.")
                }
            }
        }
    }

    // MARK: - After the stores committed

    private func apply(_ plan: SavePlan, keys: [ObjectIdentifier: Int64]) {
        var notice = SaveNotice()
        var insertedIDs: [PersistentIdentifier] = []
        var updatedIDs: [PersistentIdentifier] = []
        applyingStoreChanges {
            for (model, row) in plan.rows {
                let entity = EntityInfo.of(type(of: model))
                let store = container.store(for: entity)
                let backing = model._$backing
                let wasSaved = backing.savedIdentifier != nil
                guard let key = row.key ?? keys[ObjectIdentifier(model)] else { continue }
                let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.identifier, key: .row(key))
                if let source = row.source {
                    copy(source, into: model, entity: entity)
                }
                backing.savedIdentifier = identifier
                registered[identifier] = model
                for (name, value) in row.values { backing.committedValues[name] = value }
                let relations = row.relations.mapValues { $0.compactMap { reference -> Int64? in
                    switch reference {
                    case .saved(let key): key
                    case .pending(let token): keys[token]
                    }
                } }
                for (name, targets) in relations { backing.committedRelations[name] = targets }
                backing.changedProperties = []
                if wasSaved { updatedIDs.append(identifier) } else { insertedIDs.append(identifier) }
                notice.updated.append(SaveNotice.Row(identifier: identifier, entity: entity, values: row.values, relations: relations))
            }
            for (dropped, survivor) in plan.survivors {
                redirect(dropped, to: survivor)
                dropped._$backing.context = nil
            }
        }
        var deletedIDs: [PersistentIdentifier] = []
        for model in deleted.values {
            let identifier = model.persistentModelID
            if identifier.rowKey != nil {
                registered.removeValue(forKey: identifier)
                deletedIDs.append(identifier)
            }
            model._$backing.context = nil
            model._$backing.isDeleted = false
        }
        notice.deleted = deletedIDs
        inserted.removeAll()
        deleted.removeAll()
        changed.removeAll()
        container.didSave(notice, from: self)
        NotificationCenter.default.post(name: ModelContext.didSave, object: self, userInfo: [
            NotificationKey.insertedIdentifiers.rawValue: insertedIDs,
            NotificationKey.updatedIdentifiers.rawValue: updatedIDs,
            NotificationKey.deletedIdentifiers.rawValue: deletedIDs,
        ])
        didChangeStore()
    }

    /// Writes the persisted values of `source` into `target` (an upsert's survivor).
    private func copy(_ source: any PersistentModel, into target: any PersistentModel, entity: EntityInfo) {
        for attribute in entity.attributes where attribute.isWritable { attribute.copy(from: source, to: target) }
        for relationship in entity.relationships {
            relationship.load(relationship.related(of: source), into: target, notifying: true)
        }
    }

    /// Makes every model of the context that relates to `dropped` relate to `survivor`.
    private func redirect(_ dropped: any PersistentModel, to survivor: any PersistentModel) {
        let droppedType = ObjectIdentifier(type(of: dropped))
        for model in Array(registered.values) + inserted.values where model !== dropped {
            for relationship in EntityInfo.of(type(of: model)).relationships where ObjectIdentifier(relationship.destination) == droppedType {
                let related = relationship.related(of: model)
                guard related.contains(where: { $0 === dropped }) else { continue }
                var replaced: [any PersistentModel] = []
                for other in related {
                    let next = other === dropped ? survivor : other
                    if !replaced.contains(where: { $0 === next }) { replaced.append(next) }
                }
                relationship.load(replaced, into: model, notifying: true)
            }
        }
    }

    // MARK: - Other contexts' saves

    /// Takes in another context's save: deleted models leave the context; saved models
    /// the context has take the saved values of the properties it has not changed itself.
    func merge(_ notice: SaveNotice) {
        applyingStoreChanges {
            for identifier in notice.deleted {
                guard let model = registered.removeValue(forKey: identifier) else { continue }
                model._$backing.context = nil
                changed.remove(model)
                deleted.remove(model)
            }
            for row in notice.updated {
                guard let model = registered[row.identifier] else { continue }
                let backing = model._$backing
                for attribute in row.entity.attributes {
                    guard let value = row.values[attribute.name] else { continue }
                    backing.committedValues[attribute.name] = value
                    if !backing.changedProperties.contains(attribute.name) { _ = attribute.load(value, into: model, notifying: true) }
                }
                for relationship in row.entity.relationships {
                    guard let keys = row.relations[relationship.name] else { continue }
                    backing.committedRelations[relationship.name] = keys
                    guard !backing.changedProperties.contains(relationship.name) else { continue }
                    let related = keys.compactMap { key in try? self.model(relationship.destination, key: key) }
                    relationship.load(related, into: model, notifying: true)
                }
            }
        }
        didChangeStore()
    }

    /// The container erased its stores: the models read from them leave the context.
    func storeWasErased() {
        for model in registered.values { model._$backing.context = nil }
        registered = [:]
        changed.removeAll()
        deleted.removeAll()
        didChangeStore()
    }
}
