/// One level's outcome.
public struct LevelResult: Sendable, Equatable {
    /// The level.
    public var level: Level
    /// Its first failure, with both numbers (ours first, then iOS's), or nil when it passes.
    public var failure: String?
    /// A short count of what was compared (`3 cards`, `18 of 19 lines placed`).
    public var detail: String

    /// A level's result: nil `failure` when it passes.
    public init(level: Level, failure: String?, detail: String) {
        self.level = level
        self.failure = failure
        self.detail = detail
    }

    /// Whether it passes.
    public var passed: Bool { failure == nil }
}
