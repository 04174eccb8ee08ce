import Foundation

/// An interface for describing the evolution of a schema and how to migrate between
/// specific versions: its versions, oldest first, and the stages between them.
///
/// ```swift
/// enum TripsMigrationPlan: SchemaMigrationPlan {
///     static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
///     static var stages: [MigrationStage] {
///         [.lightweight(fromVersion: TripsV1.self, toVersion: TripsV2.self)]
///     }
/// }
/// let container = try ModelContainer(for: Schema(versionedSchema: TripsV2.self),
///                                    migrationPlan: TripsMigrationPlan.self)
/// ```
///
/// A container checks its plan when it opens: each stage goes from a version the plan
/// lists to a later one it lists, or the container throws ``SwiftDataError/unknownSchema``
/// or ``SwiftDataError/backwardMigration``. The engine's stores add a new version's
/// attributes by themselves (as a lightweight stage does), so a stage has nothing more to
/// do on them; a custom stage's closures are not called.
public protocol SchemaMigrationPlan {
    /// The versions of the schema, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages between the versions, in order.
    static var stages: [MigrationStage] { get }
}

extension ModelContainer {
    /// Creates a container of the schema's models with the configurations given, after
    /// checking the migration plan (``SchemaMigrationPlan``), if any.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Creates a container of the schema's models with the configurations given (one
    /// on-disk configuration when the list is empty), after checking the migration plan
    /// (``SchemaMigrationPlan``), if any.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: [ModelConfiguration]) throws {
        if let migrationPlan { try Self.check(migrationPlan) }
        try self.init(checking: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Creates a container of the given model types (and the types they relate to) with
    /// the configurations given, after checking the migration plan, if any.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Throws when a stage of `plan` names a version its schemas do not list, or goes
    /// from a version to an earlier or the same one.
    private static func check(_ plan: any SchemaMigrationPlan.Type) throws {
        let listed = plan.schemas.map { ObjectIdentifier($0) }
        for stage in plan.stages {
            let (from, to) = stage.versions
            for version in [from, to] where !listed.contains(ObjectIdentifier(version)) {
                throw SwiftDataError(.unknownSchema, "the migration plan \(plan)'s stage from \(from) to \(to) names \(version), which its schemas (\(plan.schemas.map { "\($0)" }.joined(separator: ", "))) do not list")
            }
            guard from.versionIdentifier < to.versionIdentifier else {
                throw SwiftDataError(.backwardMigration, "the migration plan \(plan)'s stage goes from \(from) (\(from.versionIdentifier)) to \(to) (\(to.versionIdentifier)), which is not a later version")
            }
        }
    }
}
