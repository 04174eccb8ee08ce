extension Updaters {
    /// Updates its view only when `value` changes (`!=`): the powers of `Equatable`
    /// without making the view `Equatable`.
    ///
    /// ```swift
    /// Square(color: color).updater(Updaters.Nonduplicate(color))
    /// ```
    public struct Nonduplicate<Value: Equatable>: Updater {
        /// The value whose changes update the view.
        public let value: Value

        /// Creates an updater that updates when `value` changes.
        public init(_ value: Value) { self.value = value }

        /// Whether `value` differs from the one of the last update.
        public func shouldUpdate(after previous: Nonduplicate) -> Bool { value != previous.value }
    }
}
