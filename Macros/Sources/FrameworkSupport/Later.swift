/// Runs `work` later on the main actor, as Apple's frameworks call their delegates and
/// completion handlers on a queue of their own after the call returned: in a host, when it
/// settles.
public func deliverLater(_ work: @escaping () -> Void) {
    // Invariant: handed to the main actor's task and not used here again.
    nonisolated(unsafe) let work = work
    Task { @MainActor in work() }
}
