/// The median duration of `operation`, in nanoseconds, over `iterations` runs after
/// `warmup` unmeasured ones.
@MainActor
public func medianNanoseconds(iterations: Int = 31, warmup: Int = 3, _ operation: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    for _ in 0..<warmup { try operation() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let elapsed = try clock.measure(operation)
        let (seconds, attoseconds) = elapsed.components
        samples.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}
