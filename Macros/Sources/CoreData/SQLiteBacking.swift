import Foundation
@_spi(Predicates) import ViewEngine
internal import SQLiteStore

/// A Core Data store's SQLite file, through the SQLite code SwiftData's stores use: a
/// table per entity (`Z_<Entity>`: `Z_PK`, a column per attribute and per to-one
/// relationship, a JSON list of keys per to-many relationship), read whole when the store
/// loads, written in one transaction per save.
///
/// Invariant (`@unchecked Sendable`): every stored property is a `let`; the database
/// connection is used only by the one ``CoreDataStore`` made with it: `load()` in that
/// store's `init`, `write` under that store's lock, so never by two threads at once.
final class SQLiteBacking: @unchecked Sendable {
    let url: URL
    private let database: SQLiteDatabase
    private let model: NSManagedObjectModel

    /// Opens (or creates) the store at `url`.
    ///
    /// - Throws: ``CoreDataError`` (`NSPersistentStoreInvalidTypeError`) when the file is
    ///   not an SQLite database or cannot be opened.
    init(url: URL, model: NSManagedObjectModel) throws {
        self.url = url
        self.model = model
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            database = try SQLiteDatabase(path: url.path)
            try database.execute(#"CREATE TABLE IF NOT EXISTS "Z_METADATA" ("Z_NEXTKEY" INTEGER)"#)
            for entity in model.entities {
                let table = Self.table(entity)
                try database.execute("CREATE TABLE IF NOT EXISTS \(table.quotedIdentifier) (\"Z_PK\" INTEGER PRIMARY KEY)")
                let existing = Set(try database.columns(of: table))
                for property in entity.properties where !property.isTransient && !existing.contains(property.name) {
                    try database.execute("ALTER TABLE \(table.quotedIdentifier) ADD COLUMN \(property.name.quotedIdentifier)")
                }
            }
        } catch let error as SQLiteFailure {
            throw CoreDataError.invalidStore(url, error.message)
        }
    }

    static func table(_ entity: NSEntityDescription) -> String { "Z_\(entity.name ?? "")" }

    /// Every saved row, and the next free key.
    func load() throws -> (rows: [String: [Int64: [String: CoreDataStore.StoredField]]], nextKey: Int64) {
        var rows: [String: [Int64: [String: CoreDataStore.StoredField]]] = [:]
        var highest: Int64 = 0
        do {
            for entity in model.entities {
                let properties = entity.properties.filter { !$0.isTransient }
                guard !properties.isEmpty else { continue }
                let columns = (["Z_PK"] + properties.map(\.name)).map(\.quotedIdentifier).joined(separator: ", ")
                for row in try database.query("SELECT \(columns) FROM \(Self.table(entity).quotedIdentifier) ORDER BY \"Z_PK\"") {
                    guard case .integer(let key) = row[0] else { continue }
                    highest = max(highest, key)
                    var fields: [String: CoreDataStore.StoredField] = [:]
                    for (index, property) in properties.enumerated() {
                        if let field = decode(row[index + 1], property) { fields[property.name] = field }
                    }
                    rows[entity.name ?? "", default: [:]][key] = fields
                }
            }
            let next = try database.query(#"SELECT "Z_NEXTKEY" FROM "Z_METADATA""#).first?.first
            if case .integer(let value) = next { highest = max(highest, value - 1) }
        } catch let error as SQLiteFailure {
            throw CoreDataError.invalidStore(url, error.message)
        }
        return (rows, highest + 1)
    }

    /// Writes one save in a transaction: all of it, or nothing.
    func write(writes: [(CoreDataStore.ObjectKey, [String: CoreDataStore.StoredField])], deletes: [CoreDataStore.ObjectKey],
               model: NSManagedObjectModel) throws {
        do {
            try database.transaction {
                for (key, row) in writes {
                    guard let entity = model.entitiesByName[key.entity] else { continue }
                    let properties = entity.properties.filter { !$0.isTransient }
                    let columns = (["Z_PK"] + properties.map(\.name)).map(\.quotedIdentifier).joined(separator: ", ")
                    let marks = Array(repeating: "?", count: properties.count + 1).joined(separator: ", ")
                    let values = [StoredValue.integer(key.key)] + properties.map { encode(row[$0.name], $0) }
                    try database.query("INSERT OR REPLACE INTO \(Self.table(entity).quotedIdentifier) (\(columns)) VALUES (\(marks))", values)
                }
                for key in deletes {
                    guard let entity = model.entitiesByName[key.entity] else { continue }
                    try database.query("DELETE FROM \(Self.table(entity).quotedIdentifier) WHERE \"Z_PK\" = ?", [.integer(key.key)])
                }
                let highest = writes.map(\.0.key).max() ?? 0
                try database.execute(#"DELETE FROM "Z_METADATA""#)
                try database.query(#"INSERT INTO "Z_METADATA" ("Z_NEXTKEY") VALUES (?)"#, [.integer(highest + 1)])
            }
        } catch let error as SQLiteFailure {
            throw CoreDataError(NSPersistentStoreSaveError, "The store at \(url.path) refused the save: \(error.message). Nothing was saved.")
        }
    }

    private func encode(_ field: CoreDataStore.StoredField?, _ property: NSPropertyDescription) -> StoredValue {
        switch field {
        case nil: return .null
        case .toOne(let key): return .integer(key.key)
        case .toMany(let keys):
            return .text("[" + keys.map { String($0.key) }.joined(separator: ",") + "]")
        case .value(let value):
            switch value {
            case let value as String: return .text(value)
            case let value as Bool: return .integer(value ? 1 : 0)
            case let value as Date: return .real(value.timeIntervalSinceReferenceDate)
            case let value as Data: return .blob(value)
            case let value as UUID: return .text(value.uuidString)
            case let value as URL: return .text(value.absoluteString)
            case let value as Decimal: return .text("\(value)")
            case let value as Double: return .real(value)
            case let value as Float: return .real(Double(value))
            default:
                if let number = PredicateFormatValue.number(value) {
                    return number.rounded() == number && abs(number) < 9e18 ? .integer(Int64(number)) : .real(number)
                }
                return .null
            }
        }
    }

    private func decode(_ stored: StoredValue, _ property: NSPropertyDescription) -> CoreDataStore.StoredField? {
        if stored == .null { return nil }
        if let relationship = property as? NSRelationshipDescription {
            let entity = relationship.destinationEntity?.name ?? ""
            if relationship.isToMany, case .text(let text) = stored {
                let keys = text.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").compactMap { Int64($0) }
                return .toMany(keys.map { CoreDataStore.ObjectKey(entity: entity, key: $0) })
            }
            if case .integer(let key) = stored { return .toOne(CoreDataStore.ObjectKey(entity: entity, key: key)) }
            return nil
        }
        guard let attribute = property as? NSAttributeDescription else { return nil }
        let value: Any?
        switch (attribute.attributeType, stored) {
        case (.integer16AttributeType, .integer(let v)): value = Int16(truncatingIfNeeded: v)
        case (.integer32AttributeType, .integer(let v)): value = Int32(truncatingIfNeeded: v)
        case (.integer64AttributeType, .integer(let v)): value = v
        case (.booleanAttributeType, .integer(let v)): value = v != 0
        case (.doubleAttributeType, .real(let v)): value = v
        case (.doubleAttributeType, .integer(let v)): value = Double(v)
        case (.floatAttributeType, .real(let v)): value = Float(v)
        case (.floatAttributeType, .integer(let v)): value = Float(v)
        case (.stringAttributeType, .text(let v)): value = v
        case (.dateAttributeType, .real(let v)): value = Date(timeIntervalSinceReferenceDate: v)
        case (.dateAttributeType, .integer(let v)): value = Date(timeIntervalSinceReferenceDate: Double(v))
        case (.binaryDataAttributeType, .blob(let v)): value = v
        case (.UUIDAttributeType, .text(let v)): value = UUID(uuidString: v)
        case (.URIAttributeType, .text(let v)): value = URL(string: v)
        case (.decimalAttributeType, .text(let v)): value = Decimal(string: v)
        default: value = nil
        }
        return value.map(CoreDataStore.StoredField.value)
    }
}
