import Foundation
import Testing
import ViewEngine
import TestSupport

/// Issue 14: the identity fuzzer. Seeded random trees of `if`/`else`, `switch`,
/// `ForEach` (inserts, removals, moves, repeated ids), `.id`, a custom modifier with
/// state, `.task(id:)`, `onReceive`, `onAppear`/`onDisappear` and `onChange`, driven by
/// random event scripts; after every event the runner checks that
///
/// - each appearance is matched by at most one disappearance, and exactly the mounted
///   instances are live;
/// - nothing of a view that is gone runs (button actions, onChange, task bodies, receive
///   handlers), also after the host is released;
/// - onChange fires once per change for each live observer, tasks run for their current
///   id, each subscriber receives each value once;
/// - the control registry holds exactly the buttons the model puts on screen;
/// - `render()` equals the rendering computed from the tree and the script's data;
/// - the only diagnostics are the repeated-id warnings, one per evaluation with them.
///
/// A failure is shrunk and reported with its seed, the smallest tree and script.
///
/// Each run checks the same 250 regression seeds (1...250) and 750 fresh ones, from a
/// base drawn for the run and printed to standard error
/// (`identity fuzzer: 750 fresh seeds from FUZZ_BASE=…`). `FUZZ_BASE=…` reruns a run's
/// fresh seeds; `FUZZ_SEED=123` runs one seed (and skips the regression set);
/// `FUZZ_CASES=20000` runs more fresh seeds; `FUZZ_TRACE=1` prints each seed before its
/// case runs (if the engine crashes the test process, the last seed printed is the one
/// to rerun); `FUZZ_DUPLICATES=0` and `FUZZ_NESTED=0` switch off repeated ForEach ids and
/// driver calls from inside a frame (both on by default; before the fixes of R17 and R18
/// each crashed the test process).
@MainActor
@Suite("Identity fuzzer")
struct IdentityFuzzTests {
    static var options: FuzzOptions {
        var options = FuzzOptions()
        options.duplicateIDs = TestEnvironment.flag("FUZZ_DUPLICATES", default: true)
        options.nestedDriverCalls = TestEnvironment.flag("FUZZ_NESTED", default: true)
        return options
    }

    /// The seeds every run checks: the first generated cases, which found the bugs the
    /// fuzzer has found so far (FuzzFindingsTests keeps each as a test of its own).
    static let regressionSeeds: ClosedRange<UInt64> = 1...250

    /// `FUZZ_SEED`, when set: the one seed to run.
    nonisolated static var replayedSeed: UInt64? { TestEnvironment.uint64("FUZZ_SEED") }

    @Test(.enabled(if: replayedSeed == nil, "FUZZ_SEED runs one seed, in freshSeedsKeepTheInvariants"))
    func regressionSeedsKeepTheInvariants() async {
        await Self.check(seeds: Array(Self.regressionSeeds), options: Self.options)
    }

    @Test func freshSeedsKeepTheInvariants() async {
        await Self.checkFreshSeeds(options: Self.options, count: 750, fuzzer: "identity fuzzer")
    }

    /// `FUZZ_SEED`, or `FUZZ_CASES` (default `count`) seeds from `FUZZ_BASE` (default
    /// random, printed).
    static func checkFreshSeeds(options: FuzzOptions, count: Int, fuzzer: String) async {
        if let seed = Self.replayedSeed {
            return await Self.check(seeds: [seed], options: options, fuzzer: fuzzer)
        }
        let base = TestEnvironment.uint64("FUZZ_BASE") ?? UInt64.random(in: Self.regressionSeeds.upperBound + 1...UInt64(Int64.max))
        let count = TestEnvironment.int("FUZZ_CASES", default: count)
        FileHandle.standardError.write(Data("\(fuzzer): \(count) fresh seeds from FUZZ_BASE=\(base) (FUZZ_BASE=\(base) reruns them)\n".utf8))
        await Self.check(seeds: (0..<UInt64(count)).map { base &+ $0 }, options: options, fuzzer: fuzzer,
                         run: "this run's fresh seeds: FUZZ_BASE=\(base)")
    }

    /// Runs a case per seed; records one issue per kind of failure, shrunk, with the
    /// seeds that fail that way.
    static func check(seeds: [UInt64], options: FuzzOptions, fuzzer: String = "identity fuzzer", run: String? = nil) async {
        let runner = FuzzRunner(options: options)
        let traces = TestEnvironment.flag("FUZZ_TRACE", default: false)
        var failures: [LifecycleJournal.Kind: [(seed: UInt64, fuzzCase: FuzzCase, failure: FuzzFailure)]] = [:]
        var kindsInOrder: [LifecycleJournal.Kind] = []
        for seed in seeds {
            // A crash cannot be reported: traced, the last seed printed is the one that crashed.
            if traces { FileHandle.standardError.write(Data("\(fuzzer): seed \(seed)\n".utf8)) }
            let fuzzCase = FuzzCase.generate(seed: seed, options: options)
            guard let failure = await runner.run(fuzzCase) else { continue }
            if failures[failure.kind] == nil { kindsInOrder.append(failure.kind) }
            failures[failure.kind, default: []].append((seed, fuzzCase, failure))
        }
        for kind in kindsInOrder {
            let all = failures[kind]!
            let first = all[0]
            let (smallest, failure) = await FuzzShrinker.shrink(first.fuzzCase, failing: first.failure, runner: runner)
            let others = all.dropFirst().prefix(20).map { "\($0.seed)" }.joined(separator: ", ")
            Issue.record("""
                \(fuzzer): seed \(first.seed) fails: \(failure)
                smallest \(smallest)
                \(all.count) of \(seeds.count) seeds fail this way\(others.isEmpty ? "" : " (also \(others)\(all.count > 21 ? ", ..." : ""))").
                Rerun: FUZZ_SEED=\(first.seed)\(options.duplicateIDs ? "" : " FUZZ_DUPLICATES=0")\(options.nestedDriverCalls ? "" : " FUZZ_NESTED=0") swift test --filter \(options.families ? "FamilyFuzz" : "IdentityFuzz")\(run.map { " (\($0))" } ?? "")
                """)
        }
    }

    @Test func casesAreReproducible() {
        let options = Self.options
        for seed: UInt64 in [1, 2, 99] {
            let first = FuzzCase.generate(seed: seed, options: options)
            let again = FuzzCase.generate(seed: seed, options: options)
            #expect(first.tree == again.tree)
            #expect(first.events == again.events)
        }
    }
}

/// Every check of the fuzzer can fail: each deliberate fault of the test side
/// (``FuzzSabotage``) is caught, as the failure it should be, within the first seeds.
@MainActor
@Suite("Identity fuzzer checks can fail")
struct IdentityFuzzSelfTests {
    static func expectedKind(_ sabotage: FuzzSabotage) -> LifecycleJournal.Kind {
        switch sabotage {
        case .extraExpectedLine: .render
        case .ghostVisibleControl: .registry
        case .forgetDisappearance: .liveSet
        case .appearTwice: .appearedTwice
        case .disappearTwice: .disappearedTwice
        case .actionAfterDisappearance: .ranWhileGone(.action)
        case .changeAfterDisappearance: .ranWhileGone(.change)
        case .taskAfterDisappearance: .ranWhileGone(.taskBody)
        case .receiveAfterDisappearance: .ranWhileGone(.receive)
        case .moveAddress: .movedAddress
        case .onChangeTwice: .onChangeCount
        case .staleTaskID: .taskNotCurrent
        case .receiveTwice: .receiveCount
        case .unexpectedDiagnostic, .missingDiagnostic: .diagnostics
        case .nestedCallReturns: .nestedCall
        case .tapMissingButton: .tapFailed
        case .presentationNotRendered: .render
        case .forgetScreenDisappearance: .liveSet
        case .publishedOnChangeTwice: .onChangeCount
        case .ghostRow: .registry
        }
    }

    @Test(arguments: FuzzSabotage.allCases)
    func sabotageIsCaught(_ sabotage: FuzzSabotage) async {
        var options = sabotage.needsFamilies ? FamilyFuzzTests.options : IdentityFuzzTests.options
        options.sabotage = sabotage
        let runner = FuzzRunner(options: options)
        let expected = Self.expectedKind(sabotage)
        var kinds: [LifecycleJournal.Kind: Int] = [:]
        for seed in UInt64(1)...300 {
            guard let failure = await runner.run(FuzzCase.generate(seed: seed, options: options)) else { continue }
            kinds[failure.kind, default: 0] += 1
            if failure.kind == expected { return }
        }
        Issue.record("\(sabotage) was not caught as \(expected) in 300 seeds; failures: \(kinds)")
    }

    /// The shrinker keeps the failure and makes the case small.
    @Test func shrinkingKeepsTheFailureAndReducesTheCase() async {
        var options = IdentityFuzzTests.options
        options.sabotage = .onChangeTwice
        let runner = FuzzRunner(options: options)
        for seed in UInt64(1)...300 {
            let fuzzCase = FuzzCase.generate(seed: seed, options: options)
            guard let failure = await runner.run(fuzzCase), failure.kind == .onChangeCount else { continue }
            let (smallest, shrunk) = await FuzzShrinker.shrink(fuzzCase, failing: failure, runner: runner)
            #expect(shrunk.kind == .onChangeCount)
            #expect(smallest.tree.nodeCount <= 3, "\(smallest)")
            #expect(smallest.events.count <= 2, "\(smallest)")
            return
        }
        Issue.record("no seed failed")
    }
}
