/// A widget's configuration, worked out: what a ``WidgetHost`` shows and asks.
@MainActor
struct ResolvedWidget {
    /// The kind `StaticConfiguration` was given.
    var kind: String
    /// `configurationDisplayName(_:)`, if given.
    var displayName: String?
    /// `description(_:)`, if given.
    var description: String?
    /// `supportedFamilies(_:)`, or by default the Home Screen's families.
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    /// Whether `contentMarginsDisabled()` was applied.
    var contentMarginsDisabled = false
    /// The provider and the content view, with their types erased.
    var source: TimelineSource
}

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

/// Where a provider's completion handlers put what they deliver, from any thread, until
/// the host takes it at its next call.
///
/// Invariant (`@unchecked Sendable`): `deliveries` and `waiters` are read and written only
/// under `lock`.
final class TimelineInbox: @unchecked Sendable {
    /// A timeline (or a snapshot's entry) a provider delivered.
    struct Delivery {
        /// The number of the request it answers.
        let request: Int
        let entries: [any TimelineEntry]
        let policy: TimelineReloadPolicy
    }

    private let lock = NSLock()
    private var deliveries: [Delivery] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Keeps `delivery` until ``take()``, and wakes those waiting for one.
    func deliver(_ delivery: Delivery) {
        let waking = lock.withLock {
            deliveries.append(delivery)
            defer { waiters = [] }
            return waiters
        }
        for waiter in waking { waiter.resume() }
    }

    /// Returns when a delivery is there to take (at once if one is).
    func waitForDelivery() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let isReady = lock.withLock {
                if !deliveries.isEmpty { return true }
                waiters.append(waiter)
                return false
            }
            if isReady { waiter.resume() }
        }
    }

    /// What was delivered since the last call, in order.
    func take() -> [Delivery] {
        lock.withLock {
            defer { deliveries = [] }
            return deliveries
        }
    }
}
