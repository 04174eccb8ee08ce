import Foundation

/// Reads the values of a stored model for the initializer `@Model` writes,
/// `init(_$loader:)`: each overload is picked by the property's type. Relationships are
/// filled in after the model is made (they may lead back to it), except a required
/// to-one, which is read first. Not for direct use.
public final class _ModelLoader {
    let row: StoredRow
    let entity: EntityInfo
    unowned let context: ModelContext

    init(row: StoredRow, entity: EntityInfo, context: ModelContext) {
        self.row = row
        self.entity = entity
        self.context = context
    }

    /// The value of the attribute `name`.
    @_disfavoredOverload
    public func value<Value: Codable>(_ name: String) throws -> Value {
        let stored = row.values[name] ?? .null
        guard let value = AttributeCoding<Value>.decode(stored) else {
            throw SwiftDataError(.loadIssueModelContainer,
                                 "\(entity.name)/p\(row.key): the store has \(stored.className) \(stored) for '\(name)', which is not a \(Value.self)")
        }
        return value
    }

    /// A to-many relationship: empty until the model is made.
    public func value<T: PersistentModel>(_ name: String) throws -> [T] { [] }

    /// An optional to-many relationship: `nil` until the model is made.
    public func value<T: PersistentModel>(_ name: String) throws -> [T]? { nil }

    /// An optional to-one relationship: `nil` until the model is made.
    public func value<T: PersistentModel>(_ name: String) throws -> T? { nil }

    /// A required to-one relationship: its model, read now.
    public func value<T: PersistentModel>(_ name: String) throws -> T {
        guard let key = row.relations[name]?.first, let model = try context.model(T.self, key: key) else {
            throw SwiftDataError(.loadIssueModelContainer,
                                 "\(entity.name)/p\(row.key): the required relationship '\(name)' has no \(T.self) in the store")
        }
        return model
    }
}
