import Foundation

/// An error of Core Data: a model that cannot load, a store that is not a store, a fetch
/// the store cannot evaluate, an object that fails validation. Each says what happened in
/// Core Data's words where Core Data has words (`keypath title not found in entity Book`).
public struct CoreDataError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// Core Data's error code (`NSCocoaErrorDomain`), as `NSError` carries it.
    public let code: Int
    /// What happened.
    public let description: String

    init(_ code: Int, _ description: String) {
        self.code = code
        self.description = description
    }

    /// The description.
    public var errorDescription: String? { description }

    /// The persistent store is not a store Core Data can open (`NSPersistentStoreInvalidTypeError`).
    static func invalidStore(_ url: URL, _ reason: String) -> CoreDataError {
        CoreDataError(NSPersistentStoreInvalidTypeError, "The file \u{201C}\(url.lastPathComponent)\u{201D} couldn\u{2019}t be opened: \(reason)")
    }

    /// A fetch the store cannot evaluate.
    static func unsupportedFetch(_ reason: String) -> CoreDataError {
        CoreDataError(NSPersistentStoreUnsupportedRequestTypeError, reason)
    }

    /// An object that fails validation at save.
    static func validation(_ code: Int, _ reason: String) -> CoreDataError {
        CoreDataError(code, reason)
    }
}

/// The persistent store is not of a type Core Data can open.
public let NSPersistentStoreInvalidTypeError = 134000
/// The store cannot run the request.
public let NSPersistentStoreUnsupportedRequestTypeError = 134091
/// The model for a store could not be found or is not compatible.
public let NSPersistentStoreIncompatibleVersionHashError = 134100
/// A mandatory property has no value.
public let NSValidationMissingMandatoryPropertyError = 1570
/// A relationship with the deny delete rule holds objects.
public let NSValidationRelationshipDeniedDeleteError = 1600
/// A generic validation error.
public let NSManagedObjectValidationError = 1550
/// Saving failed.
public let NSPersistentStoreSaveError = 134030
