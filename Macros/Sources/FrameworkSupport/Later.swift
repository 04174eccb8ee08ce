/// Runs `work` later on the main actor, as Apple's frameworks call their delegates and
/// completion handlers on a queue of their own after the call returned: in a host, when it
/// settles.
public func deliverLater(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    Task { @MainActor in work() }
}
