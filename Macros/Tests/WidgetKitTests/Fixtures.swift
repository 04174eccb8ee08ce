import Foundation
import WidgetKit

/// The date a host's clock starts at (`VirtualClock`'s default).
let start = Date(timeIntervalSince1970: 1_700_000_000)

/// An entry with a text to show.
struct TextEntry: TimelineEntry, Sendable {
    let date: Date
    let text: String
    var relevance: TimelineEntryRelevance? = nil
}

/// What a scripted provider was asked, and its answers.
final class ProviderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [TimelineProviderContext] = []
    private var dates: [Date] = []
    private var held: [@Sendable (Timeline<TextEntry>) -> Void] = []

    func asked(_ context: TimelineProviderContext, at date: Date) -> Int {
        lock.withLock {
            contexts.append(context)
            dates.append(date)
            return contexts.count
        }
    }
    var askedContexts: [TimelineProviderContext] { lock.withLock { contexts } }
    var askedDates: [Date] { lock.withLock { dates } }

    func hold(_ completion: @escaping @Sendable (Timeline<TextEntry>) -> Void) { lock.withLock { held.append(completion) } }
    /// Answers the first held request.
    func answer(_ timeline: Timeline<TextEntry>) {
        let completion = lock.withLock { held.removeFirst() }
        completion(timeline)
    }
}

/// A provider whose timelines a test writes: request `n` (from 1), asked at `now`, gets
/// `script(n, now)`; a `nil` answer is held until the test answers it.
struct ScriptedProvider: TimelineProvider {
    let log: ProviderLog
    let script: @Sendable (_ request: Int, _ now: Date) -> Timeline<TextEntry>?

    func placeholder(in context: Context) -> TextEntry { TextEntry(date: start, text: "Placeholder") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TextEntry) -> Void) {
        let now = VirtualClock.current?.date ?? .distantPast
        _ = log.asked(context, at: now)
        completion(TextEntry(date: now, text: "Snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TextEntry>) -> Void) {
        let now = VirtualClock.current?.date ?? .distantPast
        let request = log.asked(context, at: now)
        if let timeline = script(request, now) { completion(timeline) } else { log.hold(completion) }
    }
}

/// An entry's view: its text, and the family it is shown in.
struct TextEntryView: View {
    let entry: TextEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack {
            Text(entry.text)
            Text("family \(family)")
        }
    }
}

/// A widget over a scripted provider, with an orange container background and a URL.
struct ScriptedWidget: Widget {
    var kind = "Scripted"
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]
    var provider = ScriptedProvider(log: ProviderLog()) { _, now in Timeline(entries: [TextEntry(date: now, text: "Now")], policy: .never) }

    init() {}

    init(kind: String = "Scripted", log: ProviderLog,
         script: @escaping @Sendable (_ request: Int, _ now: Date) -> Timeline<TextEntry>?) {
        self.kind = kind
        provider = ScriptedProvider(log: log, script: script)
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: provider) { entry in
            TextEntryView(entry: entry)
                .containerBackground(Color.orange, for: .widget)
                .widgetURL(URL(string: "scripted://\(entry.text)"))
        }
        .configurationDisplayName("Scripted")
        .description("Shows what the test scripts.")
        .supportedFamilies(families)
    }
}

/// Two widgets of a bundle.
struct Weather: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: ScriptedProvider(log: ProviderLog()) { _, now in
            Timeline(entries: [TextEntry(date: now, text: "21°")], policy: .never)
        }) { entry in TextEntryView(entry: entry) }
        .supportedFamilies([.systemSmall])
    }
}

struct News: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "News", provider: ScriptedProvider(log: ProviderLog()) { _, now in
            Timeline(entries: [TextEntry(date: now, text: "Headline")], policy: .never)
        }) { entry in TextEntryView(entry: entry) }
        .configurationDisplayName(Text("News"))
        .description(LocalizedStringKey("Today's headlines."))
    }
}

struct AppWidgets: WidgetBundle {
    var body: some Widget {
        Weather()
        if Bool(true) { News() }
    }
}

/// The shown entry's text.
@MainActor func shownText(_ widget: WidgetHost) -> String? {
    (widget.currentEntry as? TextEntry)?.text
}

/// A timeline of `texts` at `offsets` seconds after `start`.
func timeline(_ items: [(seconds: Double, text: String)], _ policy: TimelineReloadPolicy) -> Timeline<TextEntry> {
    Timeline(entries: items.map { TextEntry(date: start.addingTimeInterval($0.seconds), text: $0.text) }, policy: policy)
}
