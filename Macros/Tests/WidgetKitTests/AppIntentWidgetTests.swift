import AppIntents
import Foundation
import Testing
import WidgetKit

/// A widget's configuration intent: an emoji the person chooses.
struct EmojiConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("Shows your favorite emoji.")
    @Parameter(title: "Favorite Emoji", default: "😃") var favoriteEmoji: String
}

/// An entry with the configuration it was made for.
struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: EmojiConfiguration
}

/// A provider that answers with the configuration it is given, an entry an hour apart.
struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: start, configuration: EmojiConfiguration()) }
    func snapshot(for configuration: EmojiConfiguration, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: start, configuration: configuration)
    }
    func timeline(for configuration: EmojiConfiguration, in context: Context) async -> Timeline<EmojiEntry> {
        let now = VirtualClock.current?.date ?? start
        return Timeline(entries: [EmojiEntry(date: now, configuration: configuration)], policy: .never)
    }
}

/// A widget that people configure.
struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Emoji", intent: EmojiConfiguration.self, provider: EmojiProvider()) { entry in
            Text("Emoji \(entry.configuration.favoriteEmoji)")
        }
        .supportedFamilies([.systemSmall])
        .promptsForUserConfiguration()
    }
}

/// Another configuration intent, for a widget that takes the first.
struct OtherConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Other"
}

/// A control's configuration intent, and a provider that gives its message.
struct MessageConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Message"
    @Parameter(title: "Message", default: "Hands off") var message: String
}

struct MessageProvider: AppIntentControlValueProvider {
    func previewValue(configuration: MessageConfiguration) -> String { "Preview" }
    func currentValue(configuration: MessageConfiguration) async throws -> String { configuration.message }
}

/// An intent that opens the app.
struct OpenAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open App"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}

/// A control people configure: a button that opens the app, titled with the message.
struct MessageControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "MessageControl", provider: MessageProvider()) { message in
            ControlWidgetButton(action: OpenAppIntent()) { Label(message, systemImage: "hand.raised.fill") }
        }
        .displayName("Message")
        .promptsForUserConfiguration()
    }
}

/// A lamp, and the intent that sets it.
final class Lamp: @unchecked Sendable {
    static let shared = Lamp()
    private let lock = NSLock()
    private var on = false
    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }
}

struct SetLampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On", default: false) var value: Bool
    func perform() async throws -> some IntentResult {
        Lamp.shared.isOn = value
        return .result()
    }
}

struct LampProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { Lamp.shared.isOn }
}

/// A control people do not configure: a toggle of the lamp.
struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Lamp", provider: LampProvider()) { isOn in
            ControlWidgetToggle("Lamp", systemImage: "lightbulb", isOn: isOn, action: SetLampIntent())
        }
    }
}

/// A bundle of a widget and a control.
struct EmojiBundle: WidgetBundle {
    var body: some Widget {
        EmojiWidget()
        MessageControl()
    }
}

/// Widgets configured by an app intent, and controls, each test one sentence of Apple's
/// documentation.
@MainActor
@Suite("WidgetKit: app intent configurations and controls", .serialized)
struct AppIntentWidgetTests {
    @Test("timeline(for:in:): \"it passes an instance of your configuration intent, configured with the user-selected details\"")
    func configurationPassed() async throws {
        let intent = EmojiConfiguration()
        intent.favoriteEmoji = "🤩"
        let widget = try WidgetHost(EmojiWidget(), family: .systemSmall, configuration: intent)
        await widget.waitForTimeline()
        #expect(!widget.isShowingPlaceholder)
        #expect(widget.render().contains(#"Text "Emoji 🤩""#))
        #expect((widget.configuration as? EmojiConfiguration)?.favoriteEmoji == "🤩")
        #expect(widget.timelineRequests.map(\.reason) == [.placed])
    }

    @Test("a widget placed without a configuration: its intent with the parameters' defaults")
    func defaultConfiguration() async throws {
        let widget = try WidgetHost(EmojiWidget())
        await widget.waitForTimeline()
        #expect(widget.render().contains(#"Text "Emoji 😃""#))
        #expect(widget.promptsForUserConfiguration)
    }

    @Test("editing the configuration asks the provider for a new timeline with the new intent")
    func reconfigure() async throws {
        let widget = try WidgetHost(EmojiWidget())
        await widget.waitForTimeline()
        let edited = EmojiConfiguration()
        edited.favoriteEmoji = "🥳"
        try widget.configure(edited)
        await widget.waitForTimeline()
        #expect(widget.render().contains(#"Text "Emoji 🥳""#))
        #expect(widget.timelineRequests.map(\.reason) == [.placed, .configured])
    }

    @Test("snapshot(for:in:): the gallery shows the configured snapshot entry")
    func gallerySnapshot() async throws {
        let intent = EmojiConfiguration()
        intent.favoriteEmoji = "🐦"
        let widget = try WidgetHost(EmojiWidget(), configuration: intent)
        widget.showInGallery()
        await widget.waitForTimeline()
        #expect(widget.render().contains(#"Text "Emoji 🐦""#))
        #expect(widget.timelineRequests.last?.reason == .gallerySnapshot)
    }

    @Test("a configuration for a widget that takes none, or of another type: errors naming both")
    func badConfigurations() throws {
        let notConfigurable = #expect(throws: WidgetError.self) {
            try WidgetHost(bundle: AppWidgets(), kind: "Weather", family: .systemSmall).configure(EmojiConfiguration())
        }
        #expect(notConfigurable == .notConfigurable(kind: "Weather"))
        let wrong = #expect(throws: WidgetError.self) { try WidgetHost(EmojiWidget(), configuration: OtherConfiguration()) }
        #expect(wrong?.description == "The widget is configured by a EmojiConfiguration, not a OtherConfiguration.")
    }

    @Test("recommendations(): none by default")
    func recommendations() {
        #expect(EmojiProvider().recommendations().isEmpty)
    }

    @Test("AppIntentControlConfiguration: the preview value until the current one, which the configuration gives")
    func controlValue() async throws {
        let intent = MessageConfiguration()
        intent.message = "Nope."
        let control = try ControlHost(MessageControl(), configuration: intent)
        #expect(control.value as? String == "Preview")
        #expect(control.render().contains(#"Text "Preview""#))
        try await control.refresh()
        #expect(control.value as? String == "Nope.")
        #expect(control.render().contains(#"Text "Nope.""#))
        #expect(control.displayName == "Message" && control.promptsForUserConfiguration && control.isOn == nil)
    }

    @Test("ControlWidgetButton: a tap performs its intent; an intent that opens the app opens it")
    func controlButton() async throws {
        let control = try ControlHost(MessageControl(), configuration: MessageConfiguration())
        let run = try await control.tap()
        #expect(run.openedApp)
        #expect(control.viewHost.intents.runs.map(\.summary) == ["Open App (system): performed, opened the app"])
    }

    @Test("ControlWidgetToggle: a tap performs the set-value intent with the value it turns to, and shows the new value")
    func controlToggle() async throws {
        Lamp.shared.isOn = false
        let control = try ControlHost(LampControl())
        #expect(control.isOn == false)
        try await control.tap()
        #expect(Lamp.shared.isOn)
        #expect(control.isOn == true)
        try await control.tap()
        #expect(!Lamp.shared.isOn && control.isOn == false)
        #expect(control.viewHost.intents.runs.map(\.summary) == ["Lamp (system): performed; On = true", "Lamp (system): performed; On = false"])
    }

    @Test("a control given a configuration it does not take: an error")
    func controlNotConfigurable() {
        #expect(throws: WidgetError.notConfigurable(kind: "Lamp")) { try ControlHost(LampControl(), configuration: MessageConfiguration()) }
    }

    @Test("a widget bundle lists controls beside widgets: each found by its kind among its own")
    func bundleWithControl() throws {
        #expect(try WidgetHost(bundle: EmojiBundle(), kind: "Emoji").kind == "Emoji")
        #expect(try ControlHost(bundle: EmojiBundle(), kind: "MessageControl").kind == "MessageControl")
        let error = #expect(throws: WidgetError.self) { try ControlHost(bundle: EmojiBundle(), kind: "Emoji") }
        #expect(error == .unknownKind("Emoji", known: ["MessageControl"]))
    }
}

// WidgetKit's `#Preview(as:)`, as an app's widget file writes it: the compiler checks its
// closures against the macro's declaration.
#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: start, configuration: EmojiConfiguration())
}

/// Widget previews, each test one sentence of Apple's documentation.
@MainActor
@Suite("WidgetKit: widget previews")
struct WidgetPreviewTests {
    @Test("#Preview(as:widget:timeline:): the widget in the family, showing the timeline's entries in turn")
    func previewShowsEntries() async throws {
        let smiley = EmojiConfiguration()
        let starEyes = EmojiConfiguration()
        starEyes.favoriteEmoji = "🤩"
        let preview = WidgetPreview(as: .systemSmall, widget: { EmojiWidget() }, timeline: {
            EmojiEntry(date: start, configuration: smiley)
            EmojiEntry(date: start.addingTimeInterval(60), configuration: starEyes)
        })
        let widget = try WidgetHost(preview: preview)
        #expect(widget.family == .systemSmall)
        #expect(widget.render().contains(#"Text "Emoji 😃""#))
        await widget.advance(by: .seconds(60))
        #expect(widget.render().contains(#"Text "Emoji 🤩""#))
        #expect(widget.policy == TimelineReloadPolicy.never)
    }

    @Test("#Preview(as:using:): a configurable widget's preview gives its provider the intent")
    func previewWithIntent() throws {
        let intent = EmojiConfiguration()
        intent.favoriteEmoji = "🐦"
        let preview = WidgetPreview(as: .systemSmall, using: intent, widget: { EmojiWidget() }, timeline: {
            EmojiEntry(date: start, configuration: intent)
        })
        let widget = try WidgetHost(preview: preview)
        #expect((widget.configuration as? EmojiConfiguration)?.favoriteEmoji == "🐦")
        #expect(widget.render().contains(#"Text "Emoji 🐦""#))
    }

    @Test("a preview in a family the widget does not support: the host's error")
    func previewUnsupportedFamily() {
        let preview = WidgetPreview(as: .systemLarge, widget: { EmojiWidget() }, timeline: {
            EmojiEntry(date: start, configuration: EmojiConfiguration())
        })
        #expect(throws: WidgetError.unsupportedFamily(.systemLarge, kind: "Emoji", supported: [.systemSmall])) {
            try WidgetHost(preview: preview)
        }
    }
}

/// A feeder's seed count, which an interactive widget's button refills.
final class Feeder: @unchecked Sendable {
    static let shared = Feeder()
    private let lock = NSLock()
    private var stored = 0
    var cups: Int {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

struct RefillFeederIntent: AppIntent {
    static let title: LocalizedStringResource = "Refill Feeder"
    func perform() async throws -> some IntentResult {
        Feeder.shared.cups += 2
        return .result()
    }
}

struct FeederEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct FeederProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeederEntry { FeederEntry(date: start, cups: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (FeederEntry) -> Void) {
        completion(FeederEntry(date: start, cups: Feeder.shared.cups))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FeederEntry>) -> Void) {
        completion(Timeline(entries: [FeederEntry(date: start, cups: Feeder.shared.cups)], policy: .never))
    }
}

/// An interactive widget: a count and a button that refills.
struct FeederWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Feeder", provider: FeederProvider()) { entry in
            VStack {
                Text("\(entry.cups) cups")
                Button("Refill", intent: RefillFeederIntent())
            }
        }
    }
}

/// Interactive widgets, each test one behaviour of Apple's documentation.
@MainActor
@Suite("WidgetKit: interactive widgets", .serialized)
struct InteractiveWidgetTests {
    @Test("Button(intent:) in a widget: the intent is performed, then the widget's timeline is reloaded")
    func buttonReloads() async throws {
        Feeder.shared.cups = 1
        let widget = try WidgetHost(FeederWidget())
        #expect(widget.render().contains(#"Text "1 cups""#))
        let runs = try await widget.tap("Refill")
        #expect(runs.map(\.summary) == ["Refill Feeder (button): performed"])
        #expect(Feeder.shared.cups == 3)
        #expect(widget.timelineRequests.map(\.reason) == [.placed, .interaction])
        #expect(widget.render().contains(#"Text "3 cups""#))
    }

    @Test("a title no button of the widget has: the host's error, no intent run and no reload")
    func noSuchButton() async throws {
        let widget = try WidgetHost(FeederWidget())
        await #expect(throws: HostError.self) { try await widget.tap("Empty") }
        #expect(widget.timelineRequests.map(\.reason) == [.placed])
        #expect(widget.viewHost.intents.runs.isEmpty)
    }
}
