import Foundation

extension ModelContext {
    /// Deletes `model` at the next save, and applies the delete rules of its
    /// relationships now: `.cascade` deletes the related models, `.nullify` removes the
    /// model from their inverse relationship, `.deny` is checked when the context saves
    /// (the save fails while the relationship holds a model), `.noAction` does nothing.
    ///
    /// ```swift
    /// context.delete(trip)       // its stops too, with deleteRule: .cascade
    /// trip.isDeleted             // true
    /// ```
    ///
    /// A model inserted and not yet saved is simply discarded. Once the delete is saved,
    /// the model is in no context, and `isDeleted` is `false` again (it is no longer
    /// marked for deletion: it is deleted).
    public func delete<T: PersistentModel>(_ model: T) {
        takeInSaves()
        deleteModel(model)
    }

    /// Deletes every model of type `T` that matches `predicate` (all of them without one).
    ///
    /// ```swift
    /// try context.delete(model: Trip.self, where: #Predicate { $0.name.isEmpty })
    /// ```
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(found) }
    }

    func deleteModel(_ model: any PersistentModel) {
        let backing = model._$backing
        guard backing.context === self else {
            if let other = backing.context {
                warn("delete(_:) left \(model.persistentModelID), which belongs to another context (\(other)).")
            }
            return
        }
        guard !deleted.contains(model) else { return }
        if inserted.contains(model) {
            inserted.remove(model)
            backing.context = nil
        } else {
            deleted.insert(model)
            backing.isDeleted = true
        }
        registerUndo { $0.insertModel(model) }
        didMutate()
        let replaying = undoManager.map { $0.isUndoing || $0.isRedoing } ?? false
        if !replaying && applyingStore == 0 { applyDeleteRules(of: model) }
    }

    /// The delete rules of `model`'s relationships, applied as it is deleted.
    private func applyDeleteRules(of model: any PersistentModel) {
        let entity = EntityInfo.of(type(of: model))
        for relationship in entity.relationships {
            let related = relationship.related(of: model)
            switch relationship.options.deleteRule {
            case .cascade:
                for other in related where other._$backing.context === self { deleteModel(other) }
            case .nullify:
                if let inverse = entity.inverse(of: relationship) {
                    for other in related { inverse.remove(model, from: other) }
                }
            case .deny, .noAction:
                break
            }
        }
    }
}
