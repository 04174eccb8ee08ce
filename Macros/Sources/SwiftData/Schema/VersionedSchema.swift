import Foundation

/// An interface for describing a specific version of a schema, including the models it
/// contains: one of the versions a ``SchemaMigrationPlan`` lists.
///
/// ```swift
/// enum TripsV2: VersionedSchema {
///     static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
///     static var models: [any PersistentModel.Type] { [Trip.self] }
/// }
/// let schema = Schema(versionedSchema: TripsV2.self)   // version 2.0.0
/// ```
public protocol VersionedSchema {
    /// The version of the schema.
    static var versionIdentifier: Schema.Version { get }
    /// The model types of the schema.
    static var models: [any PersistentModel.Type] { get }
}

extension Schema {
    /// Creates a schema of the versioned schema's models, at its version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}
