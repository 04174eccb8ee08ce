// A command run to its end: its output and errors read together as they come, a time limit
// or a cancelled task ending its whole process group.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

#if canImport(Glibc)
private let readDescriptor = Glibc.read
#else
private let readDescriptor = Darwin.read
#endif

extension ChildProcess {
    /// Runs `arguments` to its end, blocking the thread: standard input is `/dev/null`,
    /// standard output and error are read together.
    ///
    /// - Parameters:
    ///   - directory: its working directory (the tool's when `nil`).
    ///   - environment: its whole environment (the tool's when `nil`).
    ///   - timeout: seconds it may run; past them it and its group are killed (`SIGKILL`)
    ///     and ``Outcome/timedOut`` is set.
    /// - Returns: what it did; a program that cannot start is an outcome with status -1 and
    ///   the reason as its output, not an error.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
                           timeout: Double? = nil) -> Outcome {
        let started = Date()
        let child: ChildProcess
        do {
            child = try start(arguments, in: directory, environment: environment, input: .null, output: .pipe, errors: .output)
        } catch {
            return Outcome(status: -1, termination: nil, output: error.description, timedOut: false, seconds: 0)
        }
        return child.collect(until: timeout.map { started.addingTimeInterval($0) }, started: started)
    }

    /// Runs `arguments` to its end without blocking the task: as ``run(_:in:environment:timeout:)``,
    /// and a cancelled task interrupts it and its group (`SIGINT`, as ^C does; `SIGKILL` if
    /// it has not ended 10 seconds later) and still waits for it to end, so nothing is left
    /// running.
    ///
    /// - Parameter onOutput: told each piece of its output as it is read (on a thread of
    ///   the runner's, in order; a piece may end inside a line), before the whole output is
    ///   returned: a build's progress, shown as it goes.
    /// - Throws: `CancellationError` when the task was cancelled.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
                           timeout: Double? = nil, onOutput: (@Sendable ([UInt8]) -> Void)? = nil) async throws -> Outcome {
        let started = Date()
        let child: ChildProcess
        do {
            child = try start(arguments, in: directory, environment: environment, input: .null, output: .pipe, errors: .output)
        } catch {
            return Outcome(status: -1, termination: nil, output: error.description, timedOut: false, seconds: 0)
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let reader = Thread {
                    continuation.resume(returning: child.collect(until: timeout.map { started.addingTimeInterval($0) }, started: started,
                                                                 onOutput: onOutput))
                }
                reader.name = "ProcessRunner: output of \(child.pid)"
                reader.start()
            }
        } onCancel: {
            child.interrupt(grace: 10)
        }
        try Task.checkCancellation()
        return outcome
    }

    /// Sends `SIGINT` to it and its group, and `SIGKILL` `grace` seconds later if it still runs.
    public func interrupt(grace: Double) {
        signal(SIGINT)
        let killer = Thread { [self] in
            let deadline = Date().addingTimeInterval(grace)
            while isRunning && Date() < deadline { usleep(50_000) }
            signal(SIGKILL)
        }
        killer.name = "ProcessRunner: stop \(pid)"
        killer.start()
    }

    /// Reads its output to the end (or until `deadline`: then kills its group and reads what
    /// was written), telling `onOutput` each piece read, waits for it, and says what it did.
    private func collect(until deadline: Date?, started: Date, onOutput: (@Sendable ([UInt8]) -> Void)? = nil) -> Outcome {
        guard let descriptor = output?.fileDescriptor else {
            let termination = waitUntilExit()
            return Outcome(status: termination.status, termination: termination, output: "", timedOut: false,
                           seconds: Date().timeIntervalSince(started))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var timedOut = false
        while true {
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 {
                    timedOut = true
                    signal(SIGKILL)
                    break
                }
                waitMilliseconds = Int32(min(left * 1000, 60_000)) + 1
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let count = poll(&ready, 1, waitMilliseconds)
            if count < 0 && errno == EINTR { continue }
            if count == 0 { continue }
            let read = readDescriptor(descriptor, &buffer, buffer.count)
            if read < 0 && errno == EINTR { continue }
            if read <= 0 { break }
            bytes += buffer[0..<read]
            onOutput?(Array(buffer[0..<read]))
        }
        if timedOut {
            // What the killed group wrote before it ended.
            while true {
                let read = readDescriptor(descriptor, &buffer, buffer.count)
                if read <= 0 { break }
                bytes += buffer[0..<read]
            }
        }
        let termination = waitUntilExit()
        return Outcome(status: timedOut ? -1 : termination.status, termination: termination,
                       output: String(decoding: bytes, as: UTF8.self), timedOut: timedOut, seconds: Date().timeIntervalSince(started))
    }
}
