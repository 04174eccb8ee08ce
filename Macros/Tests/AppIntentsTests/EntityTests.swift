import AppIntents
import Foundation
import Testing
import ViewEngine

/// Entities, their queries, and enums, each test one sentence of Apple's documentation.
@MainActor
@Suite("AppIntents: entities, queries and enums")
struct EntityTests {
    @Test("EntityQuery: the system keeps identifiers, and finds the entity again with entities(for:)")
    func entityByIdentifier() async throws {
        let host = ViewHost(Text("app"))
        let backyard = try await host.intents.entity(BackyardEntity.self, identifier: "2")
        #expect(backyard.name == "Pond")
        let run = try await host.intents.perform(ResupplyIntent(), entities: ["backyard": "1"])
        #expect(run.value(as: String.self) == "Meadow")
        #expect(host.intents.runs.last?.parameters == [.init(title: "Backyard", value: "Meadow")])
    }

    @Test("suggestedEntities() and EntityStringQuery's entities(matching:)")
    func suggestionsAndMatching() async throws {
        #expect(try await BackyardQuery().suggestedEntities().map(\.name) == ["Meadow", "Pond"])
        #expect(try await BackyardQuery().entities(matching: "pon").map(\.id) == ["2"])
        #expect(try await BackyardEntity.defaultQuery.entities(for: ["2", "1"]).map(\.id) == ["1", "2"])
    }

    @Test("DisplayRepresentation: an entity shows its title; TypeDisplayRepresentation names its type")
    func displayRepresentations() {
        #expect(String(localized: BackyardEntity.all[0].displayRepresentation.title) == "Meadow")
        #expect(String(localized: BackyardEntity.typeDisplayRepresentation.name) == "Backyard")
        let millet = Flavor.caseDisplayRepresentations[.millet]
        #expect(millet.map { String(localized: $0.title) } == "Millet")
        #expect(millet?.subtitle.map { String(localized: $0) } == "Small seeds")
        #expect(millet?.image?.systemName == "leaf")
    }

    @Test("AppEnum: the choices are the cases, in order, by their display titles (the raw value where none)")
    func enumOptions() {
        let host = ViewHost(Text("app"))
        #expect(host.intents.options(for: Flavor.self) == ["Sunflower", "Millet", "thistle"])
        #expect(Flavor.millet.localizedStringResource.key == "Millet")
    }

    @Test("LocalizedStringResource: an interpolated title has a format key and the value in the development language")
    func interpolatedTitle() {
        let name = "Meadow"
        let representation = DisplayRepresentation(title: "\(name) yard")
        #expect(representation.title.key == "%@ yard")
        #expect(String(localized: representation.title) == "Meadow yard")
    }

    @Test("@Property: an entity's property has a title, its value set in the initializer or declared; optional ones are nil until set")
    func entityProperties() async throws {
        let bird = try await ViewHost(Text("app")).intents.entity(BirdEntity.self, identifier: "7")
        #expect(bird.id == 7 && bird.species == "Robin" && bird.visits == 0 && bird.nickname == nil)
        #expect(String(localized: bird.$species.title) == "Species")
        bird.visits = 3
        #expect(bird.visits == 3)
    }

    @Test("EntityIdentifier: an entity named by its type and its identifier")
    func entityIdentifier() {
        let identifier = EntityIdentifier(for: BackyardEntity.all[1])
        #expect(identifier.description == "BackyardEntity/2")
        #expect(UUID.entityIdentifier(for: "not a uuid") == nil)
        let id = UUID()
        #expect(UUID.entityIdentifier(for: id.entityIdentifierString) == id)
    }
}
