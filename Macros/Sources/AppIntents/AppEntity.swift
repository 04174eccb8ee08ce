/// A thing of your app that intents take and return (a backyard, a trip): the system
/// shows it with its display representation, and finds it again by its identifier with
/// its query.
///
/// ```swift
/// struct BackyardEntity: AppEntity {
///     var id: UUID
///     var name: String
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Backyard"
///     static let defaultQuery = BackyardEntityQuery()
/// }
/// ```
public protocol AppEntity: Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type by identifier.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The type's name, as the system shows it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query the system asks for entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// How the system shows this entity.
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    /// A new query of the query type, by default.
    public static var defaultQuery: DefaultQuery { DefaultQuery() }
}
