import Foundation
import SwiftData
import Testing

/// The string methods Apple documents for predicates that only Apple's Foundation builds —
/// `localizedStandardContains(_:)`, `caseInsensitiveCompare(_:)`, `localizedCompare(_:)` —
/// compile in `#Predicate` and filter a fetch, as a SwiftData app's search does.
@MainActor
@Suite("#Predicate: string searches and comparisons")
struct StringPredicateTests {
    /// Trips to Paris, Zürich, Rome and São Paulo, saved.
    func trips() throws -> ModelContext {
        let context = ModelContext(try memoryContainer())
        for (name, destination) in [("A", "Paris"), ("B", "Zürich"), ("C", "Rome"), ("D", "São Paulo")] {
            context.insert(Trip(name: name, destination: destination))
        }
        try context.save()
        return context
    }

    @Test("localizedStandardContains(_:): \"a case and diacritic insensitive, locale-aware search\" — a search field's filter")
    func localizedStandardContainsIgnoresCaseAndDiacritics() throws {
        let context = try trips()
        func search(_ text: String) throws -> [String] {
            try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.localizedStandardContains(text) },
                                                    sortBy: [SortDescriptor(\.name)])).map(\.destination)
        }
        #expect(try search("zur") == ["Zürich"])
        #expect(try search("SAO") == ["São Paulo"])
        #expect(try search("a") == ["Paris", "São Paulo"])
        #expect(try search("Lisbon") == [])
    }

    @Test("caseInsensitiveCompare(_:) and localizedCompare(_:): the order of two strings, in a predicate")
    func comparisonsOrderStrings() throws {
        let context = try trips()
        let same = ComparisonResult.orderedSame
        let equal = FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.caseInsensitiveCompare("ROME") == same })
        #expect(try context.fetch(equal).map(\.name) == ["C"])
        let before = ComparisonResult.orderedAscending
        let early = FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.localizedCompare("Q") == before },
                                          sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(early).map(\.destination) == ["Paris"])
    }
}
