extension MainQueue {
    /// Runs `body` on the main actor's isolation when ``isCurrent`` says the caller is on
    /// the main queue, hence on the main actor, and returns its result; `nil` otherwise.
    ///
    /// For the work that Combine's publishers hand over from whatever thread they run on
    /// (the schedulers' actions on a host's clock, the engine's subscribers of
    /// `onReceive` and `objectWillChange`). Like the engine's other main-queue checks, it
    /// relies on the main queue's marker rather than `MainActor.assumeIsolated`'s
    /// run-time executor check.
    @inline(__always)
    package static func runIfCurrent<T>(_ body: @MainActor () -> T) -> T? {
        guard isCurrent else { return nil }
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
