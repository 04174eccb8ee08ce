/// One line of a set's report: a pair's name, what scoring it gave, and whether it is one
/// of the control set that must fail at the containers (iOS 26's look).
public struct PairResult: Sendable, Equatable {
    /// The pair's name.
    public var name: String
    /// Its verdict, nil when it could not be scored.
    public var verdict: Verdict?
    /// Its first failure, `passes every level`, or why it was not scored.
    public var summary: String
    /// Whether it belongs to the control set, which must fail at the containers.
    public var mustFail: Bool

    /// A pair's result.
    public init(name: String, verdict: Verdict?, summary: String, mustFail: Bool = false) {
        self.name = name
        self.verdict = verdict
        self.summary = summary
        self.mustFail = mustFail
    }

    /// `PASS`, `FAIL` or `UNSCORED`; for the control set, `CONTROL FAILS` (at the
    /// containers, as it must), `CONTROL PASSES` (a scorer too loose) or `UNSCORED`.
    public var word: String {
        guard let verdict else { return "UNSCORED" }
        if mustFail { return failsAtContainers ? "CONTROL FAILS" : "CONTROL PASSES" }
        return verdict.passed ? "PASS" : "FAIL"
    }

    /// Whether it was scored and failed at the containers.
    public var failsAtContainers: Bool { verdict?.result(.containers)?.passed == false }
}
