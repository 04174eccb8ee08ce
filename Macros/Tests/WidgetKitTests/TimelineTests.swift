import Foundation
import Testing
import WidgetKit

/// Timelines on the host's virtual clock: which entry is shown when, and when the
/// provider is asked again; each test names the sentence of Apple's documentation it checks.
@MainActor
@Suite("WidgetKit timelines")
struct TimelineTests {
    @Test("Timeline.init: \"Add entries for future dates and times when you want WidgetKit to update the widget's view\"")
    func entryAtEachTime() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { _, _ in
            timeline([(0, "A"), (60, "B"), (120, "C")], .never)
        })
        #expect(shownText(widget) == "A")
        #expect(widget.render().contains(#"Text "A""#))
        await widget.advance(by: .seconds(59))
        #expect(shownText(widget) == "A")
        await widget.advance(by: .seconds(1))
        #expect(shownText(widget) == "B")
        #expect(widget.render().contains(#"Text "B""#))
        await widget.advance(by: .seconds(1_000))
        #expect(shownText(widget) == "C")
        #expect(widget.date == start.addingTimeInterval(1_060))
        #expect(widget.entries.map(\.date) == [0, 60, 120].map { start.addingTimeInterval($0) })
        #expect(widget.timelineRequests.map(\.reason) == [.placed])
    }

    @Test("atEnd: \"WidgetKit requests a new timeline after the last date in a timeline passes\"")
    func atEnd() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            request == 1 ? timeline([(0, "A"), (60, "B")], .atEnd)
                         : Timeline(entries: [TextEntry(date: now, text: "Reloaded \(request)")], policy: .never)
        })
        await widget.advance(by: .seconds(59))
        #expect(widget.timelineRequests.count == 1)
        #expect(shownText(widget) == "A")
        await widget.advance(by: .seconds(1))
        #expect(widget.timelineRequests.map(\.description) == ["placed at 0.0 seconds", "atEnd at 60.0 seconds"])
        #expect(log.askedDates == [start, start.addingTimeInterval(60)])
        #expect(shownText(widget) == "Reloaded 2")
        await widget.advance(by: .seconds(86_400))
        #expect(widget.timelineRequests.count == 2)
    }

    @Test("atEnd, through one long advance: each timeline is asked for at its own end")
    func atEndRepeatedly() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            Timeline(entries: [TextEntry(date: now, text: "\(request)"), TextEntry(date: now.addingTimeInterval(900), text: "\(request)b")], policy: .atEnd)
        })
        await widget.advance(by: .seconds(3_600))
        #expect(widget.timelineRequests.map(\.elapsed) == [0, 900, 1_800, 2_700, 3_600].map { Duration.seconds($0) })
        #expect(shownText(widget) == "5")
    }

    @Test("after(_:): \"A policy that specifies a future date for WidgetKit to request a new timeline\"")
    func after() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            request == 1 ? timeline([(0, "A")], .after(start.addingTimeInterval(300)))
                         : Timeline(entries: [TextEntry(date: now, text: "B")], policy: .never)
        })
        await widget.advance(by: .seconds(299))
        #expect(widget.timelineRequests.count == 1)
        #expect(widget.policy == .after(start.addingTimeInterval(300)))
        await widget.advance(by: .seconds(1))
        #expect(widget.timelineRequests.map(\.reason) == [.placed, .after])
        #expect(widget.timelineRequests.last?.date == start.addingTimeInterval(300))
        #expect(shownText(widget) == "B")
    }

    @Test("never: \"A policy that specifies that the app prompts WidgetKit when a new timeline is available\"")
    func never() async throws {
        let app = ViewHost(Button("Refresh") { WidgetCenter.shared.reloadTimelines(ofKind: "Scripted") })
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            Timeline(entries: [TextEntry(date: now, text: "Version \(request)")], policy: .never)
        }, beside: app)
        await widget.advance(by: .seconds(7 * 86_400))
        #expect(widget.timelineRequests.map(\.reason) == [.placed])
        try app.tap("Refresh")
        #expect(widget.render().contains(#"Text "Version 2""#))
        #expect(widget.timelineRequests.map(\.reason) == [.placed, .reloadTimelines])
    }

    @Test("a reload date that has already passed when the timeline comes is asked once per advance, not in a loop")
    func pastReloadDate() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            Timeline(entries: [TextEntry(date: now.addingTimeInterval(-10), text: "Stale \(request)")], policy: .atEnd)
        })
        await widget.advance(by: .seconds(60))
        #expect(widget.timelineRequests.map(\.description) == ["placed at 0.0 seconds", "atEnd at 60.0 seconds"])
        await widget.advance(by: .seconds(60))
        #expect(widget.timelineRequests.count == 3)
        #expect(shownText(widget) == "Stale 3")
    }

    @Test("placeholder(in:): the widget shows the placeholder entry, redacted, until the provider answers")
    func placeholderUntilAnswered() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { _, _ in nil })
        #expect(widget.isShowingPlaceholder)
        #expect(shownText(widget) == "Placeholder")
        #expect(widget.render().contains("Placeholder"))
        log.answer(timeline([(0, "Answered")], .never))
        #expect(widget.render().contains(#"Text "Answered""#))
        #expect(!widget.isShowingPlaceholder)
    }

    @Test("TimelineEntry.relevance: nil unless the entry declares one; the entry keeps its score and duration")
    func relevance() throws {
        struct Plain: TimelineEntry { let date: Date }
        #expect(Plain(date: start).relevance == nil)
        let entry = TextEntry(date: start, text: "A", relevance: TimelineEntryRelevance(score: 10, duration: 3_600))
        #expect(entry.relevance?.score == 10)
        #expect(entry.relevance?.duration == 3_600)
        #expect(TimelineEntryRelevance(score: 0.5).duration == 0)
    }

    @Test("getSnapshot(in:completion:) and isPreview: \"A Boolean value that indicates when the widget appears in the widget gallery\"")
    func gallery() async throws {
        let log = ProviderLog()
        let app = ViewHost(Button("Refresh") { WidgetCenter.shared.reloadAllTimelines() })
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, now in
            Timeline(entries: [TextEntry(date: now, text: "Timeline \(request)")], policy: .never)
        }, beside: app)
        await widget.advance(by: .seconds(30))
        widget.showInGallery()
        #expect(shownText(widget) == "Snapshot")
        #expect(log.askedContexts.map(\.isPreview) == [false, true])
        await widget.advance(by: .seconds(3_600))
        #expect(shownText(widget) == "Snapshot")
        try app.tap("Refresh")
        #expect(widget.render().contains(#"Text "Timeline 3""#))
        #expect(widget.timelineRequests.map(\.reason) == [.placed, .gallerySnapshot, .reloadAllTimelines])
    }

    @Test("an entry dated at a fraction of a second is shown exactly from its date, also within one advance")
    func fractionalDates() async throws {
        // Dates a Double holds exactly at this magnitude (a tenth of a second is not one).
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, _ in
            timeline([(0, "A"), (0.25, "B"), (1.5, "C")], .never)
        })
        await widget.advance(by: .milliseconds(249))
        #expect(shownText(widget) == "A")
        await widget.advance(by: .milliseconds(1))
        #expect(shownText(widget) == "B")
        await widget.advance(by: .seconds(5))
        #expect(shownText(widget) == "C")
    }

    @Test("a provider that answers from a task: the placeholder until it has answered, then the timeline")
    func answerFromTask() async throws {
        struct TaskProvider: TimelineProvider {
            func placeholder(in context: Context) -> TextEntry { TextEntry(date: start, text: "Placeholder") }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (TextEntry) -> Void) {}
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TextEntry>) -> Void) {
                Task { completion(timeline([(0, "From a task")], .never)) }
            }
        }
        struct TaskWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Task", provider: TaskProvider()) { TextEntryView(entry: $0) }
            }
        }
        let widget = try WidgetHost(TaskWidget())
        await widget.waitForTimeline()
        #expect(shownText(widget) == "From a task")
        #expect(!widget.isShowingPlaceholder)
        await widget.waitForTimeline()   // nothing waits: returns at once
    }
}
