/// An interface for providing mutually-exclusive access to the attributes of a conforming
/// model.
///
/// ```swift
/// @ModelActor
/// actor TripImporter {
///     func importTrip(named name: String) throws {
///         modelContext.insert(Trip(name: name))
///         try modelContext.save()
///     }
/// }
///
/// let importer = TripImporter(modelContainer: container)
/// try await importer.importTrip(named: "Paris")
/// try container.mainContext.fetch(FetchDescriptor<Trip>())   // has Paris
/// ```
///
/// `@ModelActor` conforms an actor: it gives the actor a context of its own on the
/// container, and the actor runs on that context's executor, so the actor's code uses
/// the context one job at a time. What the actor saves, the container's other contexts
/// see (the main context's `@Query` views update); models stay in their context: hand
/// another actor a model's ``PersistentIdentifier`` and read it there with
/// ``subscript(_:as:)``.
public protocol ModelActor: Actor {
    /// The container that manages the app's schema and model storage configuration.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor that coordinates access to the model actor. Use ``modelContext``, not
    /// the executor, to reach the context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The optimized, unowned reference to the model actor's executor: the actor runs on
    /// ``modelExecutor``, which must be a ``SerialModelExecutor``.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        guard let executor = modelExecutor as? any SerialModelExecutor else {
            preconditionFailure("\(Self.self)'s modelExecutor is not a SerialModelExecutor, so the actor cannot run on it; use DefaultSerialModelExecutor(modelContext:)")
        }
        return executor.asUnownedSerialExecutor()
    }

    /// The context that serializes any code running on the model actor.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// Returns the model for the specified identifier, downcast to the appropriate class:
    /// the context's instance, read from the store when it has none; `nil` when the store
    /// has no such model or it is of another class.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.model(for: id) as? T
    }
}
