import TestSupport

extension FuzzCase {
    /// Smaller cases, most promising first: fewer events, then smaller trees, then
    /// simpler events (mutations tapped instead of written).
    func smallerVariants() -> [FuzzCase] {
        var variants = Shrinker.removals(events).map { FuzzCase(tree: tree, events: $0) }
        variants += tree.smallerVariants().map { FuzzCase(tree: $0, events: events) }
        for (index, event) in events.enumerated() {
            guard let simpler = event.simpler else { continue }
            var copy = events
            copy[index] = simpler
            variants.append(FuzzCase(tree: tree, events: copy))
        }
        return variants
    }

    /// The events that still apply to the tree (the others are skipped when replayed).
    func withoutInapplicableEvents() -> FuzzCase {
        var expectation = FuzzExpectation(tree: tree, counters: FuzzOptions().counters)
        return FuzzCase(tree: tree, events: events.filter { expectation.simulate($0) })
    }
}

extension FuzzEvent {
    /// A simpler event of the same effect, if there is one.
    var simpler: FuzzEvent? {
        switch self {
        case .mutate(let mutation, .write), .mutate(let mutation, .writeWithoutFrame): .mutate(mutation, via: .tap)
        case .advance: .settle
        default: nil
        }
    }
}

@MainActor
enum FuzzShrinker {
    /// The smallest case found that still fails with `failure`'s kind.
    static func shrink(_ fuzzCase: FuzzCase, failing failure: FuzzFailure, runner: FuzzRunner,
                       budget: Int = 600) async -> (FuzzCase, FuzzFailure) {
        var last = failure
        let smallest = await Shrinker.shrink(fuzzCase.withoutInapplicableEvents(), budget: budget,
                                             candidates: { $0.smallerVariants() },
                                             stillFails: { candidate in
            guard let found = await runner.run(candidate), found.kind == failure.kind else { return false }
            last = found
            return true
        })
        // `last` belongs to the last candidate that failed, which is `smallest`.
        return (smallest.withoutInapplicableEvents(), await runner.run(smallest) ?? last)
    }
}
