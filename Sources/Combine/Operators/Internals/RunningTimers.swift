/// The timers a time operator has running, by number, kept under its owner's lock: a
/// timer runs its action only if it is still here when it fires, so one that was stopped
/// (the stream ended) or replaced (`debounce`'s wait restarted by a new value) does
/// nothing, even when its cancellation comes too late to stop the scheduler.
///
/// ```swift
/// let id = lock.withLock { timers.add() }
/// let timer = context.scheduleCancellable(after: due, interval: interval) {
///     guard lock.withLock({ timers.claim(id) }) else { return }
///     action()
/// }
/// if !lock.withLock({ timers.keep(timer, as: id) }) { timer.cancel() }
/// ```
struct RunningTimers {
    /// The running timers; a timer's cancellable is `nil` until the scheduler returned it
    /// (an immediate scheduler runs the timer before that).
    private var running: [Int: (any Cancellable)?] = [:]
    private var lastID = 0

    /// Makes room for a new timer; its number.
    mutating func add() -> Int {
        lastID += 1
        running[lastID] = .some(nil)
        return lastID
    }

    /// Keeps the cancellable of timer `id`; `false` if the timer fired or was stopped
    /// meanwhile (the caller then cancels it, outside the lock).
    mutating func keep(_ timer: any Cancellable, as id: Int) -> Bool {
        guard running[id] != nil else { return false }
        running[id] = timer
        return true
    }

    /// Timer `id` fires: `true` if it still runs (it is done from now on), `false` if it
    /// was stopped or replaced.
    mutating func claim(_ id: Int) -> Bool {
        running.removeValue(forKey: id) != nil
    }

    /// Stops every running timer; their cancellables, for the caller to cancel outside the
    /// lock.
    mutating func removeAll() -> [any Cancellable] {
        defer { running = [:] }
        return running.values.compactMap { $0 }
    }
}
