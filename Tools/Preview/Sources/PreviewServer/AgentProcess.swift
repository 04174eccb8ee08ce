// The agent as a child process: requests written to its standard input, replies read
// from its standard output in order, what it writes to standard error kept (the last
// part), and how it ended when it ends — a trap's message is what the page shows.

import Foundation
import PreviewProtocol

/// A running agent and the requests waiting for its replies.
actor AgentProcess {
    private let process: Process
    private let input: FileHandle
    private let standardError: TextTail
    private var pending: [Int: CheckedContinuation<AgentReply, any Error>] = [:]
    private var nextID = 1
    /// How it ended, once it has.
    private(set) var ending: AgentEnding?

    /// Starts the agent at `executable`.
    init(executable: URL, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let events = AsyncStream<AgentEvent>.makeStream()
        let tail = TextTail(limit: 32_768)
        self.process = process
        self.input = input.fileHandleForWriting
        self.standardError = tail
        try process.run()
        let pid = process.processIdentifier
        Thread.detachNewThread {
            var buffer = Data()
            let handle = output.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    events.continuation.yield(.line(Data(buffer[buffer.startIndex..<newline])))
                    buffer.removeSubrange(buffer.startIndex...newline)
                }
            }
            process.waitUntilExit()
            events.continuation.yield(.ended(status: process.terminationStatus,
                                             bySignal: process.terminationReason == .uncaughtSignal, pid: pid))
            events.continuation.finish()
        }
        Thread.detachNewThread {
            let handle = errors.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                tail.append(data)
            }
        }
        Task { await self.consume(events.stream) }
    }

    /// Whether it still runs.
    var isRunning: Bool { ending == nil }

    /// Sends `command` and returns the agent's reply.
    ///
    /// - Throws: ``AgentEnding`` when the agent ends before it replies (a trap), or when it
    ///   does not reply within `timeout` (it is stopped then).
    func send(_ command: AgentCommand, timeout: Duration = .seconds(60)) async throws -> AgentReply {
        if let ending { throw ending }
        let id = nextID
        nextID += 1
        let encoder = JSONEncoder()
        var line = try encoder.encode(AgentRequest(id: id, command: command))
        line.append(0x0A)
        let watchdog = Task { [weak self] in
            try await Task.sleep(for: timeout)
            await self?.stopUnanswered(id, after: timeout)
        }
        defer { watchdog.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            pending[id] = continuation
            do {
                try input.write(contentsOf: line)
            } catch {
                pending[id] = nil
                continuation.resume(throwing: ending ?? AgentEnding(summary: "The preview agent is not running.", details: standardError.text))
            }
        }
    }

    /// Stops the agent and waits for it to end.
    func stop() async {
        if process.isRunning { process.terminate() }
        try? input.close()
        while ending == nil { try? await Task.sleep(for: .milliseconds(10)) }
    }

    private func stopUnanswered(_ id: Int, after timeout: Duration) {
        guard pending[id] != nil, process.isRunning else { return }
        timedOut = "The preview did not answer within \(timeout) (a body or an action that never returns?); its process was stopped and will be started again."
        kill(process.processIdentifier, SIGKILL)
    }

    /// Why the agent was stopped, when the server stopped it for not answering.
    private var timedOut: String?

    private func consume(_ events: AsyncStream<AgentEvent>) async {
        for await event in events {
            switch event {
            case .line(let data):
                guard let reply = try? JSONDecoder().decode(AgentReply.self, from: data) else { continue }
                pending.removeValue(forKey: reply.id)?.resume(returning: reply)
            case .ended(let status, let bySignal, _):
                let ending = timedOut.map { AgentEnding(summary: $0, details: standardError.text) }
                    ?? AgentEnding.from(status: status, bySignal: bySignal, standardError: standardError.text)
                self.ending = ending
                for continuation in pending.values { continuation.resume(throwing: ending) }
                pending = [:]
            }
        }
    }
}

/// What the agent's output thread reports.
private enum AgentEvent: Sendable {
    case line(Data)
    case ended(status: Int32, bySignal: Bool, pid: Int32)
}

/// How the agent ended: a trap's message and the end of what it wrote to standard error.
struct AgentEnding: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line: the trap's message (`Fatal error: …`, with its file and line).
    let summary: String
    /// The end of its standard error.
    let details: String

    var description: String { summary }

    /// The ending of an agent that exited with `status` (or was killed by the signal `status`).
    static func from(status: Int32, bySignal: Bool, standardError: String) -> AgentEnding {
        let lines = standardError.split(separator: "\n").map(String.init)
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "fatal error", "Program crashed"]
        let trap = lines.first { line in markers.contains { line.contains($0) } }
        if let trap {
            return AgentEnding(summary: "The preview trapped: \(trap.trimmingCharacters(in: .whitespaces))", details: standardError)
        }
        let how = bySignal ? "was stopped by signal \(status) (\(signalName(status)))" : "exited with status \(status)"
        return AgentEnding(summary: "The preview's process \(how).", details: standardError)
    }

    private static func signalName(_ signal: Int32) -> String {
        [SIGILL: "SIGILL, a Swift trap", SIGTRAP: "SIGTRAP, a Swift trap", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGABRT: "SIGABRT",
         SIGKILL: "SIGKILL", SIGTERM: "SIGTERM"][signal] ?? "signal \(signal)"
    }
}

/// The last `limit` bytes of a stream of text.
/// Invariant (`@unchecked Sendable`): `limit` is a `let`; `data` is read and written only under
/// `lock`.
final class TextTail: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    func append(_ more: Data) {
        lock.withLock {
            data.append(more)
            if data.count > limit { data.removeFirst(data.count - limit) }
        }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
