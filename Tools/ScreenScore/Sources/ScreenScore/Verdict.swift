/// A pair's outcome at every level.
public struct Verdict: Sendable, Equatable {
    /// One result a level, in `Level`'s order.
    public var levels: [LevelResult]
    /// What the comparison allowed for in iOS's picture, one line each (an artefact of how
    /// it was drawn, and how it was compared instead); empty for most pairs.
    public var notes: [String]

    /// A verdict from its levels' results and any notes.
    public init(levels: [LevelResult], notes: [String] = []) {
        self.levels = levels
        self.notes = notes
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

    /// One line a level: `containers   fail  card 2: …` or `canvas       pass  (…)`, then
    /// one line a note: `note         iOS's picture shows …`.
    public var report: String {
        (levels.map { result in
            let name = result.level.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return result.passed ? "\(name) pass  \(result.detail)" : "\(name) FAIL  \(result.failure ?? "")"
        } + notes.map { "note         \($0)" }).joined(separator: "\n")
    }
}
