import Testing
import ViewEngine
import TestSupport
import OnChangeCompat

/// The same scenario through the legacy API (capture list), the compat shim and the
/// native API gives the same (old, new) pairs in the same order, the same cut-offs, and
/// the same `initial` runs: a table of hand-written scenarios plus generated ones.
/// Where the APIs differ, `MigrationDifferenceTests` pins it (Compat/MIGRATION.md).
@MainActor
@Suite("Migration: legacy, shim and native agree")
struct MigrationTests {
    /// Runs `events` on `tree` with `api`; returns what the observers recorded and the
    /// diagnostics, per step.
    static func run(_ tree: TreeSpec, _ events: [TreeEvent], with api: ObserverAPI) -> [String] {
        let log = MigrationLog()
        let host = ViewHost(testing: TreeNode(tree: tree, node: 0, parentValue: 0, api: api, log: log))
        var transcript = ["mount"] + log.entries
        var seen = log.entries.count
        for event in events {
            transcript.append("> \(event)")
            do { try host.tap(event.title) } catch { transcript.append("not on screen") }
            transcript += log.entries[seen...]
            seen = log.entries.count
        }
        transcript += host.diagnostics.map { "frame \($0.frame): \($0.message)" }
        return transcript
    }

    static func expectAgreement(_ tree: TreeSpec, _ events: [TreeEvent], _ comment: Comment? = nil) {
        let apis = ObserverAPI.available
        let reference = run(tree, events, with: apis[0])
        for api in apis.dropFirst() {
            #expect(run(tree, events, with: api) == reference, "\(api.rawValue) differs from \(apis[0].rawValue); \(comment ?? "")")
        }
    }

    // MARK: Hand-written

    static let parentAndChild = TreeSpec(
        parents: [-1, 0],
        observers: [[ObserverSpec(id: 0, watchesParent: false, initial: true, feedbackBelow: nil)],
                    [ObserverSpec(id: 1, watchesParent: true, initial: false, feedbackBelow: nil),
                     ObserverSpec(id: 2, watchesParent: false, initial: true, feedbackBelow: nil)]])

    @Test func observersOfOneValueInsideOut() {
        let events: [TreeEvent] = [.increment(0), .increment(1), .rewrite(0), .increment(0)]
        #expect(Self.run(Self.parentAndChild, events, with: .legacy) == [
            "mount", "2: 0→0", "0: 0→0",
            "> inc 0", "1: 0→1", "0: 0→1",
            "> inc 1", "2: 0→1",
            "> same 0",
            "> inc 0", "1: 1→2", "0: 1→2",
        ])
        Self.expectAgreement(Self.parentAndChild, events)
    }

    @Test func initialRunsAgainOnReappearance() {
        let events: [TreeEvent] = [.increment(1), .toggleChildren(0), .toggleChildren(0), .increment(1)]
        #expect(Self.run(Self.parentAndChild, events, with: .shim) == [
            "mount", "2: 0→0", "0: 0→0",
            "> inc 1", "2: 0→1",
            "> toggle 0",
            "> toggle 0", "2: 0→0",          // re-mounted: fresh state, initial again
            "> inc 1", "2: 0→1",
        ])
        Self.expectAgreement(Self.parentAndChild, events)
    }

    static let feedback = TreeSpec(
        parents: [-1],
        observers: [[ObserverSpec(id: 0, watchesParent: false, initial: false, feedbackBelow: 100),
                     ObserverSpec(id: 1, watchesParent: false, initial: false, feedbackBelow: nil)]])

    @Test func cascadesAndCutOffsMatch() {
        let events: [TreeEvent] = [.increment(0), .increment(0)]
        #expect(Self.run(Self.feedback, events, with: .legacy) == [
            "mount",
            "> inc 0", "0: 0→1", "1: 0→1", "0: 1→2", "1: 1→2",
            "> inc 0", "0: 3→4", "1: 3→4", "0: 4→5", "1: 4→5",
            "frame 2: onChange(of: Int) action tried to update multiple times per frame.",
            "frame 2: onChange(of: Int) action tried to update multiple times per frame.",
            "frame 3: onChange(of: Int) action tried to update multiple times per frame.",
            "frame 3: onChange(of: Int) action tried to update multiple times per frame.",
        ])
        Self.expectAgreement(Self.feedback, events)
    }

    // MARK: Generated

    /// Seeds of the generated cases: each is a random tree and a random event sequence.
    nonisolated static let seeds: [UInt64] = Array(1...300)

    @Test(arguments: seeds)
    func generatedScenariosAgree(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let tree = TreeSpec.random(using: &generator)
        let events = (0..<Int.random(in: 1...10, using: &generator)).map { _ in TreeEvent.random(in: tree, using: &generator) }
        Self.expectAgreement(tree, events, "seed \(seed): \(tree.parents) \(tree.observers.map { $0.map(\.id) }) \(events)")
    }
}
