import Foundation
import Testing
import WidgetKit

/// Widgets, bundles and configurations, WidgetCenter, the environment and the picture;
/// each test names the sentence of Apple's documentation it checks.
@MainActor
@Suite("WidgetKit widgets")
struct WidgetTests {
    @Test("reloadTimelines(ofKind:): \"Reloads the timelines for all widgets of a particular kind\" — and no other")
    func reloadOfKind() throws {
        let app = ViewHost(VStack {
            Button("Weather") { WidgetCenter.shared.reloadTimelines(ofKind: "Weather") }
            Button("All") { WidgetCenter.shared.reloadAllTimelines() }
            Button("Nobody") { WidgetCenter.shared.reloadTimelines(ofKind: "Nobody") }
        })
        let weather = try WidgetHost(bundle: AppWidgets(), kind: "Weather", family: .systemSmall, beside: app)
        let news = try WidgetHost(bundle: AppWidgets(), kind: "News", family: .systemMedium, beside: app)
        try app.tap("Weather")
        #expect(app.widgetCenter.reloads == [.timelines(ofKind: "Weather")])
        _ = weather.render(); _ = news.render()
        #expect(weather.timelineRequests.map(\.reason) == [.placed, .reloadTimelines])
        #expect(news.timelineRequests.map(\.reason) == [.placed])
        try app.tap("All")
        _ = weather.render(); _ = news.render()
        #expect(weather.timelineRequests.map(\.reason) == [.placed, .reloadTimelines, .reloadAllTimelines])
        #expect(news.timelineRequests.map(\.reason) == [.placed, .reloadAllTimelines])
        try app.tap("Nobody")
        _ = weather.render(); _ = news.render()
        #expect(app.widgetCenter.reloads == [.timelines(ofKind: "Weather"), .allTimelines, .timelines(ofKind: "Nobody")])
        #expect(weather.timelineRequests.count == 3)
        #expect(news.timelineRequests.count == 2)
    }

    @Test("getCurrentConfigurations(_:): the widgets placed, with their kind and family")
    func currentConfigurations() async throws {
        let app = ViewHost(EmptyView())
        let weather = try WidgetHost(bundle: AppWidgets(), kind: "Weather", family: .systemSmall, beside: app)
        var news: WidgetHost? = try WidgetHost(bundle: AppWidgets(), kind: "News", family: .systemLarge, beside: app)
        let placed = try await VirtualClock.$current.withValue(app.clock) { try await WidgetCenter.shared.currentConfigurations() }
        #expect(placed.map(\.kind) == ["Weather", "News"])
        #expect(placed.map(\.family) == [.systemSmall, .systemLarge])
        news = nil
        #expect(news == nil)
        #expect(app.widgetCenter.configurations.map(\.kind) == ["Weather"])
        _ = weather
    }

    @Test("widgetFamily: the entry's view and the provider's context see the family the widget is shown in")
    func family() throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { _, now in Timeline(entries: [TextEntry(date: now, text: "A")], policy: .never) },
                                    family: .systemMedium)
        #expect(widget.render().contains(#"Text "family systemMedium""#))
        #expect(log.askedContexts.map(\.family) == [.systemMedium])
        #expect(log.askedContexts.map(\.displaySize) == [CGSize(width: 338, height: 158)])
        #expect(log.askedContexts.map(\.isPreview) == [false])
        let preview = ViewHost(TextEntryView(entry: TextEntry(date: start, text: "A"))
            .previewContext(WidgetPreviewContext(family: .accessoryInline)))
        #expect(preview.render().contains(#"Text "family accessoryInline""#))
    }

    @Test("the sizes of an iPhone 15's widgets, per family")
    func sizes() throws {
        let sizes = try [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular].map { family in
            try WidgetHost(ScriptedWidget(), family: family).size
        }
        #expect(sizes == [CGSize(width: 158, height: 158), CGSize(width: 338, height: 158), CGSize(width: 338, height: 354),
                          CGSize(width: 160, height: 72)])
    }

    @Test("containerBackground(_:for: .widget): the picture is the widget's rounded shape filled with it, and the entry's text")
    func picture() throws {
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, now in
            Timeline(entries: [TextEntry(date: now, text: "Hello")], policy: .never)
        })
        let svg = widget.snapshot()
        #expect(svg.contains(#"width="158""#))
        // Continuous corners of 22 (the engine's Measures §9 "Continuous corners"): each
        // leaves its edges 22 × 1.5287 = 33.63 points from the corner.
        #expect(svg.contains(#"d="M33.63 0 L124.37 0 C152.03 0 158 5.97 158 33.63"#))
        #expect(svg.contains(##"fill="#FF9500""##))   // Color.orange, clipped to the rounded shape
        #expect(svg.contains(">Hello<"))
    }

    /// An entry view that sets its container background inside its own `body`.
    struct TealEntryView: View {
        let entry: TextEntry
        var body: some View {
            Text(entry.text).containerBackground(for: .widget) { Color.teal }
        }
    }

    struct TealWidget: Widget {
        let provider = ScriptedProvider(log: ProviderLog()) { _, now in Timeline(entries: [TextEntry(date: now, text: "Tide")], policy: .never) }
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Teal", provider: provider) { TealEntryView(entry: $0) }
        }
    }

    @Test("containerBackground(for:content:) inside the entry view's body: the widget reads it as a preference and draws it")
    func backgroundFromInsideABody() throws {
        let svg = try WidgetHost(TealWidget()).snapshot()
        let lines = svg.components(separatedBy: "\n")
        let teal = try #require(lines.firstIndex { $0.contains(##"fill="#30B0C7""##) })
        let text = try #require(lines.firstIndex { $0.contains(">Tide<") })
        #expect(teal < text)
    }

    @Test("widgetURL(_:): the URL the widget opens its app with")
    func url() throws {
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, now in
            Timeline(entries: [TextEntry(date: now, text: "Trip")], policy: .never)
        })
        #expect(widget.url == URL(string: "scripted://Trip"))
    }

    @Test("widgetURL(_:): \"the URL to open in the containing app when the user clicks the widget\"")
    func tapOpensApp() throws {
        final class Opened { var urls: [URL] = [] }
        let opened = Opened()
        let app = ViewHost(Text("Trips").onOpenURL { opened.urls.append($0) })
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, now in
            Timeline(entries: [TextEntry(date: now, text: "Trip")], policy: .never)
        }, beside: app)
        #expect(try widget.tap() == URL(string: "scripted://Trip"))
        #expect(opened.urls == [URL(string: "scripted://Trip")!])
    }

    @Test("a bundle's widgets, their display names, descriptions and supported families")
    func bundle() throws {
        let news = try WidgetHost(bundle: AppWidgets(), kind: "News", family: .systemLarge)
        #expect(news.displayName == "News")
        #expect(news.configurationDescription == "Today's headlines.")
        #expect(news.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        let scripted = try WidgetHost(ScriptedWidget())
        #expect(scripted.displayName == "Scripted")
        #expect(scripted.configurationDescription == "Shows what the test scripts.")
        #expect(shownText(scripted) == "Now")
    }
}
