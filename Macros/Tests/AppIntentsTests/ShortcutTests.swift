import AppIntents
import Testing
import ViewEngine

/// App Shortcuts and their phrases, each test one sentence of Apple's documentation.
@MainActor
@Suite("AppIntents: App Shortcuts")
struct ShortcutTests {
    @Test("AppShortcutsProvider: the app's shortcuts, in the order it gives them")
    func listed() {
        let shortcuts = ViewHost(Text("app")).intents.shortcuts(of: FeederShortcuts.self)
        #expect(shortcuts.map { String(localized: $0.intentTitle) } == ["Show Feeder", "Refill Feeder"])
        #expect(shortcuts[1].shortTitle.map { String(localized: $0) } == "Refill")
        #expect(shortcuts[1].systemImageName == "drop")
        #expect(shortcuts[0].shortTitle == nil)
    }

    @Test("AppShortcutPhraseToken: \"Dynamic values you can include in the spoken phrases\" — the app's name and a parameter")
    func phraseTokens() {
        let shortcuts = FeederShortcuts.appShortcuts
        #expect(shortcuts[0].phrases == ["${applicationName} feeder of ${Flavor}"])
        let phrase: AppShortcutPhrase<ShowFeederIntent> = "\(.applicationName) feeder of \(\.$flavor)"
        #expect(phrase.spoken(applicationName: "Backyard Birds") == "Backyard Birds feeder of ${Flavor}")
        #expect(phrase.segments == [.applicationName, .text(" feeder of "), .parameter("Flavor")])
    }
}
