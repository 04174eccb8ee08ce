import Foundation
import Testing
import WidgetKit

/// What a widget does with bad input: an error that says what is wrong, or the behaviour
/// ``WidgetHost`` documents; never a trap.
@MainActor
@Suite("WidgetKit bad input")
struct BadInputTests {
    @Test("a kind no widget of the bundle has: an error naming the kinds there are")
    func unknownKind() {
        let error = #expect(throws: WidgetError.self) { try WidgetHost(bundle: AppWidgets(), kind: "Wether") }
        #expect(error == .unknownKind("Wether", known: ["Weather", "News"]))
        #expect(error?.description == #"No widget of the bundle has the kind "Wether"; its kinds are "Weather", "News"."#)
    }

    @Test("supportedFamilies(_:): a family the widget does not support is an error")
    func unsupportedFamily() {
        let error = #expect(throws: WidgetError.self) { try WidgetHost(bundle: AppWidgets(), kind: "Weather", family: .systemLarge) }
        #expect(error?.description == #"The widget "Weather" does not support the family systemLarge; its supported families are systemSmall."#)
    }

    @Test("systemExtraLarge: \"iPadOS only\" — an iPhone host refuses it")
    func extraLarge() {
        let error = #expect(throws: WidgetError.self) { try WidgetHost(bundle: AppWidgets(), kind: "News", family: .systemExtraLarge) }
        #expect(error == .familyNotOnPhone(.systemExtraLarge))
    }

    @Test("an empty timeline: the widget keeps showing what it showed, and says so")
    func emptyTimeline() async throws {
        let log = ProviderLog()
        let widget = try WidgetHost(ScriptedWidget(log: log) { request, _ in
            request == 1 ? timeline([(0, "A")], .after(start.addingTimeInterval(60))) : timeline([], .never)
        })
        await widget.advance(by: .seconds(60))
        #expect(widget.timelineRequests.count == 2)
        #expect(shownText(widget) == "A")
        #expect(widget.entries.isEmpty)
        #expect(widget.notes == ["Timeline 2 has no entries: the widget keeps showing what it showed."])
    }

    @Test("an empty first timeline: the placeholder stays")
    func emptyFirstTimeline() throws {
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, _ in timeline([], .never) })
        #expect(widget.isShowingPlaceholder)
    }

    @Test("entries out of date order are shown in date order, and the host says so")
    func outOfOrder() async throws {
        let widget = try WidgetHost(ScriptedWidget(log: ProviderLog()) { _, _ in
            timeline([(120, "C"), (0, "A"), (60, "B")], .never)
        })
        #expect(shownText(widget) == "A")
        await widget.advance(by: .seconds(60))
        #expect(shownText(widget) == "B")
        await widget.advance(by: .seconds(60))
        #expect(shownText(widget) == "C")
        #expect(widget.notes == ["Timeline 1 has entries out of date order: they are shown in date order."])
    }

    @Test("reloadTimelines(ofKind:) with a kind no widget has: recorded, and no widget asks again")
    func reloadUnknownKind() throws {
        let app = ViewHost(Button("Reload") { WidgetCenter.shared.reloadTimelines(ofKind: "Nobody") })
        let widget = try WidgetHost(ScriptedWidget(), beside: app)
        try app.tap("Reload")
        _ = widget.render()
        #expect(app.widgetCenter.reloads == [.timelines(ofKind: "Nobody")])
        #expect(widget.timelineRequests.count == 1)
    }

    @Test("a widget whose body describes no configuration: an error, and its body is never called")
    func noConfiguration() {
        struct Bodiless: Widget {
            var body: Never { fatalError("called") }
        }
        let error = #expect(throws: WidgetError.self) { try WidgetHost(Bodiless()) }
        #expect(error == .noConfiguration("Bodiless"))
    }
}
