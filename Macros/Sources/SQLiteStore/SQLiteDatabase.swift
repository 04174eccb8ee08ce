internal import CSQLite
import Foundation

/// One connection to an SQLite database: a file, or a database in memory. SwiftData's and
/// Core Data's stores both keep their objects through it.
///
/// Not thread-safe by itself: the store that owns it serializes every use.
package final class SQLiteDatabase {
    private let handle: OpaquePointer
    /// The path it was opened with (`:memory:` for a database in memory).
    package let path: String
    /// Makes the error a failure is thrown as (the store's own kind of error).
    private let makeError: (SQLiteFailure) -> any Error

    /// Opens (and creates) the database at `path`; each failure is thrown as `makeError`
    /// makes it (the failure itself by default).
    package init(path: String, errors makeError: @escaping (SQLiteFailure) -> any Error = { $0 }) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let handle { sqlite3_close_v2(handle) }
            throw makeError(SQLiteFailure(kind: .open, path: path, sql: "", message: message))
        }
        self.handle = handle
        self.path = path
        self.makeError = makeError
        sqlite3_busy_timeout(handle, 5_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without results.
    package func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(handle, sql, nil, nil, &error) != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? lastError
            sqlite3_free(error)
            throw failure(message, sql)
        }
    }

    /// Runs one statement with `bindings` and returns its rows, each a list of columns.
    @discardableResult
    package func query(_ sql: String, _ bindings: [StoredValue] = []) throws -> [[StoredValue]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure(lastError, sql)
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in bindings.enumerated() {
            let position = Int32(index + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, position)
            case .integer(let integer): status = sqlite3_bind_int64(statement, position, integer)
            case .real(let real): status = sqlite3_bind_double(statement, position, real)
            case .text(let text): status = sqlite3_bind_text(statement, position, text, -1, csqlite_transient())
            case .blob(let data):
                status = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, position, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
                }
            }
            guard status == SQLITE_OK else { throw failure(lastError, sql) }
        }
        var rows: [[StoredValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure(lastError, sql) }
            rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
        return rows
    }

    /// The key of the row the latest `INSERT` made.
    package var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in a transaction: all of its writes are kept, or, when it throws, none.
    package func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The names of the columns of `table`.
    package func columns(of table: String) throws -> [String] {
        try query("PRAGMA table_info(\(table.quotedIdentifier))").compactMap { row in
            guard row.count > 1, case .text(let name) = row[1] else { return nil }
            return name
        }
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> StoredValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    private var lastError: String { String(cString: sqlite3_errmsg(handle)) }

    private func failure(_ message: String, _ sql: String) -> any Error {
        makeError(SQLiteFailure(kind: .statement, path: path, sql: sql, message: message))
    }
}

/// What SQLite refused: opening the database, or a statement.
package struct SQLiteFailure: Error, CustomStringConvertible {
    /// Which step failed.
    package enum Kind: Sendable { case open, statement }
    /// Which step failed.
    package let kind: Kind
    /// The database's path.
    package let path: String
    /// The statement SQLite refused (empty when opening failed).
    package let sql: String
    /// SQLite's message.
    package let message: String
    /// SQLite's message.
    package var description: String { message }
}

extension String {
    /// The name as an SQL identifier, in double quotes.
    package var quotedIdentifier: String { "\"" + replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}
