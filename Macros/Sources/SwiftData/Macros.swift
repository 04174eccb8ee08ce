/// Converts a Swift class into a stored model that's managed by SwiftData.
///
/// ```swift
/// @Model final class Trip {
///     @Attribute(.unique) var name: String
///     var startDate: Date
///     @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
///     @Transient var isSelected = false
///     init(name: String, startDate: Date) { self.name = name; self.startDate = startDate }
/// }
/// ```
///
/// The class becomes a ``PersistentModel`` and `Observable`: each stored `var` (not
/// `@Transient`) is persisted and observed, a value type as an attribute (any `Codable`
/// type), a model, an optional model or an array of models as a relationship. A model read
/// from its store is made without running your initializer, so a `@Transient` property
/// needs a default value.
@attached(member, names: named(_$backing), named(_$properties), named(_$uniqueConstraints), named(init))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "ModelMacro")

/// Specifies the custom behavior that SwiftData applies to the annotated property when
/// the containing class is a managed model.
///
/// ```swift
/// @Attribute(.unique) var name: String
/// @Attribute(originalName: "start_date") var startDate: Date
/// ```
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option...,
    originalName: String? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "SchemaMarkerMacro")

/// Specifies the options that SwiftData needs to manage the annotated property as a
/// relationship between two models.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
/// ```
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0,
    originalName: String? = nil,
    inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "SchemaMarkerMacro")

/// Tells SwiftData not to persist the annotated property: it keeps its default value in a
/// model read from the store.
///
/// ```swift
/// @Transient var isSelected = false
/// ```
@attached(peer)
public macro Transient() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "SchemaMarkerMacro")

/// Specifies the key paths that SwiftData uses to enforce the uniqueness of model
/// instances: a model inserted with the values of a saved one updates it (an upsert).
///
/// ```swift
/// @Model final class Person {
///     #Unique<Person>([\.id], [\.givenName, \.familyName])
///     var id: UUID
///     var givenName: String
///     var familyName: String
/// }
/// ```
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "SchemaMarkerMacro")

/// Specifies the key paths SwiftData indexes in the store. Accepted and checked; the
/// headless store evaluates predicates in memory, so an index changes no result.
///
/// ```swift
/// #Index<Trip>([\.name], [\.startDate, \.endDate])
/// ```
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "SchemaMarkerMacro")

/// Used by `@Model` on each persisted `var`: its accessors read and write the value
/// through the model. Not for direct use.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "PersistedPropertyMacro")

/// Converts a Swift actor into a model actor by generating boilerplate code that fulfills
/// the requirements of the associated protocol.
///
/// ```swift
/// @ModelActor
/// actor TripImporter {
///     func add(_ name: String) throws {
///         modelContext.insert(Trip(name: name))
///         try modelContext.save()
///     }
/// }
///
/// let importer = TripImporter(modelContainer: container)
/// ```
///
/// The actor gets `nonisolated let modelExecutor: any ModelExecutor`, `nonisolated let
/// modelContainer: ModelContainer` and `init(modelContainer:)`, which makes a context of
/// its own on the container and a ``DefaultSerialModelExecutor`` over it, and conforms to
/// ``ModelActor``, which runs the actor on that executor.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ViewEngineMacrosPlugin", type: "ModelActorMacro")
