// Runs a command to its end (`swift build`, `swiftc`), its output and errors together,
// and stops it when the task that waits for it is cancelled.

import Foundation

/// Runs commands.
enum ProcessRunner {
    /// How a command ended.
    struct Result: Sendable {
        /// Its exit status (or the signal that ended it).
        let status: Int32
        /// Its standard output and standard error, interleaved as written.
        let output: String
        /// Whether it exited with status 0.
        var succeeded: Bool { status == 0 }
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it to end; a
    /// cancelled task interrupts it (as ^C does) and still waits for it to end, so nothing
    /// is left running.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    environment: [String: String]? = nil) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = OutputCollector()
        let ended = Signal()
        process.terminationHandler = { _ in ended.fire() }
        try process.run()
        let reader = Thread {
            let handle = pipe.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                collected.append(data)
            }
            collected.finish()
        }
        reader.start()
        await withTaskCancellationHandler {
            await ended.wait()
        } onCancel: {
            if process.isRunning { process.interrupt() }
        }
        await collected.finished.wait()
        try Task.checkCancellation()
        return Result(status: process.terminationStatus, output: collected.text)
    }

    /// The executable `name` in the folders of `PATH`, or `nil`.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// What a command wrote, collected on the thread that reads it.
///
/// Invariant (`@unchecked Sendable`): `data` is read and written only under `lock`;
/// `finished` is a ``Signal``, itself safe to share.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    let finished = Signal()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    func finish() { finished.fire() }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

/// Something that happens once, which any number of tasks wait for.
///
/// Invariant (`@unchecked Sendable`): `hasFired` and `waiters` are read and written only
/// under `lock`; continuations are resumed outside it.
final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    private var hasFired = false
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// Wakes the waiters, and every later one at once.
    func fire() {
        let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
            hasFired = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once ``fire()`` was called, or when the task waiting is cancelled.
    func wait() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow: Bool = lock.withLock {
                    if hasFired || Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Whether ``fire()`` was called.
    var isFired: Bool { lock.withLock { hasFired } }
}
