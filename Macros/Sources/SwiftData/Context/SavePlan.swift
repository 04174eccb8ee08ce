import Foundation
import SQLiteStore

/// What one save writes, worked out before any store is touched: the rows of the
/// inserted, upserted and changed models, the deletes, and, for an inserted model whose
/// unique values another model has, the model that takes its values instead.
struct SavePlan {
    /// A row the save writes for a model.
    struct Row {
        /// The row's key, when it is already in the store (a changed model, an upsert).
        var key: Int64?
        /// The attribute values written.
        var values: [String: StoredValue]
        /// The relationships written, as references to rows.
        var relations: [String: [RowReference]]
        /// The model whose values the row's model takes (an upsert), if not its own.
        var source: (any PersistentModel)?
    }

    /// The changes for each store, in the order the stores were first needed.
    private(set) var changes: [(Store, StoreChanges)] = []
    /// The models the save writes a row for, with their rows.
    private(set) var rows: [(any PersistentModel, Row)] = []
    /// The inserted models that leave the context, each with the model that took its values.
    private(set) var survivors: [(any PersistentModel, any PersistentModel)] = []

    /// Where an inserted model's unique values already are.
    private enum Match {
        case saved(Int64, (any PersistentModel)?)
        case inserted(any PersistentModel)
    }

    /// The model each dropped inserted model's references go to, by the dropped model.
    private var survivorOf: [ObjectIdentifier: any PersistentModel] = [:]
    /// The row an inserted model updates instead of inserting one.
    private var adopted: [ObjectIdentifier: Int64] = [:]
    /// The latest model whose values a survivor takes, by the survivor.
    private var sourceOf: [ObjectIdentifier: any PersistentModel] = [:]

    init(context: ModelContext) throws {
        try resolveUpserts(context)
        try checkChangedUniqueValues(context)
        try plan(context)
    }

    // MARK: - Unique values

    private mutating func resolveUpserts(_ context: ModelContext) throws {
        var byEntity: [ObjectIdentifier: (EntityInfo, [any PersistentModel])] = [:]
        var entityOrder: [ObjectIdentifier] = []
        for model in context.inserted.values {
            let key = ObjectIdentifier(type(of: model))
            if byEntity[key] == nil { byEntity[key] = (EntityInfo.of(type(of: model)), []); entityOrder.append(key) }
            byEntity[key]?.1.append(model)
        }
        for key in entityOrder {
            guard let (entity, models) = byEntity[key], !entity.uniqueConstraints.isEmpty else { continue }
            let rows = try context.container.store(for: entity).rows(of: entity)
            for constraint in entity.uniqueConstraints {
                var index: [[StoredValue]: Match] = [:]
                for row in rows {
                    let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: context.container.store(for: entity).identifier, key: .row(row.key))
                    if let model = context.registered[identifier] {
                        guard !context.deleted.contains(model) else { continue }
                        index[try Self.values(of: model, constraint, entity)] = .saved(row.key, model)
                    } else {
                        index[Self.values(of: row, constraint, entity)] = .saved(row.key, nil)
                    }
                }
                for model in models where survivorOf[ObjectIdentifier(model)] == nil {
                    let values = try Self.values(of: model, constraint, entity)
                    guard !values.contains(.null) else { continue }
                    switch index[values] {
                    case nil:
                        index[values] = .inserted(model)
                    case .inserted(let earlier):
                        drop(model, into: earlier)
                    case .saved(_, let existing?):
                        drop(model, into: existing)
                    case .saved(let row, nil):
                        adopted[ObjectIdentifier(model)] = row
                        index[values] = .inserted(model)
                    }
                }
            }
        }
    }

    private mutating func drop(_ model: any PersistentModel, into survivor: any PersistentModel) {
        survivorOf[ObjectIdentifier(model)] = survivor
        sourceOf[ObjectIdentifier(survivor)] = model
        survivors.append((model, survivor))
    }

    /// Fails when a changed model's unique values are another model's.
    private func checkChangedUniqueValues(_ context: ModelContext) throws {
        var checked: Set<ObjectIdentifier> = []
        for changed in context.changed.values where !context.deleted.contains(changed) {
            let entity = EntityInfo.of(type(of: changed))
            guard !entity.uniqueConstraints.isEmpty, checked.insert(ObjectIdentifier(type(of: changed))).inserted else { continue }
            let store = context.container.store(for: entity)
            let rows = try store.rows(of: entity)
            for constraint in entity.uniqueConstraints {
                var owners: [[StoredValue]: [String]] = [:]
                for row in rows {
                    let identifier = PersistentIdentifier(entityName: entity.name, storeIdentifier: store.identifier, key: .row(row.key))
                    if let model = context.registered[identifier] {
                        guard !context.deleted.contains(model) else { continue }
                        owners[try Self.values(of: model, constraint, entity), default: []].append("\(identifier)")
                    } else {
                        owners[Self.values(of: row, constraint, entity), default: []].append("\(identifier)")
                    }
                }
                for model in context.inserted.values where survivorOf[ObjectIdentifier(model)] == nil && type(of: model) == type(of: changed) {
                    owners[try Self.values(of: model, constraint, entity), default: []].append("\(model.persistentModelID)")
                }
                for model in context.changed.values where type(of: model) == type(of: changed) && !context.deleted.contains(model) {
                    guard !model._$backing.changedProperties.isDisjoint(with: constraint) else { continue }
                    let values = try Self.values(of: model, constraint, entity)
                    let others = (owners[values] ?? []).filter { $0 != "\(model.persistentModelID)" }
                    if !values.contains(.null), let other = others.first {
                        throw SwiftDataError(.modelValidationFailure, "\(model.persistentModelID) cannot take the value \(values.map(\.description).joined(separator: ", ")) of \(constraint.map { "'\($0)'" }.joined(separator: ", ")): \(entity.name)'s \(constraint.count == 1 ? "attribute is" : "attributes are") unique, and \(other) has it. Nothing was saved.")
                    }
                }
            }
        }
    }

    /// The values of a constraint's properties of a model.
    private static func values(of model: any PersistentModel, _ constraint: [String], _ entity: EntityInfo) throws -> [StoredValue] {
        try constraint.map { name in
            switch entity.property(named: name) {
            case let attribute as any AttributeProperty:
                return try attribute.storedValue(of: model)
            case let relationship as any RelationshipProperty:
                guard let target = relationship.related(of: model).first else { return .null }
                return target.persistentModelID.rowKey.map { .integer($0) } ?? .text("\(target.persistentModelID)")
            default:
                return .null
            }
        }
    }

    /// The values of a constraint's properties in a stored row.
    private static func values(of row: StoredRow, _ constraint: [String], _ entity: EntityInfo) -> [StoredValue] {
        constraint.map { name in
            if let value = row.values[name] { return value }
            return row.relations[name]?.first.map { .integer($0) } ?? .null
        }
    }

    // MARK: - Rows

    /// Where the row of `model` is, for the relationships that hold it.
    private func reference(_ model: any PersistentModel, in context: ModelContext) -> RowReference? {
        if let survivor = survivorOf[ObjectIdentifier(model)] { return reference(survivor, in: context) }
        if context.inserted.contains(model) {
            if let row = adopted[ObjectIdentifier(model)] { return .saved(row) }
            return .pending(ObjectIdentifier(model))
        }
        guard model._$backing.context === context, !context.deleted.contains(model), let key = model.persistentModelID.rowKey else { return nil }
        return .saved(key)
    }

    private mutating func plan(_ context: ModelContext) throws {
        var planned: Set<ObjectIdentifier> = []
        var writes: [(any PersistentModel, Row)] = []
        for model in context.inserted.values where survivorOf[ObjectIdentifier(model)] == nil {
            let source = sourceOf[ObjectIdentifier(model)]
            writes.append((model, try row(of: source ?? model, key: adopted[ObjectIdentifier(model)], properties: nil, source: source, context)))
            planned.insert(ObjectIdentifier(model))
        }
        for model in Array(context.registered.values) where sourceOf[ObjectIdentifier(model)] != nil {
            let source = sourceOf[ObjectIdentifier(model)]!
            writes.append((model, try row(of: source, key: model.persistentModelID.rowKey, properties: nil, source: source, context)))
            planned.insert(ObjectIdentifier(model))
        }
        for model in context.changed.values where !context.deleted.contains(model) && !planned.contains(ObjectIdentifier(model)) {
            writes.append((model, try row(of: model, key: model.persistentModelID.rowKey, properties: model._$backing.changedProperties, source: nil, context)))
        }
        rows = writes

        var byStore: [ObjectIdentifier: Int] = [:]
        func add(_ entity: EntityInfo, _ change: (inout StoreChanges) -> Void) {
            let store = context.container.store(for: entity)
            let index = byStore[ObjectIdentifier(store)] ?? {
                changes.append((store, StoreChanges()))
                byStore[ObjectIdentifier(store)] = changes.count - 1
                return changes.count - 1
            }()
            change(&changes[index].1)
        }
        for model in context.deleted.values {
            guard let key = model.persistentModelID.rowKey else { continue }
            let entity = EntityInfo.of(type(of: model))
            add(entity) { $0.deletes.append(StoreChanges.Delete(entity: entity, key: key)) }
        }
        for (model, row) in writes {
            let entity = EntityInfo.of(type(of: model))
            let owner: RowReference = row.key.map { .saved($0) } ?? .pending(ObjectIdentifier(model))
            add(entity) { changes in
                if let key = row.key {
                    changes.updates.append(StoreChanges.Update(entity: entity, key: key, values: row.values))
                } else {
                    changes.inserts.append(StoreChanges.Insert(entity: entity, token: ObjectIdentifier(model), values: row.values))
                }
                for relationship in entity.relationships {
                    guard let targets = row.relations[relationship.name] else { continue }
                    changes.relations.append(StoreChanges.Relation(entity: entity, owner: owner, relationship: relationship, targets: targets))
                }
            }
        }
    }

    /// The row of `model`'s values: every stored property, or only `properties`.
    private func row(of model: any PersistentModel, key: Int64?, properties: Set<String>?, source: (any PersistentModel)?,
                     _ context: ModelContext) throws -> Row {
        let entity = EntityInfo.of(type(of: model))
        var row = Row(key: key, values: [:], relations: [:], source: source)
        for attribute in entity.attributes where attribute.options.isStored && properties?.contains(attribute.name) != false {
            do {
                row.values[attribute.name] = try attribute.storedValue(of: model)
            } catch {
                throw SwiftDataError(.storeFailure, "\(model.persistentModelID)'s '\(attribute.name)' (\(attribute.valueType)) could not be encoded: \(error). Nothing was saved.")
            }
        }
        for relationship in entity.relationships where properties?.contains(relationship.name) != false {
            row.relations[relationship.name] = relationship.related(of: model).compactMap { reference($0, in: context) }
        }
        return row
    }
}
