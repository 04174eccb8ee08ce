/// How the tool migrates.
public struct MigrationOptions: Sendable, Equatable {
    /// Rewrite actions that read view state whose value differs between the previous and
    /// the current evaluation too. The rewritten action then reads it as of the current
    /// evaluation (that is the behaviour change the report names).
    public var acceptCurrentCaptures: Bool

    /// Options; by default only the rewrites that keep behaviour are made.
    public init(acceptCurrentCaptures: Bool = false) {
        self.acceptCurrentCaptures = acceptCurrentCaptures
    }
}
