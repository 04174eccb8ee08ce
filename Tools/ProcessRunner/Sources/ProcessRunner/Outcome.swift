// What a command run to its end did.

/// What a command run to its end (``ChildProcess/run(_:in:environment:timeout:)``) did.
public struct Outcome: Sendable, Equatable {
    /// Its exit status: -1 when a signal or its time limit ended it, or it could not start.
    public var status: Int32
    /// How it ended (`nil` when it could not start).
    public var termination: Termination?
    /// Its standard output and standard error, interleaved as written; when it could not
    /// start, why.
    public var output: String
    /// Whether it ran past its time limit and was ended.
    public var timedOut: Bool
    /// Seconds it ran.
    public var seconds: Double

    /// An outcome with these values.
    public init(status: Int32, termination: Termination?, output: String, timedOut: Bool, seconds: Double) {
        self.status = status
        self.termination = termination
        self.output = output
        self.timedOut = timedOut
        self.seconds = seconds
    }

    /// Whether it exited with status 0 within its time limit.
    public var succeeded: Bool { status == 0 && !timedOut }
}
