import SwiftData
import Testing

@Model final class Smoke {
    var name: String
    var count = 0
    init(name: String) { self.name = name }
}

@Test func smoke() throws {
    let container = try ModelContainer(for: Smoke.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    context.insert(Smoke(name: "a"))
    try context.save()
    #expect(try context.fetch(FetchDescriptor<Smoke>()).map(\.name) == ["a"])
}
