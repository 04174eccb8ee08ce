import Foundation
import ViewEngine

extension ViewHost {
    /// CloudKit on this host as a test sees and drives it: the iCloud account's status,
    /// the records and subscriptions of each container's databases, every call and the
    /// notices given once.
    ///
    /// ```swift
    /// host.cloudKit.accountStatus = .noAccount
    /// host.cloudKit.records(in: "iCloud.app", .private)   // what the app saved
    /// host.cloudKit.reset()                                // empty containers again
    /// ```
    public var cloudKit: HostCloudKit { HostCloudKit(state: .of(clock)) }
}

/// A host's CloudKit seen from a test (``ViewHost/cloudKit``). Each host has its own
/// containers: records one test saves are not another's.
@MainActor
public struct HostCloudKit {
    let state: CloudKitState

    /// The iCloud account's status; `.available` by default. Otherwise the private and
    /// shared databases, and writes to the public one, fail with
    /// ``CKError/Code/notAuthenticated``.
    public var accountStatus: CKAccountStatus {
        get { state.accountStatus }
        nonmutating set { state.accountStatus = newValue }
    }

    /// The record name of the device's iCloud user, which `fetchUserRecordID` and
    /// `userRecordID()` answer: `_00000000000000000000000000000001` by default (iCloud's form,
    /// an underscore and 32 hexadecimal digits).
    public var userRecordName: String {
        get { state.userRecordName }
        nonmutating set { state.userRecordName = newValue }
    }

    /// The records of the database `scope` of the container `containerIdentifier`, in the
    /// order first saved.
    public func records(in containerIdentifier: String, _ scope: CKDatabase.Scope) -> [CKRecord] {
        state.records(container: containerIdentifier, scope: scope)
    }

    /// The subscriptions of the database `scope` of the container `containerIdentifier`.
    public func subscriptions(in containerIdentifier: String, _ scope: CKDatabase.Scope) -> [CKSubscription] {
        state.subscriptions(container: containerIdentifier, scope: scope)
    }

    /// Every database call, in order, with its error: `save Item a`,
    /// `fetch b: CKError(unknownItem): …`.
    public var events: [String] { state.events }

    /// What the host said once about calls it cannot carry out as a device does (a
    /// subscription's pushes), as written to standard error.
    public var notices: [String] { state.notices }

    /// Empties every container, forgets the events and notices, and makes the account
    /// available again.
    public func reset() { state.reset() }
}
