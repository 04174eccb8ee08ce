import Foundation

extension ModelContext {
    /// Returns the models that match the descriptor: the store's, without the ones this
    /// context deleted, with its unsaved inserts (unless `includePendingChanges` is
    /// `false`), filtered by the predicate, sorted, then offset and limited.
    ///
    /// ```swift
    /// try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
    /// ```
    ///
    /// A predicate that cannot be evaluated (it throws) fails the fetch with
    /// ``SwiftDataError/unsupportedPredicate``; a store that cannot be read, with
    /// ``SwiftDataError/loadIssueModelContainer``.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        takeInSaves()
        if isUnset { return [] }
        let entity = EntityInfo.of(T.self)
        var models: [T] = try storedModels(T.self, entity: entity).filter { !deleted.contains($0) }
        if descriptor.includePendingChanges {
            models += inserted.values.compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate {
            do {
                models = try models.filter { try predicate.evaluate($0) }
            } catch {
                throw SwiftDataError(.unsupportedPredicate, "the predicate of a fetch of \(entity.name) could not be evaluated: \(error)")
            }
        }
        if !descriptor.sortBy.isEmpty {
            models = models.enumerated().sorted { lhs, rhs in
                for sort in descriptor.sortBy {
                    switch sort.compare(lhs.element, rhs.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        let offset = max(0, descriptor.fetchOffset ?? 0)
        models = Array(models.dropFirst(offset))
        if let limit = descriptor.fetchLimit, limit >= 0, limit < models.count {
            models = Array(models.prefix(limit))
        }
        return models
    }

    /// The number of models the fetch would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models the fetch would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model the fetch would return, in order.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model with `persistentModelID`: the context's instance, read from the store
    /// when it has none, or `nil` when the store has no such model.
    public func model(for persistentModelID: PersistentIdentifier) -> (any PersistentModel)? {
        takeInSaves()
        if let model = registered[persistentModelID] { return model }
        if let model = inserted.values.first(where: { $0.persistentModelID == persistentModelID }) { return model }
        guard let key = persistentModelID.rowKey,
              let entity = container.schema.infos.first(where: { $0.name == persistentModelID.entityName }) else { return nil }
        return try? model(entity.type, key: key)
    }

    // MARK: - Reading the store

    /// Every stored model of type `T`, in the store's order: the context's instances, and
    /// new ones for the rows it has not read.
    func storedModels<T: PersistentModel>(_ type: T.Type, entity: EntityInfo) throws -> [T] {
        let store = container.store(for: entity)
        let rows = try store.rows(of: entity)
        return try applyingStoreChanges {
            try rows.compactMap { row in try materialize(T.self, row: row, entity: entity, store: store) }
        }
    }

    /// The model of type `T` with `key` in its store, or `nil` when the store has none.
    func model<T: PersistentModel>(_ type: T.Type, key: Int64) throws -> T? {
        let entity = EntityInfo.of(T.self)
        let store = container.store(for: entity)
        let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.identifier, key: .row(key))
        if let model = registered[identifier] { return model as? T }
        guard let row = try store.row(of: entity, key: key) else { return nil }
        return try applyingStoreChanges { try materialize(T.self, row: row, entity: entity, store: store) }
    }

    /// The context's instance of the row: the one it has, or a new one made from the row
    /// (its relationships read after it is registered, so cycles end).
    private func materialize<T: PersistentModel>(_ type: T.Type, row: StoredRow, entity: EntityInfo, store: Store) throws -> T? {
        let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.identifier, key: .row(row.key))
        if let model = registered[identifier] { return model as? T }
        let model = try T(_$loader: _ModelLoader(row: row, entity: entity, context: self))
        if let made = registered[identifier] { return made as? T }   // read meanwhile, through a required relationship
        let backing = model._$backing
        backing.context = self
        backing.savedIdentifier = identifier
        backing.committedValues = row.values
        backing.committedRelations = row.relations
        registered[identifier] = model
        for relationship in entity.relationships where relationship.isOptional {
            let related = try (row.relations[relationship.name] ?? []).compactMap { key in
                try self.model(relationship.destination, key: key)
            }
            relationship.load(related, into: model, notifying: false)
        }
        return model
    }
}
