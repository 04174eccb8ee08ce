// A started child process: its pipes, its end, and the signals sent to it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSpawn
import Foundation

/// A child process, started with ``start(_:in:environment:input:output:errors:)``: its
/// standard streams, how it ended, and the signals sent to it.
///
/// It runs in a process group of its own, so ``signal(_:)`` reaches the processes it started
/// too (the compiler jobs of `swift build`), and a ^C on the terminal reaches only the tool,
/// which decides how its children end. A thread of its own waits for it, so it is reaped as
/// soon as it ends, whoever waits.
public final class ChildProcess: Sendable {
    /// Its process id (also its process group's).
    public let pid: pid_t
    /// Where its standard input is written, when it was started with ``Input/pipe``.
    public let input: FileHandle?
    /// Where its standard output is read, when it was started with ``Output/pipe``.
    public let output: FileHandle?
    /// Where its standard error is read, when it was started with ``ErrorOutput/pipe``.
    public let errors: FileHandle?
    private let end: OnceValue<Termination>

    private init(pid: pid_t, input: FileHandle?, output: FileHandle?, errors: FileHandle?) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
        end = OnceValue()
        let end = self.end
        let thread = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                if errno != EINTR {
                    end.fire(Termination(status: -1, signal: nil))
                    return
                }
            }
            end.fire(Termination(waitStatus: status))
        }
        thread.name = "ProcessRunner: wait for \(pid)"
        thread.start()
    }

    /// What its standard input is.
    public enum Input: Sendable {
        /// `/dev/null`: it reads nothing.
        case null
        /// A pipe, written through ``ChildProcess/input``.
        case pipe
        /// The tool's own standard input.
        case inherit
    }

    /// What its standard output is.
    public enum Output: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe, read through ``ChildProcess/output``.
        case pipe
        /// The tool's own standard output.
        case inherit
    }

    /// What its standard error is.
    public enum ErrorOutput: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe, read through ``ChildProcess/errors``.
        case pipe
        /// The same as its standard output (with ``Output/pipe``: both interleaved as written).
        case output
        /// The tool's own standard error.
        case inherit
    }

    /// Starts `arguments` (the first is the program: a path, or a name looked up in `PATH`).
    ///
    /// - Parameters:
    ///   - directory: its working directory (the tool's when `nil`).
    ///   - environment: its whole environment (the tool's when `nil`).
    /// - Throws: ``SpawnError`` when it cannot be started (no such program, no such folder).
    public static func start(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
                             input: Input = .null, output: Output = .pipe, errors: ErrorOutput = .output) throws(SpawnError) -> ChildProcess {
        guard let program = arguments.first, !program.isEmpty else { throw SpawnError(program: "", code: EINVAL) }
        var spawn = SpawnFiles()
        defer { spawn.destroy() }
        let inputPipe = input == .pipe ? try Pipe(program) : nil
        let outputPipe = output == .pipe ? try Pipe(program) : nil
        let errorPipe = errors == .pipe ? try Pipe(program) : nil
        let parentEnds = [inputPipe?.write, outputPipe?.read, errorPipe?.read].compactMap { $0 }
        let childEnds = [inputPipe?.read, outputPipe?.write, errorPipe?.write].compactMap { $0 }
        defer { childEnds.forEach { close($0) } }

        switch input {
        case .null: spawn.open(0, "/dev/null", O_RDONLY)
        case .pipe: spawn.duplicate(inputPipe!.read, to: 0)
        case .inherit: break
        }
        switch output {
        case .null: spawn.open(1, "/dev/null", O_WRONLY)
        case .pipe: spawn.duplicate(outputPipe!.write, to: 1)
        case .inherit: break
        }
        switch errors {
        case .null: spawn.open(2, "/dev/null", O_WRONLY)
        case .pipe: spawn.duplicate(errorPipe!.write, to: 2)
        case .output: spawn.duplicate(1, to: 2)
        case .inherit: break
        }
        if let directory {
            let code = spawn.changeDirectory(to: directory)
            guard code == 0 else {
                parentEnds.forEach { close($0) }
                throw SpawnError(program: program, code: code, directory: directory)
            }
        }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let code: Int32 = if let envp {
            envp.withUnsafeBufferPointer { spawn.spawn(&pid, program, argv, $0.baseAddress!) }
        } else {
            spawn.spawn(&pid, program, argv, environ)
        }
        guard code == 0 else {
            parentEnds.forEach { close($0) }
            throw SpawnError(program: program, code: code, directory: directory)
        }
        return ChildProcess(pid: pid, input: inputPipe.map { FileHandle(fileDescriptor: $0.write, closeOnDealloc: true) },
                            output: outputPipe.map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) },
                            errors: errorPipe.map { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) })
    }

    /// How it ended, or `nil` while it runs.
    public var termination: Termination? { end.value }

    /// Whether it still runs.
    public var isRunning: Bool { end.value == nil }

    /// Waits (blocking the thread) until it ends.
    @discardableResult
    public func waitUntilExit() -> Termination { end.waitBlocking() }

    /// Returns once it has ended (or at once when the waiting task is cancelled: then `nil`).
    public func ended() async -> Termination? { await end.wait() }

    /// Sends `signal` to it and to the processes of its group, unless it has already ended.
    public func signal(_ signal: Int32) {
        guard isRunning else { return }
        kill(-pid, signal)
    }

    /// Closes its standard input (it reads the end of its input).
    public func closeInput() {
        try? input?.close()
    }

    /// The program `name` in the folders of `PATH`, or `nil`.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        (path ?? "/usr/bin:/bin").split(separator: ":").lazy
            .map { String($0) + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A pipe whose ends are closed on `exec` from the start: a child gets only the ends given
/// to it, so an input pipe's write end is never held open by another child started at the
/// same moment on another thread.
private struct Pipe {
    let read: Int32
    let write: Int32

    init(_ program: String) throws(SpawnError) {
        var ends: [Int32] = [0, 0]
        guard cspawn_pipe(&ends) == 0 else { throw SpawnError(program: program, code: errno) }
        read = ends[0]
        write = ends[1]
    }
}
