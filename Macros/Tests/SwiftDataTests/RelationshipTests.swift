import Foundation
import SwiftData
import Testing

/// Relationships: inverses kept in step, and the four delete rules, each test naming the
/// sentence of Apple's documentation it checks.
@MainActor
@Suite("Relationships and delete rules")
struct RelationshipTests {
    @Test("@Relationship(inverse:): setting one side sets the other, for one-to-many and many-to-many")
    func inversesFollow() throws {
        let context = ModelContext(try memoryContainer())
        let trip = Trip(name: "Loop", destination: "Nordics")
        let stop = Stop(name: "Bergen", order: 1)
        stop.trip = trip                   // the to-one side
        #expect(trip.stops.map(\.name) == ["Bergen"])
        let other = Trip(name: "Other", destination: "Baltics")
        stop.trip = other                  // moves: leaves the first trip's stops
        #expect(trip.stops.isEmpty && other.stops.map(\.name) == ["Bergen"])
        other.stops = []                   // the to-many side
        #expect(stop.trip == nil)

        let swift = Tag(name: "swift")
        let data = Tag(name: "data")
        let article = Article(title: "Models")
        article.tags = [swift, data]
        #expect(swift.articles.map(\.title) == ["Models"] && data.articles.map(\.title) == ["Models"])
        data.articles.removeAll()
        #expect(article.tags.map(\.name) == ["swift"])
        context.insert(article)
        #expect(swift.modelContext === context && data.modelContext == nil)   // no longer related: not inserted
        context.insert(data)
        try context.save()
        let read = try ModelContext(context.container).fetch(FetchDescriptor<Tag>(sortBy: [SortDescriptor(\.name)]))
        #expect(read.map { "\($0.name): \($0.articles.map(\.title))" } == ["data: []", "swift: [\"Models\"]"])
    }

    @Test("an inverse is inferred when each side has exactly one relationship to the other (Folder.notes, Note.folder)")
    func anInverseIsInferred() throws {
        let folder = Folder(name: "Work")
        let note = Note(text: "Call", folder: folder)
        #expect(folder.notes.map(\.text) == ["Call"])
        let schema = Schema([Folder.self])
        #expect(schema.entitiesByName["Folder"]?.relationships.map { "\($0.name) → \($0.destination), inverse \($0.inverseName ?? "none"), \($0.deleteRule)" }
                == ["notes → Note, inverse folder, deny"])
        #expect(schema.entities.map(\.name) == ["Folder", "Note"])   // related models come along
        _ = note
    }

    @Test("DeleteRule.cascade: \"A rule that deletes any related models.\"")
    func cascadeDeletesTheRelatedModels() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Cascade", destination: "Falls")
        trip.stops = [Stop(name: "Upper", order: 1), Stop(name: "Lower", order: 2)]
        context.insert(trip)
        try context.save()
        context.delete(trip)
        #expect(context.deletedModelsArray.count == 3)
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Stop>()) == 0)
    }

    @Test("DeleteRule.nullify: \"A rule that nullifies the related model's reference to the deleted model.\"")
    func nullifyClearsTheInverse() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Nullify", destination: "Coast")
        let stop = Stop(name: "Harbor", order: 1)
        trip.stops = [stop]
        context.insert(trip)
        try context.save()
        context.delete(stop)               // Stop.trip's rule is .nullify (the default)
        #expect(trip.stops.isEmpty)
        try context.save()
        let read = try ModelContext(container).fetch(FetchDescriptor<Trip>())[0]
        #expect(read.stops.isEmpty)
    }

    @Test("DeleteRule.deny: \"A rule that prevents the deletion of a model because it contains one or more references to other models.\" — the save fails, naming them, and saves nothing")
    func denyFailsTheSave() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let folder = Folder(name: "Inbox")
        folder.notes = [Note(text: "one"), Note(text: "two")]
        context.insert(folder)
        context.insert(Item(timestamp: .distantPast, title: "unrelated"))
        try context.save()
        context.delete(folder)
        context.insert(Item(timestamp: .distantFuture, title: "pending"))
        #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
        do {
            try context.save()
        } catch let error as SwiftDataError {
            #expect(error.description == "\(folder.persistentModelID) cannot be deleted: its relationship 'notes' has the delete rule .deny and holds 2 models (\(folder.notes.map { "\($0.persistentModelID)" }.joined(separator: ", "))). Nothing was saved.")
        }
        // Nothing was saved, and the context keeps its changes.
        let reader = ModelContext(container)
        #expect(try reader.fetchCount(FetchDescriptor<Folder>()) == 1)
        #expect(try reader.fetch(FetchDescriptor<Item>()).map(\.title) == ["unrelated"])
        #expect(context.hasChanges && folder.isDeleted)
        // Emptying the relationship first lets the deletion through.
        context.rollback()
        for note in folder.notes { context.delete(note) }
        context.delete(folder)
        try context.save()
        #expect(try reader.fetchCount(FetchDescriptor<Folder>()) == 0)
        #expect(try reader.fetchCount(FetchDescriptor<Note>()) == 0)
    }

    @Test("DeleteRule.noAction: \"A rule that doesn't make changes to any related models.\"")
    func noActionLeavesTheRelatedModels() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let tag = Tag(name: "kept")
        let article = Article(title: "Gone")
        article.tags = [tag]
        context.insert(article)
        try context.save()
        context.delete(article)
        #expect(tag.articles.map(\.title) == ["Gone"])   // in memory, the tag still refers to it
        try context.save()
        // The store drops the rows of a deleted model, so the tag read again has none.
        let read = try ModelContext(container).fetch(FetchDescriptor<Tag>())
        #expect(read.map(\.name) == ["kept"] && read[0].articles.isEmpty)
    }

    @Test("relationships are stored: a second context reads the same graph, in the array's order")
    func relationshipsRoundTripThroughTheStore() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let trip = Trip(name: "Round", destination: "Trip")
        trip.stops = [Stop(name: "b", order: 2), Stop(name: "a", order: 1)]
        context.insert(trip)
        try context.save()
        let read = try ModelContext(container).fetch(FetchDescriptor<Trip>())[0]
        #expect(read.stops.map(\.name) == ["b", "a"])       // the order of the array is kept
        #expect(read.stops.allSatisfy { $0.trip === read })  // one instance per model, cycles and all
    }
}
