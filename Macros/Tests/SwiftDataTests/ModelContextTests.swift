import Foundation
import SwiftData
import Testing
import ViewEngine

/// `ModelContext`: insert, fetch, save, rollback, delete, `hasChanges`, identifiers, each
/// test naming the sentence of Apple's SwiftData documentation it checks.
@MainActor
@Suite("ModelContext")
struct ModelContextTests {
    @Test("insert(_:): \"Registers the specified model with the context so it can include the model in the next save operation.\"")
    func insertIncludesTheModelInTheNextSave() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Paris", destination: "France")
        #expect(trip.modelContext == nil)
        context.insert(trip)
        #expect(trip.modelContext === context)
        #expect(context.insertedModelsArray.count == 1)
        #expect(context.hasChanges && trip.hasChanges)
        try context.save()
        #expect(!context.hasChanges && !trip.hasChanges)
        #expect(context.insertedModelsArray.isEmpty)
        // A second context of the container reads it from the store.
        let other = ModelContext(container)
        let read = try other.fetch(FetchDescriptor<Trip>())
        #expect(read.map(\.name) == ["Paris"])
        #expect(read[0] !== trip)
        #expect(read[0].persistentModelID == trip.persistentModelID)
    }

    @Test("insert(_:): \"A model is given a temporary persistent identifier until the first time a context saves it, after which that context assigns a permanent identifier.\"")
    func theIdentifierIsTemporaryUntilSaved() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Rome", destination: "Italy")
        let unsaved = trip.persistentModelID
        #expect(unsaved.storeIdentifier == nil)
        #expect(trip.persistentModelID == unsaved)   // stable until saved
        context.insert(trip)
        try context.save()
        let saved = trip.persistentModelID
        #expect(saved != unsaved)
        #expect(saved.storeIdentifier != nil)
        #expect(saved.entityName == "Trip")
        #expect(context.model(for: saved) === trip)
        #expect(context.registeredModel(for: saved) as Trip? === trip)
    }

    @Test("insert(_:): \"If you call rollback() after inserting a model but before the next save operation, the context discards that model.\"")
    func rollbackDiscardsAnInsert() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Oslo", destination: "Norway")
        context.insert(trip)
        context.rollback()
        #expect(trip.modelContext == nil)
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Trip>()).isEmpty)
    }

    @Test("rollback(): \"Discards pending inserts and deletes, restores changed models to their most recent committed state, and empties the undo stack.\"")
    func rollbackRestoresTheCommittedState() throws {
        let context = ModelContext(try memoryContainer())
        let undoManager = UndoManager()
        context.undoManager = undoManager
        let kept = Trip(name: "Kept", destination: "A")
        let deleted = Trip(name: "Deleted", destination: "B")
        context.insert(kept)
        context.insert(deleted)
        try context.save()
        kept.destination = "Changed"
        kept.notes = ["one"]
        context.delete(deleted)
        context.insert(Trip(name: "New", destination: "C"))
        #expect(undoManager.canUndo)
        context.rollback()
        #expect(kept.destination == "A" && kept.notes == [])
        #expect(!deleted.isDeleted && deleted.modelContext === context)
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Deleted", "Kept"])
        #expect(!undoManager.canUndo)
        #expect(!context.hasChanges)
    }

    @Test("delete(_:): \"Removes the specified model from the persistent storage during the next save operation.\"")
    func deleteRemovesAtTheNextSave() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Lima", destination: "Peru")
        context.insert(trip)
        try context.save()
        context.delete(trip)
        #expect(trip.isDeleted)
        #expect(context.deletedModelsArray.count == 1)
        #expect(try context.fetch(FetchDescriptor<Trip>()).isEmpty)          // not fetched once deleted
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 1)   // still stored
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 0)
        #expect(trip.modelContext == nil)
        #expect(!trip.isDeleted)   // no longer marked for deletion: deleted
        #expect(context.deletedModelsArray.isEmpty)
    }

    @Test("delete(_:): \"If the model is new and in an unsaved state, the context simply discards it.\"")
    func deletingAnUnsavedModelDiscardsIt() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Quito", destination: "Ecuador")
        context.insert(trip)
        context.delete(trip)
        #expect(trip.modelContext == nil)
        #expect(context.insertedModelsArray.isEmpty && context.deletedModelsArray.isEmpty)
        #expect(!context.hasChanges)
    }

    @Test("hasChanges, changedModelsArray: \"The array of registered models that have unsaved changes.\"")
    func writingAPropertyIsAChange() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Bern", destination: "Switzerland")
        context.insert(trip)
        try context.save()
        #expect(context.changedModelsArray.isEmpty)
        trip.isSelected = true   // @Transient: not persisted, not a change
        #expect(!context.hasChanges)
        trip.priority = .high
        #expect(context.hasChanges)
        #expect(context.changedModelsArray.map(\.persistentModelID) == [trip.persistentModelID])
        try context.save()
        #expect(!context.hasChanges)
        let reread = try ModelContext(context.container).fetch(FetchDescriptor<Trip>())[0]
        #expect(reread.priority == .high)
        #expect(reread.isSelected == false)   // a transient property has its default value
    }

    @Test("ModelContext: \"create the graph of related models and insert only the root model into the context. The context recognizes the hierarchy and automatically handles the insertion of the related models.\"")
    func insertingTheRootInsertsTheGraph() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Tour", destination: "Alps")
        let first = Stop(name: "Chamonix", order: 1)
        let second = Stop(name: "Zermatt", order: 2)
        trip.stops = [first, second]
        #expect(first.trip === trip)   // the inverse follows, before any context
        context.insert(trip)
        #expect(first.modelContext === context && second.modelContext === context)
        let third = Stop(name: "Davos", order: 3)
        trip.stops.append(third)       // related to an inserted model: inserted too
        #expect(third.modelContext === context)
        try context.save()
        let stops = try ModelContext(context.container).fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.order)]))
        #expect(stops.map(\.name) == ["Chamonix", "Zermatt", "Davos"])
        #expect(stops.map { $0.trip?.name } == ["Tour", "Tour", "Tour"])
    }

    @Test("save(): \"Writes any pending inserts, changes, and deletes to the persistent storage.\" — every kind of attribute comes back")
    func everyAttributeKindRoundTrips() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Kyoto", destination: "Japan", startDate: Date(timeIntervalSinceReferenceDate: 1_000))
        trip.endDate = Date(timeIntervalSinceReferenceDate: 2_000.5)
        trip.priority = .low
        trip.budget = Budget(amount: 1_250.75, currency: "JPY")
        trip.notes = ["temples", "tea"]
        let person = Person(givenName: "Ada", familyName: "Lovelace", age: 36, id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        context.insert(trip)
        context.insert(person)
        try context.save()
        let other = ModelContext(container)
        let read = try other.fetch(FetchDescriptor<Trip>())[0]
        #expect(read.startDate == Date(timeIntervalSinceReferenceDate: 1_000))
        #expect(read.endDate == Date(timeIntervalSinceReferenceDate: 2_000.5))
        #expect(read.priority == .low)
        #expect(read.budget == Budget(amount: 1_250.75, currency: "JPY"))
        #expect(read.notes == ["temples", "tea"])
        let readPerson = try other.fetch(FetchDescriptor<Person>())[0]
        #expect(readPerson.id == person.id)   // a `let` is stored and read back
        #expect(readPerson.age == 36)
    }

    @Test("transaction(block:): \"Runs the provided closure, and once it finishes, writes any pending inserts, changes, and deletes to the persistent storage.\"")
    func transactionSaves() throws {
        let context = ModelContext(try memoryContainer())
        try context.transaction {
            context.insert(Item(timestamp: .distantPast, title: "a"))
        }
        #expect(!context.hasChanges)
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Item>()) == 1)
    }

    @Test("didSave: \"The notification's userInfo dictionary contains the persistent identifiers of any inserted, updated, or deleted models.\"")
    func didSaveNamesTheIdentifiers() throws {
        let context = ModelContext(try memoryContainer())
        let first = Item(timestamp: .distantPast, title: "first")
        let second = Item(timestamp: .distantPast, title: "second")
        context.insert(first)
        context.insert(second)
        try context.save()
        first.title = "changed"
        context.delete(second)
        let third = Item(timestamp: .distantFuture, title: "third")
        context.insert(third)
        final class Received: @unchecked Sendable { var identifiers: [String: [PersistentIdentifier]] = [:] }
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { note in
            for (key, value) in note.userInfo ?? [:] { received.identifiers["\(key)"] = value as? [PersistentIdentifier] }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let deletedID = second.persistentModelID
        try context.save()
        #expect(received.identifiers["insertedIdentifiers"] == [third.persistentModelID])
        #expect(received.identifiers["updatedIdentifiers"] == [first.persistentModelID])
        #expect(received.identifiers["deletedIdentifiers"] == [deletedID])
    }

    @Test("a model belongs to one context: inserting it into another leaves it where it is")
    func aModelBelongsToOneContext() throws {
        let container = try memoryContainer()
        let first = ModelContext(container)
        let second = ModelContext(container)
        let item = Item(timestamp: .distantPast)
        first.insert(item)
        second.insert(item)
        #expect(item.modelContext === first)
        #expect(second.insertedModelsArray.isEmpty)
    }
}

extension ModelContextTests {
    @Test("a model class that is not final is stored and read like any other")
    func aClassThatIsNotFinal() throws {
        let container = try ModelContainer(for: Journal.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let journal = Journal(title: "Log")
        journal.entries.append("first")
        context.insert(journal)
        try context.save()
        let read = try ModelContext(container).fetch(FetchDescriptor<Journal>())
        #expect(read.map { "\($0.title) \($0.entries)" } == [#"Log ["first"]"#])
    }
}
