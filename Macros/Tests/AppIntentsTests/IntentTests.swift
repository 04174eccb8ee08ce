import AppIntents
import Foundation
import Testing
import ViewEngine

/// Running intents as the system does, each test one sentence of Apple's documentation.
@MainActor
@Suite("AppIntents: intents, parameters and results")
struct IntentTests {
    @Test("IntentParameter: \"indicates the associated property is an input argument of the app intent\" — the system sets it before perform")
    func parameterSetBeforePerform() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(RefillIntent(), setting: ["cups": 3])
        #expect(run.dialog?.description == "Added 3 cups.")
        #expect(host.intents.runs.map(\.summary) == ["Refill Feeder (system): performed; Cups = 3"])
    }

    @Test("@Parameter(default:): a parameter the system does not set has its default")
    func defaultValue() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(RefillIntent())
        #expect(run.dialog?.description == "Added 1 cups.")
        #expect(RefillIntent().cups == 1)
    }

    @Test("IntentParameter is a class: setting a parameter of a let intent sets it, and copies share it")
    func parameterIsAReference() {
        let intent = RefillIntent()
        intent.cups = 5
        let copy = intent
        copy.cups = 6
        #expect(intent.cups == 6)
    }

    @Test("result(value:dialog:): \"ReturnsValue\" — the value and the dialog come back together")
    func valueAndDialog() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(CountBirdsIntent(), setting: ["flavor": Flavor.millet])
        #expect(run.value(as: Int.self) == 1)
        #expect(run.value(as: String.self) == nil)
        #expect(run.dialog == "Counted.")
        #expect(run.snippet == nil)
    }

    @Test("result(view:): \"ShowsSnippetView\" — the snippet is a view, rendered as any view is")
    func snippet() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(ShowFeederIntent(), setting: ["flavor": Flavor.thistle])
        let snippet = try #require(run.snippet)
        #expect(snippet.render().contains(#"Text "Feeder of thistle""#))
        #expect(run.dialog == nil && run.value == nil)
    }

    @Test("openAppWhenRun: running the intent brings the app to the foreground, and the record says so")
    func opensApp() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(OpenAppIntent())
        #expect(run.openedApp)
        #expect(host.intents.runs.map(\.summary) == ["Open App (system): performed, opened the app"])
    }

    @Test("WidgetConfigurationIntent: a configuration intent performs nothing and returns an empty result")
    func configurationIntentPerform() async throws {
        let host = ViewHost(Text("app"))
        let run = try await host.intents.perform(FeederConfiguration(), setting: ["showBorder": false])
        #expect(run.value == nil && run.dialog == nil && run.snippet == nil && !run.openedApp)
        #expect(host.intents.runs.last?.parameters == [.init(title: "Show Border", value: "false")])
    }

    @Test("perform() runs with the host's clock current, at the host's date")
    func hostClock() async throws {
        let host = ViewHost(Text("app"))
        await host.advance(by: .seconds(90))
        try await host.intents.perform(RefillIntent(), setting: ["cups": 7])
        // Other tests refill too, in parallel: this one's line is the one with 7 cups.
        #expect(RefillIntent.log.all.filter { $0.hasPrefix("refill 7 ") } == ["refill 7 at \(host.clock.date.timeIntervalSince1970)"])
        #expect(host.intents.runs.last?.elapsed == .seconds(90))
    }

    @Test("requestValue(_:): \"Request a value from the user for this parameter\" — the person's answer is the value")
    func requestValueAnswered() async throws {
        let host = ViewHost(Text("app"))
        host.intents.answer("Cups", with: Optional(4) as Any)
        let run = try await host.intents.perform(AskingIntent())
        #expect(run.value(as: Int.self) == 4)
        #expect(host.intents.runs.last?.parameters == [.init(title: "Cups", value: "4")])
    }

    @Test("IntentDescription and the title: what the Shortcuts app shows")
    func titleAndDescription() {
        #expect(String(localized: RefillIntent.title) == "Refill Feeder")
        #expect(String(localized: RefillIntent.description.descriptionText) == "Adds seed to the feeder.")
        #expect(String(localized: OpenAppIntent.description.descriptionText) == "")
        #expect(RefillIntent.openAppWhenRun == false && OpenAppIntent.openAppWhenRun)
        #expect(RefillIntent.isDiscoverable)
    }

    @Test("Button(intent:): tapping the button performs the intent, recorded as a button's")
    func button() async throws {
        let host = ViewHost(FeederScreen(isLit: false))
        try host.tap("Refill")
        try host.tap("Open")
        await host.intents.waitForIntents()
        #expect(host.intents.runs.map(\.summary) == [
            "Refill Feeder (button): performed; Cups = 1",
            "Open App (button): performed, opened the app",
        ])
    }

    @Test("Toggle(isOn:intent:): toggling performs the set-value intent with the value it turns to")
    func toggle() async throws {
        let host = ViewHost(FeederScreen(isLit: false))
        try host.toggle("Light")
        await host.intents.waitForIntents()
        #expect(host.intents.runs.map(\.summary) == ["Light (toggle): performed; On = true"])
        #expect(SetLightIntent.log.all.last == "light true")
    }

    @Test("IntentDialog: a dialog from a literal, from a resource, and with a supporting text")
    func dialogs() {
        let literal: IntentDialog = "Done."
        #expect(literal.description == "Done.")
        #expect(IntentDialog(LocalizedStringResource("Fine", comment: "a dialog")).description == "Fine")
        let both = IntentDialog(full: "Your three backyards are refilled.", supporting: "Refilled.")
        #expect(both.description == "Your three backyards are refilled.")
        #expect(String(localized: both.supporting) == "Refilled.")
    }
}
