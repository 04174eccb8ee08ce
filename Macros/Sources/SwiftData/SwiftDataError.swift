import Foundation

/// A type that describes a SwiftData error.
///
/// Each of SwiftData's errors is one of the static values below; a thrown error also says
/// what happened, naming the model, the property and the values involved:
///
/// ```swift
/// do { try context.save() } catch let error as SwiftDataError {
///     error == .modelValidationFailure   // true
///     print(error)   // Folder/p1 cannot be deleted: its relationship 'notes' has the
///                    // delete rule .deny and holds 2 models. Nothing was saved.
/// }
/// ```
///
/// Errors are equal when they are the same kind of error, whatever they say.
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    let code: Code
    /// What happened.
    public let description: String

    enum Code: String, Sendable {
        case loadIssueModelContainer, modelValidationFailure, unsupportedPredicate, unsupportedSortDescriptor,
             unsupportedKeyPath, includePendingChangesWithBatchSize, sortingPendingChangesWithIdentifiers,
             duplicateConfiguration, configurationFileNameTooLong, configurationFileNameContainsInvalidCharacters,
             unknownSchema, backwardMigration, configurationSchemaNotFoundInContainerSchema, storeFailure
    }

    init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }

    /// What happened (`localizedDescription`).
    public var errorDescription: String? { description }

    /// Whether two errors are the same kind of error, whatever they say.
    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }
    /// Hashes the kind of error.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The container could not load its store.
    public static let loadIssueModelContainer = SwiftDataError(.loadIssueModelContainer, "The model container could not load its store.")
    /// A model failed validation when its context saved: a delete rule, a required
    /// relationship, a relationship's model count, or a unique value.
    public static let modelValidationFailure = SwiftDataError(.modelValidationFailure, "A model failed validation.")
    /// A fetch's predicate could not be evaluated.
    public static let unsupportedPredicate = SwiftDataError(.unsupportedPredicate, "The predicate is not supported.")
    /// A fetch's sort descriptor could not be applied.
    public static let unsupportedSortDescriptor = SwiftDataError(.unsupportedSortDescriptor, "The sort descriptor is not supported.")
    /// A key path names no persisted property.
    public static let unsupportedKeyPath = SwiftDataError(.unsupportedKeyPath, "The key path is not supported.")
    /// A fetch asked for batches and for pending changes together.
    public static let includePendingChangesWithBatchSize = SwiftDataError(.includePendingChangesWithBatchSize, "A batched fetch cannot include pending changes.")
    /// A fetch of identifiers asked to sort pending changes.
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError(.sortingPendingChangesWithIdentifiers, "Identifiers of pending changes cannot be sorted.")
    /// Two configurations of a container have the same name.
    public static let duplicateConfiguration = SwiftDataError(.duplicateConfiguration, "Two configurations have the same name.")
    /// A configuration's name is too long for a file name.
    public static let configurationFileNameTooLong = SwiftDataError(.configurationFileNameTooLong, "The configuration's file name is too long.")
    /// A configuration's name has characters a file name cannot have.
    public static let configurationFileNameContainsInvalidCharacters = SwiftDataError(.configurationFileNameContainsInvalidCharacters, "The configuration's file name contains invalid characters.")
    /// A model type is not part of the container's schema.
    public static let unknownSchema = SwiftDataError(.unknownSchema, "The schema is unknown.")
    /// A store was made by a newer version of the schema.
    public static let backwardMigration = SwiftDataError(.backwardMigration, "The store cannot be migrated backward.")
    /// A configuration's schema has a type the container's schema does not.
    public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(.configurationSchemaNotFoundInContainerSchema, "The configuration's schema is not in the container's schema.")
}
