/// A pair's outcome at every level.
public struct Verdict: Sendable, Equatable {
    /// One result a level, in `Level`'s order.
    public var levels: [LevelResult]

    /// A verdict from its levels' results.
    public init(levels: [LevelResult]) {
        self.levels = levels
    }

    /// Whether every level passes.
    public var passed: Bool { levels.allSatisfy(\.passed) }

    /// The first failing level's result, nil when all pass.
    public var firstFailure: LevelResult? { levels.first { !$0.passed } }

    /// The result at one level.
    public func result(_ level: Level) -> LevelResult? { levels.first { $0.level == level } }

    /// `containers: card 2: y 273–320, iOS 259–303`, or `passes every level`.
    public var summary: String {
        guard let failure = firstFailure else { return "passes every level" }
        return "\(failure.level.rawValue): \(failure.failure ?? "")"
    }

    /// One line a level: `containers   fail  card 2: …` or `canvas       pass  (…)`.
    public var report: String {
        levels.map { result in
            let name = result.level.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return result.passed ? "\(name) pass  \(result.detail)" : "\(name) FAIL  \(result.failure ?? "")"
        }.joined(separator: "\n")
    }
}
