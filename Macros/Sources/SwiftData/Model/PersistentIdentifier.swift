import Foundation

/// The value that uniquely identifies a model instance.
///
/// A model inserted and not yet saved has a temporary identifier (its ``storeIdentifier``
/// is `nil`); saving gives it its permanent one, the row's key in the store, which every
/// context and container on the same store agree on.
///
/// ```swift
/// let id = trip.persistentModelID
/// try context.save()
/// trip.persistentModelID == id          // false: it was temporary
/// context.model(for: trip.persistentModelID) === trip   // true
/// ```
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The name of the model's entity (its class's name).
    public let entityName: String
    /// The identifier of the store the model is saved in, or `nil` while it is temporary.
    public let storeIdentifier: String?
    /// The row's key in the store, or a temporary key.
    let key: Key

    /// A row's key, or the key of a model not yet saved.
    enum Key: Hashable, Comparable, Codable, Sendable {
        case row(Int64)
        case temporary(UInt64)
    }

    init(entityName: String, storeIdentifier: String?, key: Key) {
        self.entityName = entityName
        self.storeIdentifier = storeIdentifier
        self.key = key
    }

    /// The row's key, for a saved model.
    var rowKey: Int64? {
        if case .row(let key) = key { return key }
        return nil
    }

    /// Orders by entity, store, then key.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.storeIdentifier ?? "", lhs.key) < (rhs.entityName, rhs.storeIdentifier ?? "", rhs.key)
    }

    /// `Trip/p3` (saved, its row's key) or `Trip/t7` (temporary).
    public var description: String {
        switch key {
        case .row(let row): "\(entityName)/p\(row)"
        case .temporary(let number): "\(entityName)/t\(number)"
        }
    }
}
