/// Greedy test-case reduction: tries smaller variants of a failing case and keeps the
/// first that still fails, until none does or the budget of runs is spent.
///
/// ```swift
/// let smallest = await Shrinker.shrink(failing, budget: 400,
///                                      candidates: { $0.smallerVariants() },
///                                      stillFails: { await run($0) != nil })
/// ```
public enum Shrinker {
    /// The smallest failing case found from `initial`. `candidates` lists variants of a
    /// case, most promising (smallest) first; `stillFails` runs one (on the caller's actor).
    public static func shrink<Case: Sendable>(
        _ initial: Case,
        budget: Int,
        isolation: isolated (any Actor)? = #isolation,
        candidates: (Case) -> [Case],
        stillFails: (Case) async -> Bool
    ) async -> Case {
        var current = initial
        var runs = 0
        var improved = true
        while improved, runs < budget {
            improved = false
            for candidate in candidates(current) {
                guard runs < budget else { break }
                runs += 1
                if await stillFails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return current
    }

    /// Variants of `list` with elements removed: halves, then quarters, ... then single
    /// elements (delta debugging's complements), largest removals first.
    public static func removals<Element>(_ list: [Element]) -> [[Element]] {
        guard !list.isEmpty else { return [] }
        var variants: [[Element]] = []
        var chunk = max(list.count / 2, 1)
        while true {
            var start = 0
            while start < list.count {
                var smaller = list
                smaller.removeSubrange(start..<min(start + chunk, list.count))
                variants.append(smaller)
                start += chunk
            }
            if chunk == 1 { break }
            chunk = max(chunk / 2, 1)
        }
        return variants
    }
}
