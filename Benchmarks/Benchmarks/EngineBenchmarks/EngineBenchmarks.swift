import Benchmark
import ViewEngine
import Workloads

// The engine's workloads for package-benchmark: `swift package --disable-sandbox benchmark`.
// Each runs at N = 100, 1 000 and 10 000; one sample is one frame (one tap) unless its
// name says otherwise. Compare within one run: the machines are shared and noisy.

let sizes = [100, 1_000, 10_000]

/// A benchmark whose sample is `taps` on a host of `makeView()`; mounting the host before
/// and tearing it down after are not measured.
func frameBenchmark<V: View>(_ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
                             _ makeView: @escaping @MainActor () -> V, taps titles: [String]) {
    Benchmark(name, configuration: configuration) { @MainActor (benchmark: Benchmark) async throws in
        let host = benchmarkHost(makeView())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for title in titles { try host.tap(title) }
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(host) {}
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    for n in sizes {
        frameBenchmark("leaf N=\(n)", { LeafWorkload(count: n, counter: Counter()) }, taps: ["tap \(n / 2)"])

        for kind in ObserverKind.allCases {
            frameBenchmark("fan-out \(kind.rawValue) N=\(n)", { FanOutWorkload(count: n, kind: kind, counter: Counter()) }, taps: ["change"])
        }

        Benchmark("fan-out baseline N=\(n)") { @MainActor (benchmark: Benchmark) async throws in
            let baseline = FanOutBaseline(count: n, counter: Counter())
            var next = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                next += 1
                baseline.change(to: next)
            }
        }

        // The chain mounts recursively (about 6 KiB of stack per level): N = 10 000 needs
        // `ulimit -s 65536`; with the default 8 MiB stack it is left out.
        if n * 6 * 1024 < StackLimit.current {
            frameBenchmark("deep bottom N=\(n)", { DeepWorkload(depth: n, counter: Counter()) }, taps: ["bottom"])
            frameBenchmark("deep top N=\(n)", { DeepWorkload(depth: n, counter: Counter()) }, taps: ["top"])
        }

        for observes in [true, false] {
            frameBenchmark("steady \(observes ? "with" : "without") onChange N=\(n)",
                           { SteadyWorkload(count: n, observes: observes, counter: Counter()) }, taps: ["tick"])
        }

        frameBenchmark("mount+unmount N=\(n)", { MountWorkload(count: n, counter: Counter()) }, taps: ["toggle", "toggle"])

        frameBenchmark("memory: mount N=\(n)",
                       configuration: .init(metrics: [.mallocCountTotal, .peakMemoryResident], maxIterations: 5),
                       { MountWorkload(count: n, counter: Counter()) }, taps: ["toggle"])
        frameBenchmark("memory: mount buttons N=\(n)",
                       configuration: .init(metrics: [.mallocCountTotal, .peakMemoryResident], maxIterations: 5),
                       { ButtonRowsWorkload(count: n, counter: Counter()) }, taps: ["toggle"])
    }
}
