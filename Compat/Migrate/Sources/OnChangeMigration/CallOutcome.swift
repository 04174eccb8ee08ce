/// What the tool did with one `onChange` (or data-flow `onReceive`) call, and why.
public struct CallOutcome: Sendable, Equatable {
    /// The three results the report counts.
    public enum Verdict: String, Sendable {
        /// Rewritten to `onChange(of:initial:_:)`.
        case rewritten
        /// Left as it is: migrating would change what some names read. Listed with them.
        case needsReview = "needs review"
        /// Left as it is on purpose: already modern, not a view's `onChange`, or a form
        /// whose rewrite would not keep behaviour (R15 `onReceive`).
        case skipped
    }

    /// 1-based line of the call's member name (`onChange`).
    public let line: Int
    /// 1-based column of the same.
    public let column: Int
    /// The call, shortened: `onChange(of: count)`, `onReceive(model.$value)`.
    public let call: String
    /// Rewritten, needs review or skipped.
    public let verdict: Verdict
    /// Why, in one sentence.
    public let reason: String
    /// The names whose meaning the migration changes (needs review, or accepted).
    public let names: [String]
}
