extension Updaters {
    /// Updates its view only while the latest `flag` is `true`: a switch.
    ///
    /// ```swift
    /// Square(color: color).updater(Updaters.True(isLive))
    /// ```
    public struct True: Updater {
        /// Whether updates go through.
        ///
        /// ```swift
        /// Updaters.True(isLive).flag   // isLive
        /// ```
        public let flag: Bool

        /// Creates an updater that lets updates through while `flag` is `true`.
        ///
        /// ```swift
        /// Chart(data).updater(Updaters.True(isLive))
        /// ```
        public init(_ flag: Bool) { self.flag = flag }

        /// The latest flag decides; the previous one does not matter.
        ///
        /// ```swift
        /// Updaters.True(false).shouldUpdate(after: Updaters.True(true))   // false
        /// ```
        public func shouldUpdate(after previous: True) -> Bool { flag }
    }
}
