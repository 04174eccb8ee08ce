import Foundation
import FrameworkSupport

/// The domain of CloudKit's errors: `CKErrorDomain`, as on Apple's platforms.
public let CKErrorDomain = "CKErrorDomain"

/// The key of a partial failure's per-item errors in its `userInfo`.
public let CKPartialErrorsByItemIDKey = "CKPartialErrorsByItem"

/// The key of the server's copy of a record in a `serverRecordChanged` error's `userInfo`.
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"

/// The key of the record the app tried to save in a `serverRecordChanged` error's
/// `userInfo`.
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"

/// An error CloudKit reports, in Apple's domain (`CKErrorDomain`) with Apple's codes.
///
/// ```swift
/// do { _ = try await database.record(for: CKRecord.ID(recordName: "gone")) }
/// catch let error as CKError where error.code == .unknownItem { … }   // code 11
/// ```
public struct CKError: AppleFrameworkError {
    /// The reasons CloudKit fails, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// CloudKit failed in a way it does not describe.
        case internalError = 1
        /// Some items of a batch failed; ``CKError/partialErrorsByItemID`` names them.
        case partialFailure = 2
        /// The network is not available.
        case networkUnavailable = 3
        /// The network was available but the request failed.
        case networkFailure = 4
        /// The container is not configured or not known.
        case badContainer = 5
        /// The service is not available.
        case serviceUnavailable = 6
        /// The client sent requests too fast.
        case requestRateLimited = 7
        /// The app lacks the CloudKit entitlement.
        case missingEntitlement = 8
        /// There is no iCloud account on the device, or it cannot be used
        /// (`host.cloudKit.accountStatus` is not `.available`).
        case notAuthenticated = 9
        /// The user may not do this.
        case permissionFailure = 10
        /// The record, or the subscription, does not exist.
        case unknownItem = 11
        /// The request is not valid: here, a predicate the engine cannot evaluate.
        case invalidArguments = 12
        /// The results were truncated.
        case resultsTruncated = 13
        /// The server's version of the record is newer than the one being saved.
        case serverRecordChanged = 14
        /// The server rejected the request.
        case serverRejectedRequest = 15
        /// An asset's file could not be found.
        case assetFileNotFound = 16
        /// An asset's file changed while it was being saved.
        case assetFileModified = 17
        /// The app's version is older than the oldest the container allows.
        case incompatibleVersion = 18
        /// A unique field's value is taken.
        case constraintViolation = 19
        /// The operation was cancelled.
        case operationCancelled = 20
        /// The change token has expired.
        case changeTokenExpired = 21
        /// The batch failed because one of its items failed, in an atomic zone.
        case batchRequestFailed = 22
        /// The zone is busy.
        case zoneBusy = 23
        /// The operation cannot be done on this database.
        case badDatabase = 24
        /// The user's iCloud storage is full.
        case quotaExceeded = 25
        /// The zone does not exist.
        case zoneNotFound = 26
        /// The request is too large.
        case limitExceeded = 27
        /// The user deleted the zone.
        case userDeletedZone = 28
        /// A share has too many participants.
        case tooManyParticipants = 29
        /// The record is already shared.
        case alreadyShared = 30
        /// A reference's target does not exist.
        case referenceViolation = 31
        /// The account is managed and restricted.
        case managedAccountRestricted = 32
        /// The participant may need to verify.
        case participantMayNeedVerification = 33
        /// The server's response was lost.
        case serverResponseLost = 34
        /// The asset is not available.
        case assetNotAvailable = 35
        /// The account is temporarily unavailable.
        case accountTemporarilyUnavailable = 36
    }

    /// Why the call failed.
    public let code: Code
    /// What failed, in words, when the code alone does not say (the predicate refused).
    public let message: String?
    /// The server's copy of the record, for ``Code/serverRecordChanged``.
    public let serverRecord: CKRecord?
    /// The record the app tried to save, for ``Code/serverRecordChanged``.
    public let clientRecord: CKRecord?
    let partialErrors: [CKRecord.ID: CKError]

    /// An error with `code`.
    public init(_ code: Code) { self.init(code, message: nil) }

    init(_ code: Code, message: String?, serverRecord: CKRecord? = nil, clientRecord: CKRecord? = nil,
         partialErrors: [CKRecord.ID: CKError] = [:]) {
        self.code = code
        self.message = message
        self.serverRecord = serverRecord
        self.clientRecord = clientRecord
        self.partialErrors = partialErrors
    }

    /// `CKErrorDomain`, as on Apple's platforms.
    public static let errorDomain = CKErrorDomain

    /// The error of each item that failed, by its ID, for ``Code/partialFailure``.
    public var partialErrorsByItemID: [AnyHashable: any Error]? {
        code == .partialFailure ? Dictionary(uniqueKeysWithValues: partialErrors.map { (AnyHashable($0.key), $0.value as any Error) }) : nil
    }

    /// `CKError(unknownItem)`, with the message after a colon when there is one.
    public var description: String {
        "CKError(\(code))" + (message.map { ": \($0)" } ?? "")
    }

    /// The description, and the records and per-item errors under Apple's keys.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let serverRecord { info[CKRecordChangedErrorServerRecordKey] = serverRecord }
        if let clientRecord { info[CKRecordChangedErrorClientRecordKey] = clientRecord }
        if let partial = partialErrorsByItemID { info[CKPartialErrorsByItemIDKey] = partial }
        return info
    }
}
