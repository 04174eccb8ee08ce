extension Updaters {
    /// Blocks every update from outside and updates its view exactly when `events`
    /// emits, showing what the parent offered last.
    ///
    /// ```swift
    /// let refresh = PassthroughSubject<Void>()
    /// Square(color: color).updater(Updaters.Event(refresh))
    /// // later: refresh.send(())
    /// ```
    ///
    /// The subscription lives while the view is on screen; unmounting cancels it.
    public struct Event<Events: AsyncSequence & Sendable>: Updater {
        /// The sequence whose elements update the view.
        public let events: Events

        /// Creates an updater driven by `events`.
        public init(_ events: Events) { self.events = events }

        /// Never: updates come only from ``trigger``.
        public func shouldUpdate(after previous: Event) -> Bool { false }

        /// The events.
        public var trigger: Events? { events }
    }
}
