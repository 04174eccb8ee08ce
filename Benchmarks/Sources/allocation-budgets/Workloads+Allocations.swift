import AllocationBudgets
import MallocInterposerSwift
import ViewEngine
import Workloads

/// The heap allocations and bytes `operation` makes, counted by the malloc interposer.
@MainActor
func counting(_ operation: () throws -> Void) rethrows -> (allocations: Int, bytes: Int) {
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    try operation()
    MallocInterposerSwift.unhook()
    let statistics = MallocInterposerSwift.getStatistics()
    return (statistics.mallocCount, statistics.mallocBytesCount)
}

/// One workload whose allocations have a budget: `count(N)` makes the workload of size N
/// ready (mounted and warmed: one-time costs such as type caches are paid before) and
/// counts one unit of work at that size.
struct AllocationWorkload {
    /// How a count becomes a count per unit.
    enum PerUnit {
        /// The difference between two sizes over their difference: what does not grow with
        /// N (the tap's own lookup, a frame's fixed bookkeeping) cancels.
        case growth(from: Int, to: Int)
        /// The count at one size, whole.
        case at(Int)
    }
    /// The name in the budgets file.
    let name: String
    /// How the per-unit count is taken.
    let perUnit: PerUnit
    /// Makes the workload of size N ready, then counts its unit of work.
    let count: @MainActor (Int) throws -> (allocations: Int, bytes: Int)

    /// The workload's allocations and bytes per unit.
    @MainActor
    func measure() throws -> [AllocationMeasurement] {
        let (allocations, bytes): (Double, Double)
        switch perUnit {
        case .growth(let small, let large):
            let first = try count(small), second = try count(large)
            let units = Double(large - small)
            allocations = Double(second.allocations - first.allocations) / units
            bytes = Double(second.bytes - first.bytes) / units
        case .at(let size):
            let counted = try count(size)
            (allocations, bytes) = (Double(counted.allocations), Double(counted.bytes))
        }
        return [AllocationMeasurement(workload: name, metric: .allocations, value: allocations),
                AllocationMeasurement(workload: name, metric: .bytes, value: bytes)]
    }
}

/// Taps `title` twice unmeasured (first-time costs), then counts one more tap.
@MainActor
func countTap<V: View>(_ host: ViewHost<V>, _ title: String) throws -> (allocations: Int, bytes: Int) {
    try host.tap(title)
    try host.tap(title)
    return try counting { try host.tap(title) }
}

/// The workloads issue 89 names: a fan-out observer, a leaf's frame, a mounted `Button`
/// row (and a plain mounted row beside it), a Combine value.
@MainActor
let allocationWorkloads: [AllocationWorkload] = [
    AllocationWorkload(name: "fan-out legacy, per observer", perUnit: .growth(from: 100, to: 200)) { n in
        try countTap(benchmarkHost(FanOutWorkload(count: n, kind: .legacy, counter: Counter())), "change")
    },
    AllocationWorkload(name: "fan-out compat, per observer", perUnit: .growth(from: 100, to: 200)) { n in
        try countTap(benchmarkHost(FanOutWorkload(count: n, kind: .compat, counter: Counter())), "change")
    },
    AllocationWorkload(name: "leaf, per frame among 1000", perUnit: .at(1_000)) { n in
        try countTap(benchmarkHost(LeafWorkload(count: n, counter: Counter())), "tap \(n / 2)")
    },
    // A leaf's frame must not grow with its siblings: zero per sibling.
    AllocationWorkload(name: "leaf, growth per sibling", perUnit: .growth(from: 1_000, to: 2_000)) { n in
        try countTap(benchmarkHost(LeafWorkload(count: n, counter: Counter())), "tap \(n / 2)")
    },
    AllocationWorkload(name: "Button row, mounted", perUnit: .growth(from: 100, to: 200)) { n in
        try countMount(benchmarkHost(ButtonRowsWorkload(count: n, counter: Counter())))
    },
    AllocationWorkload(name: "view row with state, mounted", perUnit: .growth(from: 100, to: 200)) { n in
        try countMount(benchmarkHost(MountWorkload(count: n, counter: Counter())))
    },
    AllocationWorkload(name: "Combine value through map, filter, removeDuplicates", perUnit: .growth(from: 1_000, to: 2_000)) { n in
        let chain = CombineChainWorkload()
        for value in 0..<4 { chain.send(value) }
        return counting { for value in 0..<n { chain.send(value / 2) } }
    },
]

/// Shows the rows, hides them, and counts showing them again: what a row costs to mount,
/// once the row's type has been mounted before.
@MainActor
func countMount<V: View>(_ host: ViewHost<V>) throws -> (allocations: Int, bytes: Int) {
    try host.tap("toggle")
    try host.tap("toggle")
    return try counting { try host.tap("toggle") }
}
