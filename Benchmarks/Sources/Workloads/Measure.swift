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

/// The median durations of two operations measured alternately (a, b, a, b, ...), so
/// that a noisy neighbour slows both alike: for ratios between two variants.
@MainActor
public func interleavedMedianNanoseconds(iterations: Int = 31, _ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (Double, Double) {
    let clock = ContinuousClock()
    func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
    try first()
    try second()
    var a: [Double] = [], b: [Double] = []
    for _ in 0..<iterations {
        a.append(nanoseconds(try clock.measure(first)))
        b.append(nanoseconds(try clock.measure(second)))
    }
    a.sort()
    b.sort()
    return (a[a.count / 2], b[b.count / 2])
}
