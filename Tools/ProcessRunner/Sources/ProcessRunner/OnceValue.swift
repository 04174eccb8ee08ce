// A value set once, which blocking threads and tasks both wait for: a child's end, a
// server that has started listening.

import Foundation

/// A value set once, waited for by threads (blocking) and by tasks, any number of each.
///
/// ```swift
/// let listening = OnceValue<Void>()
/// Task { await listening.wait(); print("ready") }
/// listening.fire(())
/// ```
///
/// Invariant (`@unchecked Sendable`): `stored` and `waiters` are read and written only
/// while `condition` is locked; each waiter is resumed once, by whoever takes it out.
public final class OnceValue<Value: Sendable>: @unchecked Sendable {
    // The lock guards `stored` and `waiters`; the condition wakes blocked threads.
    private let condition = NSCondition()
    private var stored: Value?
    private var waiters: [UUID: CheckedContinuation<Value?, Never>] = [:]

    /// A value not set yet.
    public init() {}

    /// Sets the value, unless it is set already (the first value stays), and wakes every
    /// waiter.
    public func fire(_ value: Value) {
        condition.lock()
        guard stored == nil else { return condition.unlock() }
        stored = value
        let woken = waiters
        waiters = [:]
        condition.broadcast()
        condition.unlock()
        for waiter in woken.values { waiter.resume(returning: value) }
    }

    /// The value, if it is set.
    public var value: Value? {
        condition.lock()
        defer { condition.unlock() }
        return stored
    }

    /// Blocks the thread until the value is set.
    public func waitBlocking() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let stored { return stored }
            condition.wait()
        }
    }

    /// The value once it is set, or `nil` at once when the waiting task is cancelled.
    @discardableResult
    public func wait() async -> Value? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                condition.lock()
                if let stored {
                    condition.unlock()
                    continuation.resume(returning: stored)
                } else if Task.isCancelled {
                    condition.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiters[id] = continuation
                    condition.unlock()
                }
            }
        } onCancel: {
            condition.lock()
            let waiter = waiters.removeValue(forKey: id)
            condition.unlock()
            waiter?.resume(returning: nil)
        }
    }
}
