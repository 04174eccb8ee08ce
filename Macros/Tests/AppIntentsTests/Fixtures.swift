import AppIntents
import Foundation
import ViewEngine

/// What the fixtures' intents did, in order.
final class ActionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// A feeder's refill: an integer parameter with a default, and a dialog.
struct RefillIntent: AppIntent {
    static let title: LocalizedStringResource = "Refill Feeder"
    static let description = IntentDescription("Adds seed to the feeder.")
    static let log = ActionLog()

    @Parameter(title: "Cups", default: 1)
    var cups: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Self.log.add("refill \(cups) at \(VirtualClock.current?.date.timeIntervalSince1970 ?? -1)")
        return .result(dialog: "Added \(cups) cups.")
    }
}

/// An intent that returns a value.
struct CountBirdsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Birds"

    @Parameter(title: "Flavor", default: .sunflower)
    var flavor: Flavor

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: flavor == .sunflower ? 3 : 1, dialog: "Counted.")
    }
}

/// An intent that shows a snippet.
struct ShowFeederIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Feeder"

    @Parameter(title: "Flavor", default: .millet)
    var flavor: Flavor

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: Text("Feeder of \(flavor.rawValue)"))
    }
}

/// An intent that opens the app.
struct OpenAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open App"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult { .result() }
}

/// An intent with a required entity parameter (no default).
struct ResupplyIntent: AppIntent {
    static let title: LocalizedStringResource = "Refill Backyard Supplies"

    @Parameter(title: "Backyard")
    var backyard: BackyardEntity

    init() {}
    init(backyard: BackyardEntity) { self.backyard = backyard }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: backyard.name)
    }
}

/// An intent with an optional parameter, which asks for it when it has none.
struct AskingIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Seed"

    @Parameter(title: "Cups")
    var cups: Int?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        if let cups { return .result(value: cups) }
        let answer = try await $cups.requestValue("How many cups?")
        return .result(value: answer ?? 0)
    }
}

/// An intent whose perform throws.
struct FailingIntent: AppIntent {
    static let title: LocalizedStringResource = "Break Feeder"
    struct Broken: Error, CustomStringConvertible { var description: String { "the feeder is broken" } }
    @Parameter(title: "Broken", default: true) var broken: Bool
    func perform() async throws -> some IntentResult {
        if broken { throw Broken() }
        return .result()
    }
}

/// A configuration intent: no perform of its own.
struct FeederConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Feeder"
    @Parameter(title: "Show Border", default: true) var showBorder: Bool
}

/// A set-value intent, for toggles.
struct SetLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Light"
    static let log = ActionLog()
    @Parameter(title: "On", default: false) var value: Bool
    func perform() async throws -> some IntentResult {
        Self.log.add("light \(value)")
        return .result()
    }
}

/// Seed flavors: an enum parameter's choices.
enum Flavor: String, AppEnum {
    case sunflower, millet, thistle

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .sunflower: "Sunflower",
        .millet: DisplayRepresentation(title: "Millet", subtitle: "Small seeds", image: .init(systemName: "leaf")),
    ]
}

/// A backyard, as intents see it.
struct BackyardEntity: AppEntity {
    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Backyard")
    static let defaultQuery = BackyardQuery()

    static let all = [BackyardEntity(id: "1", name: "Meadow"), BackyardEntity(id: "2", name: "Pond")]
}

/// A bird, an entity with properties.
struct BirdEntity: AppEntity {
    var id: Int
    @Property(title: "Species") var species: String
    @Property(title: "Visits") var visits: Int = 0
    @Property(title: "Nickname") var nickname: String?

    init(id: Int, species: String) {
        self.id = id
        self.species = species
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(species)") }
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bird"
    static let defaultQuery = BirdQuery()
}

struct BirdQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [BirdEntity] {
        identifiers.map { BirdEntity(id: $0, species: "Robin") }
    }
}

/// Finds backyards by identifier, and suggests them all.
struct BackyardQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [BackyardEntity] {
        BackyardEntity.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [BackyardEntity] { BackyardEntity.all }
    func entities(matching string: String) async throws -> [BackyardEntity] {
        BackyardEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

/// The app's shortcuts: one phrase names the app, one does not.
struct FeederShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowFeederIntent(), phrases: ["\(.applicationName) feeder of \(\.$flavor)"])
        AppShortcut(intent: RefillIntent(), phrases: ["Refill \(.applicationName)", "Refill the feeder"],
                    shortTitle: "Refill", systemImageName: "drop")
    }
}

/// A screen with an intent's button and toggle.
struct FeederScreen: View {
    var isLit: Bool
    var body: some View {
        VStack {
            Button("Refill", intent: RefillIntent())
            Button(intent: OpenAppIntent()) { Text("Open") }
            Button("Resupply", intent: ResupplyIntent())
            Toggle("Light", isOn: isLit, intent: SetLightIntent())
        }
    }
}

/// Which backyards a widget shows.
enum BackyardChoice: String, AppEnum {
    case all, specific
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Backyard List"
    static let caseDisplayRepresentations: [BackyardChoice: DisplayRepresentation] = [.all: "All", .specific: "Specific"]
}

/// A widget's configuration whose summary depends on a parameter's value.
struct BackyardWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Backyard"

    @Parameter(title: "Backyards", default: BackyardChoice.all)
    var backyards: BackyardChoice

    @Parameter(title: "Backyard")
    var specificBackyard: BackyardEntity?

    static var parameterSummary: some ParameterSummary {
        When(\.$backyards, .equalTo, BackyardChoice.specific) {
            Summary {
                \.$backyards
                \.$specificBackyard
            }
        } otherwise: {
            Summary {
                \.$backyards
            }
        }
    }
}

/// An intent whose summary is a sentence.
struct RefillBackyardIntent: AppIntent {
    static let title: LocalizedStringResource = "Refill Backyard"
    @Parameter(title: "Backyard") var backyard: BackyardEntity?
    @Parameter(title: "Cups", default: 2) var cups: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Refill \(\.$backyard)") {
            \.$cups
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
