import ViewEngine

extension Updaters {
    /// Blocks every update from outside and updates its view exactly when `events`
    /// emits, showing what the parent offered last.
    ///
    /// ```swift
    /// let refresh = PassthroughSubject<Void, Never>()
    /// Square(color: color).updater(Updaters.Event(refresh))
    /// // later: refresh.send()
    /// ```
    ///
    /// It takes a publisher (the seed: "It takes a publisher and only updates the view
    /// when it receives a value from the publisher") or any `AsyncSequence`. The
    /// subscription lives while the view is on screen; unmounting cancels it. Every
    /// element of a publisher counts, also one sent while the view is updating.
    public struct Event<Events: AsyncSequence & Sendable>: Updater {
        /// The sequence whose elements update the view.
        ///
        /// ```swift
        /// Updaters.Event(refresh).events   // refresh
        /// ```
        public let events: Events

        /// Creates an updater driven by `events`.
        ///
        /// ```swift
        /// Square(color: color).updater(Updaters.Event(refresh))
        /// ```
        public init(_ events: Events) { self.events = events }

        /// Creates an updater driven by the elements of `publisher`.
        ///
        /// ```swift
        /// Square(color: color).updater(Updaters.Event(refresh))   // refresh: PassthroughSubject<Void, Never>
        /// ```
        public init<P: Publisher>(_ publisher: P) where Events == _BufferedValues<P>, P.Failure == Never {
            events = _BufferedValues(publisher)
        }

        /// Never: updates come only from ``trigger``.
        ///
        /// ```swift
        /// Updaters.Event(refresh).shouldUpdate(after: Updaters.Event(refresh))   // false
        /// ```
        public func shouldUpdate(after previous: Event) -> Bool { false }

        /// The events: each element updates the view.
        ///
        /// ```swift
        /// Updaters.Event(refresh).trigger   // refresh
        /// ```
        public var trigger: Events? { events }
    }
}
