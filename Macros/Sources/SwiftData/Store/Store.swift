import Foundation
import SQLiteStore

/// A model's row as the store keeps it: its key, its attributes' values by name, and
/// the keys of the models each relationship holds.
struct StoredRow {
    let key: Int64
    var values: [String: StoredValue]
    var relations: [String: [Int64]]
}

/// A row the changes of a save refer to: one already saved, or one the save inserts.
enum RowReference: Hashable {
    case saved(Int64)
    case pending(ObjectIdentifier)
}

/// What one save writes to a store, all or nothing.
struct StoreChanges {
    struct Insert {
        let entity: EntityInfo
        let token: ObjectIdentifier
        let values: [String: StoredValue]
    }
    struct Update {
        let entity: EntityInfo
        let key: Int64
        let values: [String: StoredValue]
    }
    struct Delete {
        let entity: EntityInfo
        let key: Int64
    }
    /// The models a relationship of one row holds now, in order.
    struct Relation {
        let entity: EntityInfo
        let owner: RowReference
        let relationship: any RelationshipProperty
        let targets: [RowReference]
    }

    var inserts: [Insert] = []
    var updates: [Update] = []
    var deletes: [Delete] = []
    var relations: [Relation] = []

    var isEmpty: Bool { inserts.isEmpty && updates.isEmpty && deletes.isEmpty && relations.isEmpty }
}

/// A model store: an SQLite database, in a file or in memory, with a table per entity
/// (`Z_PK`, then a column per attribute and per to-one relationship) and a table per
/// to-many relationship (`Z_Entity_name`: owner, target, order).
///
/// Every container opens its own connection, so a second container on the same file sees
/// what the first saved; a save is one transaction, so a failed save writes nothing.
/// Invariant (`@unchecked Sendable`): `identifier`, `url` and `database` are `let`s; `entities`
/// and every use of the database go through `locked(_:)`.
final class Store: @unchecked Sendable {
    /// The identifier kept in the store, which the identifiers of its models carry.
    let identifier: String
    /// The file, or `nil` in memory.
    let url: URL?
    private let database: SQLiteDatabase
    private let lock = NSLock()
    /// The entities whose tables are ready, by name.
    private var entities: [String: EntityInfo] = [:]

    /// Opens the store at `url` (creating it), or a new store in memory.
    init(url: URL?) throws {
        if let url {
            let directory = url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw SwiftDataError(.loadIssueModelContainer, "cannot create the directory of the store at \(url.path): \(error.localizedDescription)")
            }
        }
        self.url = url
        database = try SQLiteDatabase(path: url?.path ?? ":memory:") { failure in
            switch failure.kind {
            case .open: SwiftDataError(.loadIssueModelContainer, "cannot open the store at \(failure.path): \(failure.message)")
            case .statement: SwiftDataError(.storeFailure, "the store at \(failure.path) refused \(failure.sql.prefix(60))…: \(failure.message)")
            }
        }
        do {
            if url != nil { try database.execute("PRAGMA journal_mode=WAL") }
            try database.execute("CREATE TABLE IF NOT EXISTS Z_METADATA (Z_KEY TEXT PRIMARY KEY, Z_VALUE TEXT)")
            if let row = try database.query("SELECT Z_VALUE FROM Z_METADATA WHERE Z_KEY = 'identifier'").first,
               case .text(let existing) = row.first {
                identifier = existing
            } else {
                let made = UUID().uuidString
                try database.query("INSERT INTO Z_METADATA (Z_KEY, Z_VALUE) VALUES ('identifier', ?)", [.text(made)])
                identifier = made
            }
        } catch let error as SwiftDataError {
            throw SwiftDataError(.loadIssueModelContainer, "the file at \(url?.path ?? ":memory:") is not a store SwiftData can open: \(error.description)")
        }
    }

    /// Runs `body` with the store to itself.
    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Makes the tables of `entity` (and adds the columns of properties it did not have).
    func prepare(_ entity: EntityInfo) throws {
        try locked { try prepareLocked(entity) }
    }

    private func prepareLocked(_ entity: EntityInfo) throws {
        guard entities[entity.name] == nil else { return }
        let table = entity.name.quotedIdentifier
        try database.execute("CREATE TABLE IF NOT EXISTS \(table) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT)")
        var columns = Set(try database.columns(of: entity.name))
        let wanted = entity.attributes.filter(\.options.isStored).map { ($0.name, $0.options.originalName) }
            + entity.relationships.filter { !$0.isToMany }.map { ($0.name, $0.options.originalName) }
        for (name, originalName) in wanted where !columns.contains(name) {
            if let originalName, columns.contains(originalName) {
                try database.execute("ALTER TABLE \(table) RENAME COLUMN \(originalName.quotedIdentifier) TO \(name.quotedIdentifier)")
                columns.remove(originalName)
            } else {
                try database.execute("ALTER TABLE \(table) ADD COLUMN \(name.quotedIdentifier)")
            }
            columns.insert(name)
        }
        for relationship in entity.relationships where relationship.isToMany {
            try database.execute("""
                CREATE TABLE IF NOT EXISTS \(Self.joinTable(entity, relationship)) \
                (Z_OWNER INTEGER NOT NULL, Z_TARGET INTEGER NOT NULL, Z_ORDER INTEGER NOT NULL)
                """)
        }
        entities[entity.name] = entity
    }

    private static func joinTable(_ entity: EntityInfo, _ relationship: any RelationshipProperty) -> String {
        "Z_\(entity.name)_\(relationship.name)".quotedIdentifier
    }

    /// Every row of `entity`, in the order of their keys.
    func rows(of entity: EntityInfo) throws -> [StoredRow] {
        try locked {
            try prepareLocked(entity)
            return try selectRows(of: entity, where: nil)
        }
    }

    /// The row of `entity` with `key`, if it is there.
    func row(of entity: EntityInfo, key: Int64) throws -> StoredRow? {
        try locked {
            try prepareLocked(entity)
            return try selectRows(of: entity, where: key).first
        }
    }

    private func selectRows(of entity: EntityInfo, where key: Int64?) throws -> [StoredRow] {
        let stored = entity.attributes.filter(\.options.isStored).map(\.name) + entity.relationships.filter { !$0.isToMany }.map(\.name)
        let list = (["Z_PK"] + stored.map(\.quotedIdentifier)).joined(separator: ", ")
        let filter = key == nil ? "" : " WHERE Z_PK = ?"
        let result = try database.query("SELECT \(list) FROM \(entity.name.quotedIdentifier)\(filter) ORDER BY Z_PK",
                                         key.map { [.integer($0)] } ?? [])
        var rows: [StoredRow] = []
        var index: [Int64: Int] = [:]
        for columns in result {
            guard case .integer(let rowKey) = columns[0] else { continue }
            var row = StoredRow(key: rowKey, values: [:], relations: [:])
            for (offset, name) in stored.enumerated() { row.values[name] = columns[offset + 1] }
            for relationship in entity.relationships where !relationship.isToMany {
                if case .integer(let target) = row.values.removeValue(forKey: relationship.name) ?? .null {
                    row.relations[relationship.name] = [target]
                } else {
                    row.relations[relationship.name] = []
                }
            }
            index[rowKey] = rows.count
            rows.append(row)
        }
        for relationship in entity.relationships where relationship.isToMany {
            for position in rows.indices { rows[position].relations[relationship.name] = [] }
            let pairs = try database.query(
                "SELECT Z_OWNER, Z_TARGET FROM \(Self.joinTable(entity, relationship))\(key == nil ? "" : " WHERE Z_OWNER = ?") ORDER BY Z_OWNER, Z_ORDER",
                key.map { [.integer($0)] } ?? [])
            for pair in pairs {
                guard case .integer(let owner) = pair[0], case .integer(let target) = pair[1], let position = index[owner] else { continue }
                rows[position].relations[relationship.name, default: []].append(target)
            }
        }
        return rows
    }

    /// Writes `changes` in one transaction and returns the keys of the inserted rows: all
    /// of it is written, or, when it throws, nothing.
    func commit(_ changes: StoreChanges) throws -> [ObjectIdentifier: Int64] {
        try locked {
            for entity in changes.inserts.map(\.entity) + changes.updates.map(\.entity) + changes.deletes.map(\.entity)
                + changes.relations.map(\.entity) {
                try prepareLocked(entity)
            }
            return try database.transaction {
                for delete in changes.deletes { try deleteRow(delete) }
                var keys: [ObjectIdentifier: Int64] = [:]
                for insert in changes.inserts {
                    let names = insert.values.keys.sorted()
                    let table = insert.entity.name.quotedIdentifier
                    if names.isEmpty {
                        try database.query("INSERT INTO \(table) DEFAULT VALUES")
                    } else {
                        try database.query(
                            "INSERT INTO \(table) (\(names.map(\.quotedIdentifier).joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))",
                            names.map { insert.values[$0]! })
                    }
                    keys[insert.token] = database.lastInsertedRow
                }
                for update in changes.updates where !update.values.isEmpty {
                    let names = update.values.keys.sorted()
                    try database.query(
                        "UPDATE \(update.entity.name.quotedIdentifier) SET \(names.map { "\($0.quotedIdentifier) = ?" }.joined(separator: ", ")) WHERE Z_PK = ?",
                        names.map { update.values[$0]! } + [.integer(update.key)])
                }
                func key(_ reference: RowReference) -> Int64? {
                    switch reference {
                    case .saved(let key): key
                    case .pending(let token): keys[token]
                    }
                }
                for relation in changes.relations {
                    guard let owner = key(relation.owner) else { continue }
                    let targets = relation.targets.compactMap(key)
                    if relation.relationship.isToMany {
                        let table = Self.joinTable(relation.entity, relation.relationship)
                        try database.query("DELETE FROM \(table) WHERE Z_OWNER = ?", [.integer(owner)])
                        for (order, target) in targets.enumerated() {
                            try database.query("INSERT INTO \(table) (Z_OWNER, Z_TARGET, Z_ORDER) VALUES (?, ?, ?)",
                                               [.integer(owner), .integer(target), .integer(Int64(order))])
                        }
                    } else {
                        try database.query(
                            "UPDATE \(relation.entity.name.quotedIdentifier) SET \(relation.relationship.name.quotedIdentifier) = ? WHERE Z_PK = ?",
                            [targets.first.map { .integer($0) } ?? .null, .integer(owner)])
                    }
                }
                return keys
            }
        }
    }

    /// Deletes a row, the rows of its to-many relationships, and every reference to it.
    private func deleteRow(_ delete: StoreChanges.Delete) throws {
        let key = StoredValue.integer(delete.key)
        try database.query("DELETE FROM \(delete.entity.name.quotedIdentifier) WHERE Z_PK = ?", [key])
        for relationship in delete.entity.relationships where relationship.isToMany {
            try database.query("DELETE FROM \(Self.joinTable(delete.entity, relationship)) WHERE Z_OWNER = ?", [key])
        }
        for other in entities.values {
            for relationship in other.relationships where ObjectIdentifier(relationship.destination) == ObjectIdentifier(delete.entity.type) {
                if relationship.isToMany {
                    try database.query("DELETE FROM \(Self.joinTable(other, relationship)) WHERE Z_TARGET = ?", [key])
                } else {
                    try database.query(
                        "UPDATE \(other.name.quotedIdentifier) SET \(relationship.name.quotedIdentifier) = NULL WHERE \(relationship.name.quotedIdentifier) = ?",
                        [key])
                }
            }
        }
    }

    /// Deletes every row of every entity.
    func deleteAll() throws {
        try locked {
            try database.transaction {
                for entity in entities.values {
                    try database.execute("DELETE FROM \(entity.name.quotedIdentifier)")
                    for relationship in entity.relationships where relationship.isToMany {
                        try database.execute("DELETE FROM \(Self.joinTable(entity, relationship))")
                    }
                }
            }
        }
    }
}
