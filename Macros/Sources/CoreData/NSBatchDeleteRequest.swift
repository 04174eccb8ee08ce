import Foundation

/// A request a persistent store runs itself (fetches and batch deletes).
open class NSPersistentStoreRequest: NSObject {}

/// What a store request returned.
open class NSPersistentStoreResult: NSObject {}

/// A request that deletes objects in the persistent store directly, without loading them
/// into a context.
///
/// ```swift
/// let request = NSBatchDeleteRequest(fetchRequest: Book.fetchRequest())
/// try context.execute(request)
/// ```
///
/// As with Apple's, the store's objects are deleted at once (no save); the contexts'
/// objects of those rows leave their contexts, whose views update.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// The request whose objects are deleted.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result holds (the count, here always).
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A batch delete of the objects `fetchRequest` finds in the store.
    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        super.init()
    }
}

/// What a batch delete's result holds.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Whether it succeeded.
    case resultTypeStatusOnly = 0
    /// The identifiers of the deleted objects.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted.
    case resultTypeCount = 2
}

/// The result of a batch delete: the number of objects deleted.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The number of objects deleted (for every result type here).
    public let result: Any?
    init(count: Int) {
        result = count
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Runs a store request: a batch delete removes the saved objects its fetch request
    /// matches from the store at once.
    ///
    /// - Throws: ``CoreDataError`` when the fetch request cannot be evaluated, or for a
    ///   request kind not supported here.
    @discardableResult
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else {
            throw CoreDataError.unsupportedFetch("\(type(of: request)) is not supported by this store.")
        }
        let saved = try fetch(delete.fetchRequest).compactMap { $0 as? NSManagedObject }.filter { !$0.objectID.isTemporaryID }
        try batchDelete(saved)
        return NSBatchDeleteResult(count: saved.count)
    }
}
