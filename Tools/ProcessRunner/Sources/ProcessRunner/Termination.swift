// How a child process ended.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended: its exit status, or the signal that ended it.
public struct Termination: Sendable, Equatable, CustomStringConvertible {
    /// Its exit status when it exited, else -1.
    public let status: Int32
    /// The signal that ended it, if one did.
    public let signal: Int32?

    /// A termination with these values.
    public init(status: Int32, signal: Int32?) {
        self.status = status
        self.signal = signal
    }

    /// The termination `waitpid` reported as `waitStatus`.
    init(waitStatus: Int32) {
        let low = waitStatus & 0x7f
        if low == 0 {
            self.init(status: (waitStatus >> 8) & 0xff, signal: nil)
        } else {
            self.init(status: -1, signal: low)
        }
    }

    /// Whether it exited with status 0.
    public var succeeded: Bool { status == 0 && signal == nil }

    /// "exited with status 2", "was ended by signal 4 (SIGILL)".
    public var description: String {
        guard let signal else { return "exited with status \(status)" }
        return "was ended by signal \(signal) (\(Termination.signalName(signal)))"
    }

    /// The name of `signal`, with what it usually means for a Swift program.
    public static func signalName(_ signal: Int32) -> String {
        [SIGILL: "SIGILL, a Swift trap", SIGTRAP: "SIGTRAP, a Swift trap", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
         SIGABRT: "SIGABRT", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT"][signal] ?? "signal \(signal)"
    }
}
