// Why a child process could not be started.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process that could not be started: its program, and the system's reason.
public struct SpawnError: Error, Equatable, CustomStringConvertible {
    /// The program that was to run.
    public let program: String
    /// The system's error number.
    public let code: Int32
    /// The working directory it was to run in, if one was given.
    public let directory: String?

    /// An error for `program` with the system's error number `code`.
    public init(program: String, code: Int32, directory: String? = nil) {
        self.program = program
        self.code = code
        self.directory = directory
    }

    /// "cannot run swiftc: No such file or directory".
    public var description: String {
        let reason = String(cString: strerror(code))
        if code == ENOENT, let directory { return "cannot run \(program) in \(directory): \(reason)" }
        return "cannot run \(program): \(reason)"
    }
}
