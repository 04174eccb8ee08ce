/// Finds an entity type's entities: by identifier (the system keeps only identifiers),
/// and the ones to suggest when a person picks one.
///
/// ```swift
/// struct BackyardEntityQuery: EntityQuery {
///     func entities(for identifiers: [BackyardEntity.ID]) async throws -> [BackyardEntity] {
///         Backyard.all.filter { identifiers.contains($0.id) }.map(BackyardEntity.init)
///     }
///     func suggestedEntities() async throws -> [BackyardEntity] { Backyard.all.map(BackyardEntity.init) }
/// }
/// ```
///
/// An identifier the query finds no entity for is left out of what it returns; the
/// host reports it (``AppIntentError/entityNotFound(type:identifier:)``).
public protocol EntityQuery: Sendable {
    /// The type of the entities found.
    associatedtype Entity: AppEntity
    /// The system makes the query.
    init()
    /// The entities whose identifiers are `identifiers` (those found).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities to suggest (none by default).
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// Suggests nothing, by default.
    ///
    /// ```swift
    /// try await BackyardEntityQuery().suggestedEntities()   // []
    /// ```
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by a string a person types or says.
///
/// ```swift
/// struct BackyardEntityQuery: EntityStringQuery {
///     func entities(matching string: String) async throws -> [BackyardEntity] {
///         Backyard.all.filter { $0.name.localizedCaseInsensitiveContains(string) }.map(BackyardEntity.init)
///     }
///     ...
/// }
/// ```
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity of its type.
///
/// ```swift
/// struct FlavorQuery: EnumerableEntityQuery {
///     func allEntities() async throws -> [FlavorEntity] { FlavorEntity.all }
///     func entities(for identifiers: [FlavorEntity.ID]) async throws -> [FlavorEntity] { ... }
/// }
/// ```
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity of the type.
    func allEntities() async throws -> [Entity]
}
