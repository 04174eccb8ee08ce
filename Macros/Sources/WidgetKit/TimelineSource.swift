/// A timeline provider and a configuration's content closure, with the entry type erased.
@MainActor
struct TimelineSource {
    /// The provider's placeholder entry.
    let placeholder: (TimelineProviderContext) -> any TimelineEntry
    /// Asks the provider for a timeline; its completion delivers into the inbox.
    let requestTimeline: (TimelineProviderContext, TimelineInbox, Int) -> Void
    /// Asks the provider for a snapshot entry; its completion delivers into the inbox.
    let requestSnapshot: (TimelineProviderContext, TimelineInbox, Int) -> Void
    /// The content closure's view for an entry, and the container background it sets
    /// for the widget (read before the view's type is erased).
    let content: (any TimelineEntry) -> (view: AnyView, background: AnyView?)

    init<Provider: TimelineProvider, Content: View>(_ provider: Provider, content: @escaping (Provider.Entry) -> Content) {
        placeholder = { provider.placeholder(in: $0) }
        requestTimeline = Self.timelineRequester(provider)
        requestSnapshot = Self.snapshotRequester(provider)
        self.content = { entry in
            guard let entry = entry as? Provider.Entry else { return (AnyView(EmptyView()), nil) }
            let view = content(entry)
            return (AnyView(view), ContainerBackground.widgetBackground(in: view))
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
