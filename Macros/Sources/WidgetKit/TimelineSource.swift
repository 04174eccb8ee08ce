/// A timeline provider and a configuration's content closure, with the entry type erased.
@MainActor
struct TimelineSource {
    /// The provider's placeholder entry.
    let placeholder: (TimelineProviderContext) -> any TimelineEntry
    /// Asks the provider for a timeline; its completion delivers into the inbox.
    let requestTimeline: (TimelineProviderContext, TimelineInbox, Int) -> Void
    /// Asks the provider for a snapshot entry; its completion delivers into the inbox.
    let requestSnapshot: (TimelineProviderContext, TimelineInbox, Int) -> Void
    /// The content closure's view for an entry.
    let content: (any TimelineEntry) -> AnyView

    init<Provider: TimelineProvider, Content: View>(_ provider: Provider, content: @escaping (Provider.Entry) -> Content) {
        placeholder = { provider.placeholder(in: $0) }
        requestTimeline = Self.timelineRequester(provider)
        requestSnapshot = Self.snapshotRequester(provider)
        self.content = { entry in
            guard let entry = entry as? Provider.Entry else { return AnyView(EmptyView()) }
            return AnyView(content(entry))
        }
    }

    // The completion handlers are made outside the main actor: a provider may call them
    // from any thread, and they only hand what they get to the inbox.
    nonisolated private static func timelineRequester<Provider: TimelineProvider>(_ provider: Provider)
        -> (TimelineProviderContext, TimelineInbox, Int) -> Void {
        { context, inbox, request in
            provider.getTimeline(in: context) { timeline in
                inbox.deliver(TimelineInbox.Delivery(request: request, entries: timeline.entries.map { $0 }, policy: timeline.policy))
            }
        }
    }

    nonisolated private static func snapshotRequester<Provider: TimelineProvider>(_ provider: Provider)
        -> (TimelineProviderContext, TimelineInbox, Int) -> Void {
        { context, inbox, request in
            provider.getSnapshot(in: context) { entry in
                inbox.deliver(TimelineInbox.Delivery(request: request, entries: [entry], policy: .never))
            }
        }
    }
}

extension TimelineSource {
    /// The source of a widget that people configure: its provider is given the
    /// configuration intent in `configuration` (a new intent, with its defaults, until one
    /// is set), and answers asynchronously.
    init<Provider: AppIntentTimelineProvider, Content: View>(_ provider: Provider, configuration: WidgetConfigurationSlot,
                                                             content: @escaping (Provider.Entry) -> Content) {
        placeholder = { provider.placeholder(in: $0) }
        requestTimeline = { context, inbox, request in
            Self.askTimeline(provider, configuration.intent(as: Provider.Intent.self), context, inbox, request)
        }
        requestSnapshot = { context, inbox, request in
            Self.askSnapshot(provider, configuration.intent(as: Provider.Intent.self), context, inbox, request)
        }
        self.content = { entry in
            guard let entry = entry as? Provider.Entry else { return AnyView(EmptyView()) }
            return AnyView(content(entry))
        }
    }

    // The provider's async calls run in a task of their own, with the host's clock current
    // (a task inherits task-locals); their answers go to the inbox.
    nonisolated private static func askTimeline<Provider: AppIntentTimelineProvider>(
        _ provider: Provider, _ intent: Provider.Intent, _ context: TimelineProviderContext, _ inbox: TimelineInbox, _ request: Int) {
        let call = ProviderCall(provider: provider)
        Task {
            let timeline = await call.provider.timeline(for: intent, in: context)
            inbox.deliver(TimelineInbox.Delivery(request: request, entries: timeline.entries.map { $0 }, policy: timeline.policy))
        }
    }

    nonisolated private static func askSnapshot<Provider: AppIntentTimelineProvider>(
        _ provider: Provider, _ intent: Provider.Intent, _ context: TimelineProviderContext, _ inbox: TimelineInbox, _ request: Int) {
        let call = ProviderCall(provider: provider)
        Task {
            let entry = await call.provider.snapshot(for: intent, in: context)
            inbox.deliver(TimelineInbox.Delivery(request: request, entries: [entry], policy: .never))
        }
    }
}

/// A provider handed to the task of one of its calls.
///
/// Invariant (`@unchecked Sendable`): each call gets its own copy of the provider value,
/// made when the host asks and used only by the one task it is handed to; a provider
/// that is a class shares its state across calls, as on iOS, where WidgetKit calls the
/// provider's async requirements from tasks of its own.
struct ProviderCall<Provider: AppIntentTimelineProvider>: @unchecked Sendable {
    let provider: Provider
}

/// The configuration intent of a widget that people configure, as the host sets it.
@MainActor
final class WidgetConfigurationSlot {
    /// The intent's type.
    let intentType: any WidgetConfigurationIntent.Type
    /// The intent set, if any.
    var intent: (any WidgetConfigurationIntent)?

    init(_ intentType: any WidgetConfigurationIntent.Type) { self.intentType = intentType }

    /// The intent set, or a new one with its parameters' defaults.
    func intent<Intent: WidgetConfigurationIntent>(as type: Intent.Type) -> Intent {
        (intent as? Intent) ?? Intent()
    }
}

extension TimelineSource {
    /// A preview's source: `source`'s placeholder and views, and a timeline of the
    /// preview's entries, which never reloads (its gallery snapshot is the first entry).
    init(previewing entries: [any TimelineEntry], from source: TimelineSource) {
        placeholder = source.placeholder
        content = source.content
        requestTimeline = { _, inbox, request in
            inbox.deliver(TimelineInbox.Delivery(request: request, entries: entries, policy: .never))
        }
        requestSnapshot = { _, inbox, request in
            inbox.deliver(TimelineInbox.Delivery(request: request, entries: Array(entries.prefix(1)), policy: .never))
        }
    }
}
