/// Shows a widget as the Home Screen (or the Lock Screen) does, on a virtual clock: it asks
/// the widget's provider for a timeline, shows the entry whose date has come, asks again
/// when the timeline's reload policy says, and when the app asks `WidgetCenter`.
///
/// ```swift
/// let widget = try WidgetHost(CountdownWidget(), family: .systemSmall)
/// widget.render()                              // the first entry's view
/// await widget.advance(by: .seconds(3_600))    // an hour later: that hour's entry
/// widget.timelineRequests.map(\.reason)        // [.placed, .atEnd] for a one-hour timeline
/// try widget.snapshot().write(toFile: "countdown.svg", atomically: true, encoding: .utf8)
/// ```
///
/// **Time.** The host's clock is its ``viewHost``'s. The provider is called with that clock
/// current, so it can date its entries `VirtualClock.current?.date` (`Date()` is the
/// machine's clock, which no host moves). The entry shown is the last one whose date has
/// come; before the first entry's date, the first entry (entries are shown in date order).
///
/// **Reloads.** `.atEnd` asks for a new timeline when the clock reaches the last entry's
/// date; `.after(date)` when it reaches `date`; `.never` only when the app calls
/// `WidgetCenter.shared.reloadTimelines(ofKind:)` with the widget's kind or
/// `reloadAllTimelines()` — seen at the host's next call (``render()``, ``snapshot()``,
/// ``advance(by:)``, ``settle()``), several reloads asked at once making one request. A
/// reload date that had already passed when the timeline came is reached at the end of the
/// next ``advance(by:)``, once, so a provider that always answers with a past date cannot
/// make the host loop. Every request is in ``timelineRequests``.
///
/// **A provider that answers later** (its completion called from a task): the widget shows
/// the placeholder entry, redacted, until the timeline comes; ``waitForTimeline()`` waits
/// for it.
///
/// **Sizes** are an iPhone 15's (393 × 852-point screen): systemSmall 158 × 158,
/// systemMedium 338 × 158, systemLarge 338 × 354 (Apple's Human Interface Guidelines);
/// accessoryCircular 72 × 72, accessoryRectangular 160 × 72, accessoryInline 234 × 26
/// (estimates). `systemExtraLarge` is an iPad's only: the host refuses it. Home Screen
/// widgets have 16-point content margins (unless `contentMarginsDisabled()`), 22-point
/// continuous corners and their container background; Lock Screen ones neither.
///
/// **Bad input.** An empty timeline leaves the widget showing what it showed; entries out of
/// date order are shown in date order; both are written to ``notes``. A kind no widget of a
/// bundle has, and a family the widget does not support, are ``WidgetError``s.
@MainActor
public final class WidgetHost {
    /// The widget's kind.
    public let kind: String
    /// The family the widget is shown in.
    public let family: WidgetFamily
    /// The widget's size in points.
    public let size: CGSize
    /// The name the gallery shows (`configurationDisplayName(_:)`).
    public let displayName: String?
    /// The description the gallery shows (`description(_:)`).
    public let configurationDescription: String?
    /// The families the widget comes in (`supportedFamilies(_:)`).
    public let supportedFamilies: [WidgetFamily]
    /// The host that mounts the widget's view: its clock, `render()` and `snapshot()`.
    public let viewHost: ViewHost<WidgetCanvas>
    /// Every timeline asked for, in order.
    public private(set) var timelineRequests: [TimelineRequest] = []
    /// What the host did with bad input (an empty timeline, entries out of date order).
    public private(set) var notes: [String] = []

    private let widget: ResolvedWidget
    private let inbox = TimelineInbox()
    private let center: WidgetCenterState
    private let urlSink = WidgetURLSink()
    /// Delivers a URL to the app beside the widget (`ViewHost.open(_:)`), if there is one.
    private var openInApp: ((URL) throws -> Void)?
    private var seenReloads: Int
    private var requestCount = 0
    private var awaitingRequest: Int?
    private var adoptedRequest = 0
    private var timeline: (entries: [any TimelineEntry], policy: TimelineReloadPolicy)?
    private var deliveredAt = VirtualClock.Instant(offset: .zero)
    private var shown: (entry: any TimelineEntry, isPlaceholder: Bool, key: [Int])

    /// Shows `widget` in `family`, on a clock of its own; its app's `WidgetCenter` calls are
    /// those made in the host's own code.
    ///
    /// ```swift
    /// let widget = try WidgetHost(CountdownWidget(), family: .systemMedium)
    /// ```
    public convenience init<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall) throws {
        try self.init(resolving: widget, family: family, centerClock: nil)
    }

    /// Shows `widget` in `family` beside the app's host `app`: `WidgetCenter` calls made in
    /// `app`'s code reach it, and it is among the configurations `app` sees.
    ///
    /// ```swift
    /// let app = ViewHost(TripList())
    /// let widget = try WidgetHost(CountdownWidget(), family: .systemSmall, beside: app)
    /// try app.tap("Add trip")          // reloadTimelines(ofKind: "Countdown")
    /// widget.render()                  // asks the provider again first
    /// ```
    public convenience init<W: Widget, App: View>(_ widget: W, family: WidgetFamily = .systemSmall, beside app: ViewHost<App>) throws {
        try self.init(resolving: widget, family: family, centerClock: app.clock)
        openInApp = { [weak app] url in try app?.open(url) }
    }

    /// Shows the widget of `bundle` whose kind is `kind`, in `family`.
    ///
    /// ```swift
    /// let weather = try WidgetHost(bundle: TripWidgets(), kind: "Weather", family: .systemSmall)
    /// ```
    public convenience init<B: WidgetBundle>(bundle: B, kind: String, family: WidgetFamily = .systemSmall) throws {
        try self.init(try Self.widget(ofKind: kind, in: bundle), family: family, centerClock: nil)
    }

    /// Shows the widget of `bundle` whose kind is `kind`, in `family`, beside the app's host
    /// `app` (see ``init(_:family:beside:)``).
    ///
    /// ```swift
    /// let weather = try WidgetHost(bundle: TripWidgets(), kind: "Weather", family: .systemSmall, beside: app)
    /// ```
    public convenience init<B: WidgetBundle, App: View>(bundle: B, kind: String, family: WidgetFamily = .systemSmall,
                                                        beside app: ViewHost<App>) throws {
        try self.init(try Self.widget(ofKind: kind, in: bundle), family: family, centerClock: app.clock)
        openInApp = { [weak app] url in try app?.open(url) }
    }

    /// Shows a widget that people configure (an `AppIntentConfiguration`), in `family`,
    /// configured with `configuration`: the intent its provider is given.
    ///
    /// ```swift
    /// let intent = ConfigurationAppIntent()
    /// intent.favoriteEmoji = "🤩"
    /// let widget = try WidgetHost(EmojiWidget(), family: .systemSmall, configuration: intent)
    /// await widget.waitForTimeline()
    /// ```
    ///
    /// - Throws: ``WidgetError/notConfigurable(kind:)`` for a widget people do not
    ///   configure, ``WidgetError/wrongConfigurationIntent(given:expected:)`` for an intent
    ///   of another type, and the errors of ``init(_:family:)``.
    public convenience init<W: Widget, Intent: WidgetConfigurationIntent>(_ widget: W, family: WidgetFamily = .systemSmall,
                                                                          configuration: Intent) throws {
        guard let resolved = Self.resolve(widget) else { throw WidgetError.noConfiguration("\(W.self)") }
        try Self.configure(resolved, with: configuration)
        try self.init(resolved, family: family, centerClock: nil)
    }

    /// Shows a widget that people configure, configured with `configuration`, beside the
    /// app's host `app` (see ``init(_:family:beside:)``).
    ///
    /// ```swift
    /// let widget = try WidgetHost(EmojiWidget(), family: .systemSmall, configuration: intent, beside: app)
    /// ```
    public convenience init<W: Widget, Intent: WidgetConfigurationIntent, App: View>(
        _ widget: W, family: WidgetFamily = .systemSmall, configuration: Intent, beside app: ViewHost<App>) throws {
        guard let resolved = Self.resolve(widget) else { throw WidgetError.noConfiguration("\(W.self)") }
        try Self.configure(resolved, with: configuration)
        try self.init(resolved, family: family, centerClock: app.clock)
        openInApp = { [weak app] url in try app?.open(url) }
    }

    /// Shows a widget preview (`#Preview(as:)`): its widget in its family, showing the
    /// preview's entries as a timeline that never reloads, with the preview's configuration
    /// intent if it has one.
    ///
    /// ```swift
    /// let widget = try WidgetHost(preview: WidgetPreview(as: .systemSmall, widget: { EmojiWidget() }, timeline: {
    ///     EmojiEntry(date: .now, emoji: "😃")
    /// }))
    /// widget.render()   // the first entry's view
    /// ```
    ///
    /// - Throws: the errors of ``init(_:family:configuration:)``.
    public convenience init(preview: WidgetPreview) throws {
        guard var resolved = preview.resolve() else { throw WidgetError.noConfiguration(preview.widgetType) }
        resolved.source = TimelineSource(previewing: preview.entries, from: resolved.source)
        if let intent = preview.intent { try Self.configure(resolved, with: intent) }
        try self.init(resolved, family: preview.family, centerClock: nil)
    }

    private static func configure(_ widget: ResolvedWidget, with intent: some WidgetConfigurationIntent) throws {
        guard let slot = widget.configuration else { throw WidgetError.notConfigurable(kind: widget.kind) }
        guard type(of: intent) == slot.intentType else {
            throw WidgetError.wrongConfigurationIntent(given: "\(type(of: intent))", expected: "\(slot.intentType)")
        }
        slot.intent = intent
    }

    /// The configuration intent the widget's provider is given: the one set, or for a
    /// widget people configure, a new one with its parameters' defaults; `nil` for a
    /// widget people do not configure.
    ///
    /// ```swift
    /// (widget.configuration as? ConfigurationAppIntent)?.favoriteEmoji   // "🤩"
    /// ```
    public var configuration: (any WidgetConfigurationIntent)? {
        guard let slot = widget.configuration else { return nil }
        return slot.intent ?? slot.intentType.init()
    }

    /// Whether the widget asks people to configure it when they add it
    /// (`promptsForUserConfiguration()`).
    public var promptsForUserConfiguration: Bool { widget.promptsForUserConfiguration }

    /// Edits the widget's configuration, as a person does in its configuration sheet:
    /// the provider is asked for a timeline with the new intent.
    ///
    /// ```swift
    /// let intent = ConfigurationAppIntent()
    /// intent.favoriteEmoji = "🥳"
    /// try widget.configure(intent)
    /// await widget.waitForTimeline()
    /// widget.timelineRequests.last?.reason   // .configured
    /// ```
    ///
    /// - Throws: ``WidgetError/notConfigurable(kind:)``,
    ///   ``WidgetError/wrongConfigurationIntent(given:expected:)``.
    public func configure(_ intent: some WidgetConfigurationIntent) throws {
        try Self.configure(widget, with: intent)
        update()
        requestTimeline(.configured)
        update()
    }

    private static func widget(ofKind kind: String, in bundle: some WidgetBundle) throws -> ResolvedWidget {
        var kinds: [String] = []
        for widget in bundle.widgets {
            guard let resolved = resolve(widget) else { continue }
            if resolved.kind == kind { return resolved }
            kinds.append(resolved.kind)
        }
        throw WidgetError.unknownKind(kind, known: kinds)
    }

    /// The widget's configuration; `nil` for a widget whose body is `Never` (a bundle's list).
    private static func resolve<W: Widget>(_ widget: W) -> ResolvedWidget? {
        W.Body.self == Never.self ? nil : widget.body.resolvedWidget()
    }

    private convenience init<W: Widget>(resolving widget: W, family: WidgetFamily, centerClock: VirtualClock?) throws {
        guard let resolved = Self.resolve(widget) else { throw WidgetError.noConfiguration("\(W.self)") }
        try self.init(resolved, family: family, centerClock: centerClock)
    }

    private init(_ widget: ResolvedWidget, family: WidgetFamily, centerClock: VirtualClock?) throws {
        guard let size = WidgetMetrics.size(of: family) else { throw WidgetError.familyNotOnPhone(family) }
        guard widget.supportedFamilies.contains(family) else {
            throw WidgetError.unsupportedFamily(family, kind: widget.kind, supported: widget.supportedFamilies)
        }
        self.widget = widget
        self.kind = widget.kind
        self.family = family
        self.size = size
        displayName = widget.displayName
        configurationDescription = widget.description
        supportedFamilies = widget.supportedFamilies
        let placeholder = widget.source.placeholder(TimelineProviderContext(family: family, isPreview: false, displaySize: size))
        shown = (placeholder, true, [])
        let view = widget.source.content(placeholder)
        viewHost = ViewHost(WidgetCanvas(entryView: view, family: family, size: size,
                                         margins: widget.contentMarginsDisabled ? 0 : WidgetMetrics.contentMargin(of: family),
                                         isPlaceholder: true, urlSink: urlSink))
        viewHost.safeAreaInsets = EdgeInsets()
        viewHost.size = size
        center = WidgetCenterState.center(of: centerClock ?? viewHost.clock)
        seenReloads = center.recordedReloads.count
        center.place(ObjectIdentifier(self), WidgetInfo(kind: widget.kind, family: family))
        requestTimeline(.placed)
        update()
    }

    deinit {
        center.remove(ObjectIdentifier(self))
    }

    // MARK: What a test reads

    /// The host's date now.
    public var date: Date { clock.date }

    /// The entries of the timeline shown, in date order (empty before the first timeline).
    public var entries: [any TimelineEntry] { timeline?.entries ?? [] }

    /// The reload policy of the timeline shown (`nil` before the first timeline).
    public var policy: TimelineReloadPolicy? { timeline?.policy }

    /// The entry shown: the placeholder until the first timeline comes.
    public var currentEntry: any TimelineEntry { shown.entry }

    /// Whether the widget shows its placeholder entry, redacted, waiting for a timeline.
    public var isShowingPlaceholder: Bool { shown.isPlaceholder }

    /// The URL the widget opens the app with (`widgetURL(_:)`), if its view sets one.
    public var url: URL? {
        update()
        return urlSink.url
    }

    /// The widget's view, as ``ViewHost/render()`` writes a view tree.
    ///
    /// ```swift
    /// widget.render()   // "ZStack\n  ..."  with the entry's texts
    /// ```
    public func render() -> String {
        update()
        return viewHost.render()
    }

    /// An SVG picture of the widget at its size: its rounded shape filled with the container
    /// background, and the entry's view inset by the content margins.
    ///
    /// ```swift
    /// try widget.snapshot().write(toFile: "widget.svg", atomically: true, encoding: .utf8)
    /// ```
    public func snapshot() -> String {
        update()
        return viewHost.snapshot()
    }

    // MARK: Driving

    /// Shows the widget as the widget gallery does: the provider's snapshot entry
    /// (`getSnapshot(in:completion:)`, with `context.isPreview` true), which stays until the
    /// app asks `WidgetCenter` for a new timeline.
    ///
    /// ```swift
    /// widget.showInGallery()
    /// widget.timelineRequests.last?.reason   // .gallerySnapshot
    /// ```
    public func showInGallery() {
        update()
        requestCount += 1
        awaitingRequest = requestCount
        timelineRequests.append(TimelineRequest(reason: .gallerySnapshot, date: clock.date, elapsed: clock.now.offset))
        let context = TimelineProviderContext(family: family, isPreview: true, displaySize: size)
        let request = requestCount
        VirtualClock.$current.withValue(clock) {
            widget.source.requestSnapshot(context, inbox, request)
        }
        update()
    }

    /// Taps the widget, as a person on the Home Screen does: the app opens with the
    /// widget's URL (`widgetURL(_:)`), which the app's host beside the widget receives
    /// (`ViewHost.open(_:)`: its `onOpenURL` handlers run). Returns the URL, `nil` when the
    /// widget sets none (the app opens without one).
    ///
    /// ```swift
    /// let widget = try WidgetHost(CountdownWidget(), beside: app)
    /// try widget.tap()     // app's .onOpenURL gets "trips://countdown"
    /// ```
    ///
    /// - Throws: the app host's ``HostError`` when no view on its screen has an
    ///   `onOpenURL` handler.
    @discardableResult
    public func tap() throws -> URL? {
        guard let url else { return nil }
        try openInApp?(url)
        return url
    }

    /// Taps the button titled `title` in the widget, as a person does with an interactive
    /// widget: its intent (`Button(intent:)`) is performed, then the provider is asked for
    /// a new timeline (reason `.interaction`), as WidgetKit reloads a widget once its
    /// intent has finished. Returns the runs, also in `viewHost.intents.runs`.
    ///
    /// ```swift
    /// let runs = try await widget.tap("Refill")
    /// runs.map(\.outcome)                          // [.performed]
    /// widget.timelineRequests.last?.reason         // .interaction
    /// ```
    ///
    /// - Throws: the view host's ``HostError`` when the widget shows no such button.
    @discardableResult
    public func tap(_ title: String) async throws -> [IntentRecord] {
        try await interact { try viewHost.tap(title) }
    }

    /// Toggles the toggle titled `title` in the widget (`Toggle(isOn:intent:)`): its intent
    /// is performed with the value it turns to, then the provider is asked for a new
    /// timeline, as with ``tap(_:)``.
    ///
    /// ```swift
    /// try await widget.toggle("Light")
    /// ```
    ///
    /// - Throws: the view host's ``HostError`` when the widget shows no such toggle.
    @discardableResult
    public func toggle(_ title: String) async throws -> [IntentRecord] {
        try await interact { try viewHost.toggle(title) }
    }

    private func interact(_ action: () throws -> Void) async throws -> [IntentRecord] {
        update()
        let before = viewHost.intents.runs.count
        try action()
        await viewHost.intents.waitForIntents()
        let runs = Array(viewHost.intents.runs.dropFirst(before))
        if !runs.isEmpty { requestTimeline(.interaction) }
        update()
        return runs
    }

    /// Moves the clock forward by `duration`: the entries whose dates come are shown in
    /// turn, and timelines are asked for at the moments the reload policy says.
    ///
    /// ```swift
    /// await widget.advance(by: .seconds(60))
    /// ```
    public func advance(by duration: Duration) async {
        update()
        let target = clock.now.advanced(by: duration)
        var reloads = 0
        while true {
            if let due = scheduledReload(), due.instant <= clock.now {
                guard reloads < Self.reloadLimit else {
                    notes.append("More than \(Self.reloadLimit) timelines were asked for in one advance; the next is asked at the host's next call.")
                    break
                }
                reloads += 1
                requestTimeline(due.reason)
                update()
                continue
            }
            let stops = [scheduledReload()?.instant, nextEntryInstant()].compactMap { $0 }.filter { $0 > clock.now && $0 <= target }
            guard let stop = stops.min() else { break }
            await viewHost.advance(by: clock.now.duration(to: stop))
            update()
        }
        if clock.now < target {
            await viewHost.advance(by: clock.now.duration(to: target))
        }
        if let overdue = overdueReload(), clock.now > deliveredAt {
            requestTimeline(overdue)
        }
        update()
    }

    /// Runs the host's pending work (the tasks of the widget's views) and the frames it
    /// causes, then takes the timelines delivered.
    ///
    /// ```swift
    /// await widget.settle()
    /// ```
    public func settle() async {
        await viewHost.settle()
        update()
    }

    /// Waits until the provider has answered the latest request (its completion handler
    /// called from a task or another thread), then shows the timeline; returns at once when
    /// no request waits for an answer. The host does not drive a provider's own tasks, so
    /// this waits for the answer itself rather than for virtual time: a provider that never
    /// calls its completion handler never lets it return, as with any awaited completion.
    ///
    /// ```swift
    /// let widget = try WidgetHost(NewsWidget())   // its provider fetches in a Task
    /// await widget.waitForTimeline()
    /// widget.isShowingPlaceholder                 // false
    /// ```
    public func waitForTimeline() async {
        update()
        while awaitingRequest != nil {
            await inbox.waitForDelivery()
            update()
        }
    }

    // MARK: Timelines

    private static let reloadLimit = 1_000

    private var clock: VirtualClock { viewHost.clock }

    private func instant(of date: Date) -> VirtualClock.Instant {
        VirtualClock.Instant(offset: .seconds(date.timeIntervalSince(clock.startDate)))
    }

    /// Asks the provider for a timeline, with the host's clock current.
    private func requestTimeline(_ reason: TimelineRequest.Reason) {
        requestCount += 1
        awaitingRequest = requestCount
        timelineRequests.append(TimelineRequest(reason: reason, date: clock.date, elapsed: clock.now.offset))
        let context = TimelineProviderContext(family: family, isPreview: false, displaySize: size)
        let request = requestCount
        VirtualClock.$current.withValue(clock) {
            widget.source.requestTimeline(context, inbox, request)
        }
    }

    /// The reload the timeline's policy asks for, at a moment after the timeline came.
    private func scheduledReload() -> (instant: VirtualClock.Instant, reason: TimelineRequest.Reason)? {
        guard let (instant, reason) = reloadInstant(), awaitingRequest == nil else { return nil }
        return instant > deliveredAt ? (instant, reason) : nil
    }

    /// The reload the timeline's policy asks for at a moment that had passed when the
    /// timeline came.
    private func overdueReload() -> TimelineRequest.Reason? {
        guard let (instant, reason) = reloadInstant(), awaitingRequest == nil else { return nil }
        return instant <= deliveredAt ? reason : nil
    }

    private func reloadInstant() -> (VirtualClock.Instant, TimelineRequest.Reason)? {
        guard let timeline else { return nil }
        switch timeline.policy.kind {
        case .never: return nil
        case .atEnd: return (timeline.entries.last.map { instant(of: $0.date) } ?? deliveredAt, .atEnd)
        case .after(let date): return (instant(of: date), .after)
        }
    }

    /// The moment the next entry of the timeline comes. Entries are compared with the clock
    /// as instants, converted one way only, so an entry comes exactly at the stop made for it.
    private func nextEntryInstant() -> VirtualClock.Instant? {
        let now = clock.now
        return timeline?.entries.lazy.map { self.instant(of: $0.date) }.first { $0 > now }
    }

    /// Takes the timelines delivered and the reloads the app asked for, and shows the entry
    /// whose date has come.
    private func update() {
        for delivery in inbox.take() where delivery.request > adoptedRequest {
            adopt(delivery)
        }
        let asked = center.reloads(from: seenReloads)
        seenReloads += asked.count
        if let reload = asked.first(where: { $0.reaches(kind) }) {
            requestTimeline(reload == .allTimelines ? .reloadAllTimelines : .reloadTimelines)
            for delivery in inbox.take() where delivery.request > adoptedRequest { adopt(delivery) }
        }
        show()
    }

    private func adopt(_ delivery: TimelineInbox.Delivery) {
        adoptedRequest = delivery.request
        if awaitingRequest == delivery.request { awaitingRequest = nil }
        deliveredAt = clock.now
        var entries = delivery.entries
        if entries.isEmpty {
            notes.append("Timeline \(delivery.request) has no entries: the widget keeps showing what it showed.")
        } else if !zip(entries, entries.dropFirst()).allSatisfy({ $0.date <= $1.date }) {
            notes.append("Timeline \(delivery.request) has entries out of date order: they are shown in date order.")
            entries = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        }
        timeline = (entries, delivery.policy)
    }

    /// Mounts the entry whose date has come, if it is not the one shown.
    private func show() {
        guard let timeline, !timeline.entries.isEmpty else { return }
        let now = clock.now
        let index = timeline.entries.lastIndex { instant(of: $0.date) <= now } ?? 0
        let key = [adoptedRequest, index]
        guard key != shown.key else { return }
        let entry = timeline.entries[index]
        shown = (entry, false, key)
        let view = widget.source.content(entry)
        viewHost.root = WidgetCanvas(entryView: view, family: family, size: size,
                                     margins: widget.contentMarginsDisabled ? 0 : WidgetMetrics.contentMargin(of: family),
                                     isPlaceholder: false, urlSink: urlSink)
    }
}
