extension Updaters {
    /// Updates its view only when `value` changes (`!=`): the powers of `Equatable`
    /// without making the view `Equatable`.
    ///
    /// ```swift
    /// Square(color: color).updater(Updaters.Nonduplicate(color))
    /// ```
    public struct Nonduplicate<Value: Equatable>: Updater {
        /// The value whose changes update the view.
        ///
        /// ```swift
        /// Updaters.Nonduplicate(3).value   // 3
        /// ```
        public let value: Value

        /// Creates an updater that updates when `value` changes.
        ///
        /// ```swift
        /// Text(title).updater(Updaters.Nonduplicate(title))
        /// ```
        public init(_ value: Value) { self.value = value }

        /// Whether `value` differs from the one of the last update.
        ///
        /// ```swift
        /// Updaters.Nonduplicate(2).shouldUpdate(after: Updaters.Nonduplicate(1))   // true
        /// ```
        public func shouldUpdate(after previous: Nonduplicate) -> Bool { value != previous.value }
    }
}
