import Foundation

/// The saved objects of a container's stores, in memory: a row of values per object, by
/// entity and key, relationships holding the keys of their objects. A store with a file
/// writes each save to its SQLite database too (``SQLiteBacking``).
///
/// Invariant (`@unchecked Sendable`): `rows`, `order` and `nextKey` are set in `init`, then
/// read and written only under `lock`; `backing` is a `let`, used only in `init` and under
/// `lock` (a save writes the file and the rows as one step).
final class CoreDataStore: @unchecked Sendable {
    struct ObjectKey: Hashable { let entity: String; let key: Int64 }

    private let lock = NSLock()
    /// invariant: the fields below are read and written under `lock`, outside `init`.
    private var rows: [String: [Int64: [String: StoredField]]] = [:]
    private var order: [String: [Int64]] = [:]
    private var nextKey: Int64 = 1
    let backing: SQLiteBacking?

    /// A field of a saved row: a value, or the keys of the objects a relationship holds.
    enum StoredField {
        case value(Any)
        case toOne(ObjectKey)
        case toMany([ObjectKey])
    }

    init(backing: SQLiteBacking?) throws {
        self.backing = backing
        if let backing {
            let loaded = try backing.load()
            rows = loaded.rows
            order = loaded.rows.mapValues { $0.keys.sorted() }
            nextKey = loaded.nextKey
        }
    }

    /// The keys of `entity`'s rows, in the order they were saved.
    func keys(of entity: String) -> [Int64] { lock.withLock { order[entity] ?? [] } }

    func row(_ key: ObjectKey) -> [String: StoredField]? { lock.withLock { rows[key.entity]?[key.key] } }

    func newKey() -> Int64 { lock.withLock { defer { nextKey += 1 }; return nextKey } }

    /// Writes one save: every row inserted or changed, every row deleted; all or nothing
    /// in the file.
    func apply(writes: [(ObjectKey, [String: StoredField])], deletes: [ObjectKey], model: NSManagedObjectModel) throws {
        try lock.withLock {
            try backing?.write(writes: writes, deletes: deletes, model: model)
            for (key, row) in writes {
                if rows[key.entity]?[key.key] == nil { order[key.entity, default: []].append(key.key) }
                rows[key.entity, default: [:]][key.key] = row
            }
            for key in deletes {
                rows[key.entity]?[key.key] = nil
                order[key.entity]?.removeAll { $0 == key.key }
            }
        }
    }
}
