import AppIntents
import Testing
import ViewEngine

/// Parameter summaries, each test one sentence of Apple's documentation.
@MainActor
@Suite("AppIntents: parameter summaries")
struct SummaryTests {
    @Test("When: the summary shown depends on a parameter's value")
    func whenDependsOnValue() {
        let host = ViewHost(Text("app"))
        let intent = BackyardWidgetIntent()
        #expect(host.intents.summary(of: intent) == ResolvedParameterSummary(text: nil, parameters: ["Backyards"]))
        intent.backyards = .specific
        #expect(host.intents.summary(of: intent).parameters == ["Backyards", "Backyard"])
    }

    @Test("Summary(\"Refill \\(\\.$backyard)\"): the sentence with the value in it, the title while it has none")
    func sentence() {
        let host = ViewHost(Text("app"))
        let intent = RefillBackyardIntent()
        #expect(host.intents.summary(of: intent) == ResolvedParameterSummary(text: "Refill Backyard", parameters: ["Backyard", "Cups"]))
        intent.backyard = BackyardEntity.all[1]
        #expect(host.intents.summary(of: intent).text == "Refill Pond")
    }

    @Test("an intent with no summary of its own: its parameters, in declaration order")
    func noSummary() {
        #expect(ViewHost(Text("app")).intents.summary(of: CountBirdsIntent()) == ResolvedParameterSummary(text: nil, parameters: ["Flavor"]))
    }
}
