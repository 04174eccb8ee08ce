import Foundation
import SwiftData
import Testing

/// `FetchDescriptor` with Foundation's `#Predicate` and `SortDescriptor`, each test naming
/// the sentence of Apple's documentation it checks.
@MainActor
@Suite("FetchDescriptor")
struct FetchTests {
    /// Four trips, A to D, saved in the order D, B, A, C, and a fifth one inserted, not saved.
    func fourSavedAndOnePending() throws -> ModelContext {
        let context = ModelContext(try memoryContainer())
        for (name, day) in [("D", 4.0), ("B", 2.0), ("A", 1.0), ("C", 3.0)] {
            context.insert(Trip(name: name, destination: name == "A" || name == "C" ? "Paris" : "Rome",
                                startDate: Date(timeIntervalSinceReferenceDate: day * 86_400)))
        }
        try context.save()
        context.insert(Trip(name: "E", destination: "Paris", startDate: Date(timeIntervalSinceReferenceDate: 0)))
        return context
    }

    @Test("init(predicate:sortBy:): \"If you don't specify a predicate, any fetch using this descriptor will return all models of the associated type.\" — in the store's order, then the pending inserts")
    func withoutAPredicateEveryModel() throws {
        let context = try fourSavedAndOnePending()
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["D", "B", "A", "C", "E"])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 5)
        #expect(try context.fetch(FetchDescriptor<Stop>()).isEmpty)   // "If no models match the criteria, the array is empty."
    }

    @Test("predicate: \"The logical condition that determines whether the fetch includes a specific model in its results.\"")
    func thePredicateFilters() throws {
        let context = try fourSavedAndOnePending()
        let paris = FetchDescriptor<Trip>(predicate: #Predicate { $0.destination == "Paris" && $0.name != "C" })
        #expect(try context.fetch(paris).map(\.name) == ["A", "E"])
        let after = Date(timeIntervalSinceReferenceDate: 2 * 86_400)
        let later = FetchDescriptor<Trip>(predicate: #Predicate { $0.startDate > after }, sortBy: [SortDescriptor(\.startDate)])
        #expect(try context.fetch(later).map(\.name) == ["C", "D"])
        let contains = FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.contains("om") })
        #expect(try context.fetchCount(contains) == 2)
    }

    @Test("localizedStandardContains(_:): \"This is the most appropriate method for doing user-level string searches … The search is locale-aware, case and diacritic insensitive.\" — a search field's predicate")
    func aSearchIgnoresCaseAndDiacritics() throws {
        let context = try fourSavedAndOnePending()
        let text = "PARÍS"
        let search = FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.localizedStandardContains(text) },
                                           sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(search).map(\.name) == ["A", "C", "E"])
        let none = "rome!"
        #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.localizedStandardContains(none) })) == 0)
    }

    @Test("sortBy: \"The array of sort descriptors that tell the fetch how to order its results.\" — ties by the next descriptor")
    func sortDescriptorsOrder() throws {
        let context = try fourSavedAndOnePending()
        let byDestinationThenName = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.destination, order: .reverse), SortDescriptor(\.name)])
        #expect(try context.fetch(byDestinationThenName).map(\.name) == ["B", "D", "A", "C", "E"])
        let byDate = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate, order: .reverse)])
        #expect(try context.fetch(byDate).map(\.name) == ["D", "C", "B", "A", "E"])
    }

    @Test("fetchOffset: \"given a fetch that typically returns A, B, C, and D, specifying a fetch offset of 1 will return B, C, D, and a fetch offset of 4 will return an empty set of results.\"")
    func fetchOffsetSkips() throws {
        let context = try fourSavedAndOnePending()
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.name != "E" }, sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(descriptor).map(\.name) == ["A", "B", "C", "D"])
        descriptor.fetchOffset = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["B", "C", "D"])
        descriptor.fetchOffset = 4
        #expect(try context.fetch(descriptor).isEmpty)
        // "In combination with fetchLimit, you can create a subrange of an arbitrary result set."
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.name) == ["B", "C"])
    }

    @Test("fetchLimit: \"The maximum number of models the fetch can return.\" (\"Use nil to tell the fetch to return all models\")")
    func fetchLimitCaps() throws {
        let context = try fourSavedAndOnePending()
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)])
        descriptor.fetchLimit = 3
        #expect(try context.fetch(descriptor).map(\.name) == ["E", "D", "C"])
        #expect(try context.fetchCount(descriptor) == 3)
        descriptor.fetchLimit = nil
        #expect(try context.fetch(descriptor).count == 5)
    }

    @Test("includePendingChanges: the unsaved inserts are in the results unless it is false; deleted models never are")
    func pendingChanges() throws {
        let context = try fourSavedAndOnePending()
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        descriptor.includePendingChanges = false
        #expect(try context.fetch(descriptor).map(\.name) == ["A", "B", "C", "D"])
        let b = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "B" }))[0]
        context.delete(b)
        #expect(try context.fetch(descriptor).map(\.name) == ["A", "C", "D"])
        // An unsaved change is seen by the predicate: it runs over the context's models.
        let a = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "A" }))[0]
        a.destination = "Lima"
        #expect(try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination == "Lima" })).map(\.name) == ["A"])
    }

    @Test("fetch(_:): one instance per stored model in a context, whatever fetch returns it")
    func oneInstancePerModel() throws {
        let context = try fourSavedAndOnePending()
        let first = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        let second = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination == "Paris" }))
        #expect(second.allSatisfy { model in first.contains { $0 === model } })
        #expect(try context.fetchIdentifiers(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "A" })) == [first[0].persistentModelID])
        var seen: [String] = []
        try context.enumerate(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])) { seen.append($0.name) }
        #expect(seen == ["A", "B", "C", "D", "E"])
    }

    @Test("a predicate that throws (a force unwrap of nil) fails the fetch with SwiftDataError.unsupportedPredicate, naming the entity")
    func aThrowingPredicateFailsTheFetch() throws {
        let context = try fourSavedAndOnePending()
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let unwraps = FetchDescriptor<Trip>(predicate: #Predicate { $0.endDate! > start })
        #expect(throws: SwiftDataError.unsupportedPredicate) { try context.fetch(unwraps) }
        do {
            _ = try context.fetch(unwraps)
        } catch let error as SwiftDataError {
            #expect(error.description.hasPrefix("the predicate of a fetch of Trip could not be evaluated:"))
        }
    }
}
