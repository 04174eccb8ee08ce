/// What scoring one pair gave: a verdict at every level, or the reason it could not be scored.
public enum PairOutcome: Sendable, Equatable {
    /// Both pictures were read and compared.
    case scored(Verdict)
    /// A picture could not be read or measured (`ScoreInputError` says which and why).
    case unscored(ScoreInputError)

    /// The verdict, when scored.
    public var verdict: Verdict? {
        if case .scored(let verdict) = self { verdict } else { nil }
    }

    /// `PASS`, `FAIL` or `UNSCORED`.
    public var word: String {
        switch self {
        case .scored(let verdict): verdict.passed ? "PASS" : "FAIL"
        case .unscored: "UNSCORED"
        }
    }

    /// The first failure (`containers: card 2: …`), `passes every level`, or why it was not scored.
    public var summary: String {
        switch self {
        case .scored(let verdict): verdict.summary
        case .unscored(let error): error.description
        }
    }
}
