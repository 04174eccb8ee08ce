import Foundation

/// An object that manages an app's schema and model storage configuration.
///
/// ```swift
/// let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// let context = container.mainContext       // on the main actor; saves by itself
/// context.insert(Trip(name: "Paris"))
/// ```
///
/// Each configuration has a store, an SQLite database in its file or in memory; a model
/// type goes to the first configuration whose schema has it (or that has no schema). A
/// second container opened on the same file reads what the first saved; the contexts of
/// one container see each other's saves (their `@Query` views update).
/// Invariant (`@unchecked Sendable`): `schema`, `orderedConfigurations` and `stores` are
/// `let`s; `contexts` is read and written only under `lock`; `main` is made and read on the
/// main actor only.
public final class ModelContainer: @unchecked Sendable, CustomStringConvertible {
    /// The schema of the models the container manages.
    public let schema: Schema
    /// The configurations, in the order they were given.
    let orderedConfigurations: [ModelConfiguration]
    /// The stores, one per configuration, in the same order.
    private let stores: [Store]
    private let lock = NSLock()
    /// The contexts made on the container, told of each other's saves.
    private var contexts: [WeakContext] = []
    /// The main context, made on first use.
    /// Invariant: read and written only by `mainContext`, which is main-actor isolated.
    nonisolated(unsafe) private var main: ModelContext?

    /// The configurations that describe how to manage the persisted data.
    public var configurations: Set<ModelConfiguration> { Set(orderedConfigurations) }

    /// Creates a container of the given model types (and the types they relate to), with
    /// the configurations given, or one on-disk configuration by default.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// Creates a container of the schema's models with the configurations given.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// The plan that describes the evolution of your app's schema and how to migrate
    /// between specific versions: the one given to the initializer, or `nil`.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    /// Creates a container of the schema's models with the configurations given, or one
    /// on-disk configuration when the list is empty.
    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        try self.init(checking: givenSchema, migrationPlan: nil, configurations: configurations)
    }

    /// Creates a container of the schema's models with the configurations given (one
    /// on-disk configuration when the list is empty) and the migration plan, if any.
    init(checking givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) throws {
        self.migrationPlan = migrationPlan
        let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        var names: Set<String> = []
        for configuration in configurations {
            guard names.insert(configuration.name).inserted else {
                throw SwiftDataError(.duplicateConfiguration, "two configurations are named \"\(configuration.name)\"; each configuration of a container has a name of its own")
            }
            if configuration.name.count > 255 {
                throw SwiftDataError(.configurationFileNameTooLong, "the configuration name \"\(configuration.name.prefix(20))…\" has \(configuration.name.count) characters; a file name has at most 255")
            }
            if configuration.name.contains("/") || configuration.name.contains("\0") {
                throw SwiftDataError(.configurationFileNameContainsInvalidCharacters, "the configuration name \"\(configuration.name)\" contains \"/\", which a file name cannot")
            }
            if let own = configuration.schema {
                let missing = own.entities.map { $0.name }.filter { givenSchema.entitiesByName[$0] == nil }
                if !missing.isEmpty {
                    throw SwiftDataError(.configurationSchemaNotFoundInContainerSchema, "the configuration \"\(configuration.name)\" has \(missing.joined(separator: ", ")), which the container's schema (\(givenSchema.entities.map { $0.name }.joined(separator: ", "))) does not")
                }
            }
        }
        schema = givenSchema
        orderedConfigurations = configurations
        stores = try configurations.map { try Store(url: $0.isStoredInMemoryOnly ? nil : $0.url) }
        for info in givenSchema.infos { try store(for: info).prepare(info) }
    }

    /// The container's main context, for the main actor: it saves its changes by itself
    /// (``ModelContext/autosaveEnabled`` is `true`).
    @MainActor public var mainContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        context.isMainContext = true
        main = context
        return context
    }

    /// Deletes every model from the container's stores; the contexts forget the models
    /// they had read.
    public func deleteAllData() {
        for store in stores { try? store.deleteAll() }
        for context in liveContexts() { context.storeWasErased() }
    }

    /// The store of `entity`'s models.
    func store(for entity: EntityInfo) -> Store {
        let index = orderedConfigurations.firstIndex { $0.schema?.entitiesByName[entity.name] != nil }
            ?? orderedConfigurations.firstIndex { $0.schema == nil } ?? 0
        return stores[index]
    }

    /// The configuration of `entity`'s store.
    func configuration(for entity: EntityInfo) -> ModelConfiguration {
        let store = store(for: entity)
        return orderedConfigurations[stores.firstIndex { $0 === store } ?? 0]
    }

    /// Adds a context to those told of saves.
    func register(_ context: ModelContext) {
        lock.lock()
        defer { lock.unlock() }
        contexts.removeAll { $0.context == nil }
        contexts.append(WeakContext(context: context))
    }

    /// The contexts still alive.
    private func liveContexts() -> [ModelContext] {
        lock.lock()
        defer { lock.unlock() }
        return contexts.compactMap(\.context)
    }

    /// Tells every context but `saver` what `saver` saved.
    func didSave(_ notice: SaveNotice, from saver: ModelContext) {
        for context in liveContexts() where context !== saver {
            context.receive(notice)
        }
    }

    /// The container's schema and where its stores are.
    public var description: String {
        "ModelContainer(\(schema.entities.map(\.name).joined(separator: ", ")); \(orderedConfigurations.map { $0.isStoredInMemoryOnly ? "in memory" : $0.url.path }.joined(separator: ", ")))"
    }
}

/// A context the container does not keep alive.
private struct WeakContext {
    weak var context: ModelContext?
}
