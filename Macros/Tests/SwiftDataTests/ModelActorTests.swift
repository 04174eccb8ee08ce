import Foundation
import SwiftData
import Testing
import ViewEngine

/// A repository as apps write one: an actor that does the app's storage work off the main
/// actor, with a context of its own.
@ModelActor
final actor TripRepository {
    /// Inserts a trip and saves it; its identifier is what crosses to other actors.
    func add(_ name: String, to destination: String) throws -> PersistentIdentifier {
        let trip = Trip(name: name, destination: destination)
        modelContext.insert(trip)
        try modelContext.save()
        return trip.persistentModelID
    }

    /// Changes the destination of the trip with `id`, read through the actor's subscript.
    func move(_ id: PersistentIdentifier, to destination: String) throws {
        self[id, as: Trip.self]?.destination = destination
        try modelContext.save()
    }

    /// The destination of the trip with `id` as the actor's context has it.
    func destination(of id: PersistentIdentifier) -> String? {
        self[id, as: Trip.self]?.destination
    }

    /// The trips' names, as the actor's context fetches them.
    func names() throws -> [String] {
        try modelContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name)
    }

    /// Whether the calling code runs as a job of the actor's model executor.
    func runsOnItsModelExecutor() -> Bool {
        (modelExecutor as? DefaultSerialModelExecutor)?.isRunningCurrentJob == true
    }

    /// Whether the actor's context is its own: not the main context, on the actor's container.
    func contextIsItsOwn(besides main: ObjectIdentifier) -> Bool {
        let container = modelContainer
        return ObjectIdentifier(modelContext) != main && modelContext.container === container
    }
}

/// `@ModelActor`, `ModelActor`, `DefaultSerialModelExecutor`: an actor's own context on the
/// container, each test naming the sentence of Apple's SwiftData documentation it checks.
@MainActor
@Suite("ModelActor")
struct ModelActorTests {
    @Test("ModelActor(): \"Converts a Swift actor into a model actor by generating boilerplate code that fulfills the requirements of the associated protocol.\"")
    func theMacroGivesTheContainerTheExecutorAndAnInitializer() async throws {
        let container = try memoryContainer()
        let repository = TripRepository(modelContainer: container)
        #expect(repository.modelContainer === container)
        #expect(repository.modelExecutor is DefaultSerialModelExecutor)
        let anyModelActor: any ModelActor = repository
        #expect(anyModelActor.modelContainer === container)
        #expect(await repository.contextIsItsOwn(besides: ObjectIdentifier(container.mainContext)))
    }

    @Test("ModelActor.modelContext: \"The context that serializes any code running on the model actor.\"")
    func theActorsCodeRunsOnItsExecutorOneJobAtATime() async throws {
        let container = try memoryContainer()
        let repository = TripRepository(modelContainer: container)
        #expect(await repository.runsOnItsModelExecutor())
        #expect(!((repository.modelExecutor as? DefaultSerialModelExecutor)?.isRunningCurrentJob ?? true))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { _ = try await repository.add("Trip \(index)", to: "Somewhere") }
            }
            try await group.waitForAll()
        }
        #expect(try await repository.names().count == 20)
    }

    @Test("ModelActor: \"An interface for providing mutually-exclusive access to the attributes of a conforming model.\" — what the actor saves, the main context fetches")
    func theMainContextSeesTheActorsSave() async throws {
        let container = try memoryContainer()
        let repository = TripRepository(modelContainer: container)
        let id = try await repository.add("Paris", to: "France")
        let main = container.mainContext
        let fetched = try main.fetch(FetchDescriptor<Trip>())
        #expect(fetched.map(\.name) == ["Paris"])
        #expect(fetched.first?.persistentModelID == id)
        // A change the actor saves reaches the main context's instance.
        try await repository.move(id, to: "Texas")
        #expect(try main.fetch(FetchDescriptor<Trip>()).first?.destination == "Texas")
        #expect(fetched.first?.destination == "Texas")
        #expect(!main.hasChanges)
    }

    @Test("ModelActor: what the main context saves, the actor's context takes in at its next call")
    func theActorSeesTheMainContextsSave() async throws {
        let container = try memoryContainer()
        let repository = TripRepository(modelContainer: container)
        let id = try await repository.add("Rome", to: "Italy")
        #expect(await repository.destination(of: id) == "Italy")
        let main = container.mainContext
        let trip = try #require(main.model(for: id) as? Trip)
        trip.destination = "Lazio"
        try main.save()
        #expect(await repository.destination(of: id) == "Lazio")
        main.insert(Trip(name: "Oslo", destination: "Norway"))
        try main.save()
        #expect(try await repository.names() == ["Oslo", "Rome"])
    }

    @Test("ModelActor.subscript(_:as:): \"Returns the model for the specified identifier, downcast to the appropriate class.\"")
    func theSubscriptReturnsTheModelDowncast() async throws {
        let container = try memoryContainer()
        let repository = TripRepository(modelContainer: container)
        let id = try await repository.add("Lima", to: "Peru")
        #expect(await repository.destination(of: id) == "Peru")
        let folder = Folder(name: "Inbox")
        container.mainContext.insert(folder)
        try container.mainContext.save()
        #expect(await repository.destination(of: folder.persistentModelID) == nil)   // not a Trip
    }

    @Test("DefaultSerialModelExecutor.init(modelContext:): \"An object that safely performs storage-related tasks using an isolated model context.\"")
    func theExecutorKeepsTheContextItWasGiven() throws {
        let context = ModelContext(try memoryContainer())
        let executor = DefaultSerialModelExecutor(modelContext: context)
        #expect(executor.modelContext === context)
        #expect(!executor.isRunningCurrentJob)
    }
}
