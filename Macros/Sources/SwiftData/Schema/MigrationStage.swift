import Foundation

/// A step in a ``SchemaMigrationPlan``: from one version of the schema to the next.
///
/// ```swift
/// static var stages: [MigrationStage] {
///     [.lightweight(fromVersion: TripsV1.self, toVersion: TripsV2.self)]
/// }
/// ```
public enum MigrationStage {
    /// A stage the store makes by itself: the new version's attributes are added, the
    /// stored rows kept.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A stage with the app's own work before (`willMigrate`) and after (`didMigrate`) the
    /// store moves to the new version.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)

    /// The versions the stage migrates from and to.
    var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
        switch self {
        case .lightweight(let from, let to), .custom(let from, let to, _, _): (from, to)
        }
    }
}
