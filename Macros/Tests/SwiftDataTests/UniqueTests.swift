import Foundation
import SwiftData
import Testing

/// `@Attribute(.unique)` and `#Unique`: "Ensures the property's value is unique across all
/// models of the same type." An inserted model whose unique values a saved model has
/// updates that model (SwiftData's upsert); a changed model that takes another's unique
/// value fails the save.
@MainActor
@Suite("Unique attributes")
struct UniqueTests {
    @Test("Attribute.Option.unique: \"Ensures the property's value is unique across all models of the same type.\" — an insert with a saved value updates the saved model")
    func anInsertWithASavedValueUpserts() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let saved = Trip(name: "Paris", destination: "France")
        context.insert(saved)
        try context.save()
        let savedID = saved.persistentModelID
        let duplicate = Trip(name: "Paris", destination: "Texas")
        duplicate.notes = ["upserted"]
        context.insert(duplicate)
        try context.save()
        #expect(saved.destination == "Texas" && saved.notes == ["upserted"])   // the saved model takes the values
        #expect(duplicate.modelContext == nil)                                // the duplicate leaves the context
        #expect(saved.persistentModelID == savedID)
        let read = try ModelContext(container).fetch(FetchDescriptor<Trip>())
        #expect(read.map { "\($0.name) \($0.destination)" } == ["Paris Texas"])
    }

    @Test("two inserts with the same unique value: the later one's values are kept, once")
    func twoInsertsWithOneValue() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let first = Trip(name: "Rome", destination: "first")
        let second = Trip(name: "Rome", destination: "second")
        let stop = Stop(name: "Forum", order: 1)
        second.stops = [stop]
        context.insert(first)
        context.insert(second)
        try context.save()
        #expect(first.destination == "second" && first.modelContext === context && second.modelContext == nil)
        #expect(stop.trip === first)   // what related to the duplicate relates to the survivor
        let read = try ModelContext(container).fetch(FetchDescriptor<Trip>())
        #expect(read.map { "\($0.name) \($0.destination) \($0.stops.map(\.name))" } == [#"Rome second ["Forum"]"#])
    }

    @Test("an insert with the unique values of a model the context has not read updates the stored row")
    func anInsertUpsertsAnUnreadRow() throws {
        let container = try memoryContainer()
        let writer = ModelContext(container)
        writer.insert(Tag(name: "swift"))
        try writer.save()
        let context = ModelContext(container)
        let tag = Tag(name: "swift")
        context.insert(tag)
        try context.save()
        #expect(tag.modelContext === context)   // it takes the stored row's identity
        #expect(try context.fetch(FetchDescriptor<Tag>()).map { $0 === tag } == [true])
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Tag>()) == 1)
    }

    @Test("#Unique<Person>([\\.givenName, \\.familyName]): \"no two instances of Person have the same givenName and familyName\"")
    func aCompoundConstraint() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 36))
        context.insert(Person(givenName: "Ada", familyName: "Byron", age: 1))
        try context.save()
        context.insert(Person(givenName: "Ada", familyName: "Lovelace", age: 37))
        try context.save()
        let people = try ModelContext(container).fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.familyName)]))
        #expect(people.map { "\($0.familyName) \($0.age)" } == ["Byron 1", "Lovelace 37"])
        #expect(Schema([Person.self]).entities[0].uniquenessConstraints == [["givenName", "familyName"]])
    }

    @Test("a changed model that takes another's unique value fails the save with a clear error, and nothing is lost")
    func aChangeIntoAnotherValueFails() throws {
        let container = try memoryContainer()
        let context = ModelContext(container)
        let paris = Trip(name: "Paris", destination: "France")
        let rome = Trip(name: "Rome", destination: "Italy")
        context.insert(paris)
        context.insert(rome)
        try context.save()
        rome.name = "Paris"
        rome.destination = "changed too"
        #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
        do {
            try context.save()
        } catch let error as SwiftDataError {
            #expect(error.description == "\(rome.persistentModelID) cannot take the value \"Paris\" of 'name': Trip's attribute is unique, and \(paris.persistentModelID) has it. Nothing was saved.")
        }
        let read = try ModelContext(container).fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(read.map { "\($0.name) \($0.destination)" } == ["Paris France", "Rome Italy"])
        #expect(rome.name == "Paris" && context.hasChanges)   // the change is still there, to fix or roll back
        rome.name = "Roma"
        try context.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Paris", "Roma"])
    }
}
