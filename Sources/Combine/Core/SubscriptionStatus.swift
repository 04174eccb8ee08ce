/// Where a subscriber stands with its publisher: the state every subscriber of the module
/// keeps, under its own lock, to follow Combine's rules — one subscription, kept until the
/// stream ends; a second one cancelled; nothing passed on once the stream is over.
enum SubscriptionStatus {
    /// No subscription yet.
    case awaiting
    /// Subscribed, with this subscription.
    case subscribed(any Subscription)
    /// Completed or cancelled: nothing more.
    case terminal

    /// The subscription while the stream is live.
    var subscription: (any Subscription)? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }

    /// Takes `subscription` if none came before (`.awaiting` becomes `.subscribed`).
    /// `false`, leaving the status as it is, if one came already or the stream is over:
    /// the caller then cancels the newcomer (outside its lock), as Combine requires.
    ///
    /// ```swift
    /// guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
    /// ```
    mutating func accept(_ subscription: any Subscription) -> Bool {
        guard case .awaiting = self else { return false }
        self = .subscribed(subscription)
        return true
    }

    /// The upstream completed: the status becomes `.terminal` if the stream was live.
    /// Whether it was (a completion that comes before the subscription, or after the end,
    /// is ignored and changes nothing).
    ///
    /// ```swift
    /// guard lock.withLock({ status.complete() }) else { return }
    /// ```
    mutating func complete() -> Bool {
        guard subscription != nil else { return false }
        self = .terminal
        return true
    }

    /// The stream ends for good (cancelled, or ended by the operator itself): the status
    /// becomes `.terminal`. The subscription if it was live, for the caller to cancel
    /// outside its lock.
    ///
    /// ```swift
    /// lock.withLock { status.end() }?.cancel()
    /// ```
    mutating func end() -> (any Subscription)? {
        defer { self = .terminal }
        return subscription
    }
}
