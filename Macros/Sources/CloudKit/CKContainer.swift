import Foundation
import FrameworkSupport

/// Whether the device has an iCloud account CloudKit can use, with Apple's raw values.
public enum CKAccountStatus: Int, Sendable {
    /// CloudKit could not tell.
    case couldNotDetermine = 0
    /// There is an account, and the app may use it: a headless host's default.
    case available = 1
    /// Parental controls or device management deny access.
    case restricted = 2
    /// There is no iCloud account.
    case noAccount = 3
    /// The account is available but not yet ready.
    case temporarilyUnavailable = 4
}

/// An app's iCloud container: its public, private and shared databases.
///
/// Headless, the databases of a container are kept in memory per host and per container
/// identifier: every `CKContainer.default()` of a host reaches the same records, another
/// host (another test) starts empty. The account is `.available` unless a test sets
/// `host.cloudKit.accountStatus`.
public final class CKContainer: NSObject, Sendable {
    /// The container's identifier (`iCloud.` and the app's bundle identifier for the
    /// default one).
    public let containerIdentifier: String?

    /// The container `containerIdentifier`.
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }

    /// The app's default container: `iCloud.` and the bundle identifier (`iCloud.app`
    /// where the process has none).
    public static func `default`() -> CKContainer {
        CKContainer(identifier: "iCloud.\(Bundle.main.bundleIdentifier ?? "app")")
    }

    /// The database every user of the app shares.
    public var publicCloudDatabase: CKDatabase { database(with: .public) }
    /// The current user's own database.
    public var privateCloudDatabase: CKDatabase { database(with: .private) }
    /// The records other users share with the current user.
    public var sharedCloudDatabase: CKDatabase { database(with: .shared) }

    /// The container's database of `databaseScope`.
    public func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        CKDatabase(containerIdentifier: containerIdentifier ?? "", databaseScope: databaseScope)
    }

    /// Hands the account's status to `completionHandler`, later.
    public func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
        let status = CloudKitState.current.accountStatus
        deliverLater { completionHandler(status, nil) }
    }

    /// The account's status.
    public func accountStatus() async throws -> CKAccountStatus {
        CloudKitState.current.accountStatus
    }

    /// Hands the current user's record ID to `completionHandler`, later: the host's user
    /// (``HostCloudKit/userRecordName``), or ``CKError/Code/notAuthenticated`` when
    /// the account is not available.
    public func fetchUserRecordID(completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        let answer = Result { try userRecordIDNow() }
        deliverLater {
            switch answer {
            case .success(let id): completionHandler(id, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// The current user's record ID: the host's user, or ``CKError/Code/notAuthenticated``
    /// when the account is not available.
    public func userRecordID() async throws -> CKRecord.ID { try userRecordIDNow() }

    private func userRecordIDNow() throws -> CKRecord.ID {
        let state = CloudKitState.current
        let status = state.accountStatus
        guard status == .available else {
            throw CKError(.notAuthenticated, message: "the iCloud account's status is \(status)")
        }
        return CKRecord.ID(recordName: state.userRecordName)
    }

    /// Runs `operation` against the private database, later (the database Apple's
    /// container-level operations use when they name none).
    public func add(_ operation: CKOperation) {
        if let operation = operation as? CKDatabaseOperation {
            privateCloudDatabase.add(operation)
        } else {
            CKDatabase.schedule(operation, on: privateCloudDatabase)
        }
    }
}
