import Benchmark
import ViewEngine
import Workloads

// The engine's workloads for package-benchmark: `swift package benchmark`.
// Each runs at N = 100, 1 000 and 10 000; one iteration is one frame (one tap) unless
// its name says otherwise. Compare within one run (the machines are shared and noisy).

let sizes = [100, 1_000, 10_000]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    for n in sizes {
        Benchmark("leaf N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
            do {
                let host = benchmarkHost(LeafWorkload(count: n, counter: Counter()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { try host.tap("tap \(n / 2)") }
                benchmark.stopMeasurement()   // tearing the host down is not part of the frame
                withExtendedLifetime(host) {}
            }
        }

        for kind in ObserverKind.allCases {
            Benchmark("fan-out \(kind.rawValue) N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
                do {
                    let host = benchmarkHost(FanOutWorkload(count: n, kind: kind, counter: Counter()))
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { try host.tap("change") }
                    benchmark.stopMeasurement()   // tearing the host down is not part of the frame
                    withExtendedLifetime(host) {}
                }
            }
        }

        Benchmark("fan-out baseline N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
            do {
                let baseline = FanOutBaseline(count: n, counter: Counter())
                var next = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    next += 1
                    baseline.change(to: next)
                }
            }
        }

        // The chain mounts recursively (about 6 KiB of stack per level): N = 10 000 needs
        // `ulimit -s 65536`; with the default 8 MiB stack it is left out.
        if n * 6 * 1024 < StackLimit.current {
            Benchmark("deep bottom N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
                do {
                    let host = benchmarkHost(DeepWorkload(depth: n, counter: Counter()))
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { try host.tap("bottom") }
                    benchmark.stopMeasurement()   // tearing the host down is not part of the frame
                    withExtendedLifetime(host) {}
                }
            }

            Benchmark("deep top N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
                do {
                    let host = benchmarkHost(DeepWorkload(depth: n, counter: Counter()))
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { try host.tap("top") }
                    benchmark.stopMeasurement()   // tearing the host down is not part of the frame
                    withExtendedLifetime(host) {}
                }
            }

        }

        for observes in [true, false] {
            Benchmark("steady \(observes ? "with" : "without") onChange N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
                do {
                    let host = benchmarkHost(SteadyWorkload(count: n, observes: observes, counter: Counter()))
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations { try host.tap("tick") }
                    benchmark.stopMeasurement()   // tearing the host down is not part of the frame
                    withExtendedLifetime(host) {}
                }
            }
        }

        Benchmark("mount+unmount N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
            do {
                let host = benchmarkHost(MountWorkload(count: n, counter: Counter()))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    try host.tap("toggle")
                    try host.tap("toggle")
                }
                benchmark.stopMeasurement()
                withExtendedLifetime(host) {}
            }
        }

        Benchmark("memory: mounted N=\(n)", configuration: .init(metrics: [.mallocCountTotal, .memoryLeaked, .peakMemoryResident], maxIterations: 5)) { @MainActor (benchmark: Benchmark) async throws in
            do {
                let host = benchmarkHost(MountWorkload(count: n, counter: Counter()))
                benchmark.startMeasurement()
                try host.tap("toggle")
                benchmark.stopMeasurement()
                try host.tap("toggle")
                withExtendedLifetime(host) {}
            }
        }
    }
}
