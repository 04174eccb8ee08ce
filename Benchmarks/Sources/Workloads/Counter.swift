/// Counts what actions did, so the optimizer cannot drop the work being measured.
@MainActor
public final class Counter {
    /// The number of actions that ran.
    public var count = 0
    /// Creates a counter at zero.
    public init() {}
}
