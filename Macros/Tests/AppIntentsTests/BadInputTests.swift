import AppIntents
import Testing
import ViewEngine

/// What the system does with bad input: an error in Apple's words where Apple has words,
/// the run recorded, nothing lost; never a trap.
@MainActor
@Suite("AppIntents bad input")
struct BadInputTests {
    @Test("\"an intent has a non-optional parameter but it doesn't have a default value\": not performed, a needs-value error")
    func requiredParameterWithoutValue() async {
        let host = ViewHost(Text("app"))
        let error = await #expect(throws: AppIntentError.self) { try await host.intents.perform(ResupplyIntent()) }
        #expect(error == .needsValue(parameter: "Backyard", dialog: nil, intent: "ResupplyIntent"))
        #expect(error?.description == #"The intent ResupplyIntent has a non-optional parameter "Backyard" without a value or a default value: the system asks for one before performing it."#)
        #expect(host.intents.runs.map(\.outcome) == [.needsValue(parameter: "Backyard")])
    }

    @Test("a button whose intent lacks a required value: the tap is recorded as needing it, nothing thrown at the view")
    func buttonWithoutValue() async throws {
        let host = ViewHost(FeederScreen(isLit: false))
        try host.tap("Resupply")
        await host.intents.waitForIntents()
        #expect(host.intents.runs.map(\.summary) == [#"Refill Backyard Supplies (button): needs a value for "Backyard"; Backyard = nil"#])
    }

    @Test("requestValue with no answer from the person: \"request a value from the user\" — a needs-value error naming the dialog")
    func requestValueUnanswered() async {
        let host = ViewHost(Text("app"))
        let error = await #expect(throws: AppIntentError.self) { try await host.intents.perform(AskingIntent()) }
        #expect(error == .needsValue(parameter: "Cups", dialog: "How many cups?"))
        #expect(error?.description == #"The parameter "Cups" needs a value: the system requests one from the person and performs the intent again with it ("How many cups?")."#)
        #expect(host.intents.runs.map(\.outcome) == [.needsValue(parameter: "Cups")])
    }

    @Test("an identifier the entity query finds no entity for: an error naming the type and the identifier")
    func entityNotFound() async {
        let host = ViewHost(Text("app"))
        let error = await #expect(throws: AppIntentError.self) {
            try await host.intents.perform(ResupplyIntent(), entities: ["backyard": "9"])
        }
        #expect(error == .entityNotFound(type: "BackyardEntity", identifier: "9"))
        #expect(error?.description == #"No BackyardEntity has the identifier "9": its query's entities(for:) returned none for it."#)
        #expect(host.intents.runs.map(\.outcome) == [.failed(error?.description ?? "")])
        await #expect(throws: AppIntentError.entityNotFound(type: "BackyardEntity", identifier: "x")) {
            try await host.intents.entity(BackyardEntity.self, identifier: "x")
        }
    }

    @Test("an intent whose perform throws: its error comes back as it was thrown, and the run is recorded as failed")
    func performThrows() async {
        let host = ViewHost(Text("app"))
        await #expect(throws: FailingIntent.Broken.self) { try await host.intents.perform(FailingIntent()) }
        #expect(host.intents.runs.map(\.summary) == ["Break Feeder (system): failed: the feeder is broken; Broken = true"])
    }

    @Test("a value of the wrong type, or a parameter the intent does not have: errors naming both")
    func wrongValues() async {
        let host = ViewHost(Text("app"))
        let wrongType = await #expect(throws: AppIntentError.self) { try await host.intents.perform(RefillIntent(), setting: ["cups": "two"]) }
        #expect(wrongType?.description == #"The parameter "Cups" takes a Int, not a String."#)
        let unknown = await #expect(throws: AppIntentError.self) { try await host.intents.perform(RefillIntent(), setting: ["cup": 2]) }
        #expect(unknown?.description == #"The intent RefillIntent has no parameter "cup"; its parameters are "cups"."#)
        #expect(host.intents.runs.count == 2)
    }

    @Test("\"Every App Shortcut utterance should have one '${applicationName}' in it\": the phrase without it is reported")
    func phraseWithoutApplicationName() {
        let host = ViewHost(Text("app"))
        #expect(host.intents.problems(in: FeederShortcuts.self) == [
            #"Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it: "Refill the feeder"."#,
        ])
        let twice = AppShortcut(intent: OpenAppIntent(), phrases: ["\(.applicationName) \(.applicationName)"])
        #expect(twice.problems == [#"Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it: "${applicationName} ${applicationName}"."#])
    }

    @Test("\"A single phrase can only use a single parameter\", and \"AppEntity and AppEnum are the only allowed types\"")
    func phraseParameters() {
        let two = AppShortcut(intent: BackyardWidgetIntent(), phrases: ["\(.applicationName) \(\.$backyards) \(\.$specificBackyard)"])
        #expect(two.problems == [#"Multiple parameters detected in phrase. A single phrase can only use a single parameter: "${applicationName} ${Backyards} ${Backyard}"."#])
        let number = AppShortcut(intent: RefillIntent(), phrases: ["Refill \(\.$cups) in \(.applicationName)"])
        #expect(number.problems == [#"Invalid parameter type. AppEntity and AppEnum are the only allowed types for Cups: "Refill ${Cups} in ${applicationName}"."#])
        let none = AppShortcut(intent: RefillIntent(), phrases: [])
        #expect(none.problems == ["App Shortcuts should have at least one phrase: RefillIntent has none."])
    }
}
