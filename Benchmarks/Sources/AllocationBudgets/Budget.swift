/// What a budget counts: heap allocations (`malloc` and its kin), or the bytes they ask for.
public enum AllocationMetric: String, CaseIterable, Sendable {
    /// Calls that allocate: `malloc`, `calloc`, `realloc`, `posix_memalign`…
    case allocations
    /// The bytes those calls ask for.
    case bytes
}

/// A build configuration: counts differ between them (a debug build inlines nothing and
/// keeps boxes on the heap that release puts on the stack), so each has its own budget.
public enum BuildConfiguration: String, CaseIterable, Sendable {
    /// `swift build`'s default: no optimization (CI's builds).
    case debug
    /// `swift build -c release`.
    case release

    /// The configuration this code was compiled in (SwiftPM defines `DEBUG` in debug).
    public static var current: BuildConfiguration {
#if DEBUG
        .debug
#else
        .release
#endif
    }
}

/// One line of the budgets file: at most `limit` of `metric` per unit of `workload` in each
/// configuration, and why the number is what it is.
public struct AllocationBudget: Equatable, Sendable {
    /// The workload's name, as the measuring tool names it (`fan-out legacy, per observer`).
    public var workload: String
    /// What is counted.
    public var metric: AllocationMetric
    /// The most allowed per unit, by configuration; a configuration with no limit is not
    /// checked.
    public var limits: [BuildConfiguration: Double]
    /// Why the budget is this number: the change that last set it.
    public var reason: String

    /// Creates a budget.
    public init(workload: String, metric: AllocationMetric, limits: [BuildConfiguration: Double], reason: String) {
        self.workload = workload
        self.metric = metric
        self.limits = limits
        self.reason = reason
    }
}

/// A count the tool measured: `value` of `metric` per unit of `workload`.
public struct AllocationMeasurement: Equatable, Sendable {
    /// The workload's name.
    public var workload: String
    /// What was counted.
    public var metric: AllocationMetric
    /// The count per unit (a difference between two sizes divided by their difference, so
    /// it may have a fraction).
    public var value: Double

    /// Creates a measurement.
    public init(workload: String, metric: AllocationMetric, value: Double) {
        self.workload = workload
        self.metric = metric
        self.value = value
    }
}
