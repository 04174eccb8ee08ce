extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least the given duration — on the host's
    /// virtual clock inside a task the engine started.
    ///
    /// Write it as you would in SwiftUI:
    ///
    /// ```swift
    /// .task {
    ///     try? await Task.sleep(for: .seconds(1))
    ///     count += 1
    /// }
    /// ```
    ///
    /// In a `.task` or an `.onReceive` subscription (anywhere ``VirtualClock/current``
    /// is set) it sleeps on the host's ``VirtualClock``, which moves only when the host
    /// is told to (``ViewHost/advance(by:)``), so tests never wait in real time.
    /// Elsewhere it sleeps in real time, like the standard library's. To sleep on a
    /// specific clock, pass it: `Task.sleep(for:tolerance:clock:)`.
    ///
    /// The task stays on its actor (`isolation`, by default the caller's).
    ///
    /// - Throws: `CancellationError` if the task is cancelled before the time ends.
    public static func sleep(for duration: Duration,
                             isolation: isolated (any Actor)? = #isolation) async throws {
        if let clock = VirtualClock.current {
            try await clock.sleep(for: duration, isolation: isolation)
        } else {
            try await Task.sleep(for: duration, tolerance: nil, clock: ContinuousClock())
        }
    }

    /// Suspends the current task for at least the given number of nanoseconds — on the
    /// host's virtual clock inside a task the engine started.
    ///
    /// ```swift
    /// .task {
    ///     try? await Task.sleep(nanoseconds: 1_000_000_000)
    /// }
    /// ```
    ///
    /// The same as ``sleep(for:isolation:)`` with `.nanoseconds(duration)`.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before the time ends.
    nonisolated(nonsending)
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(duration), isolation: MainQueue.currentActor)
    }
}
