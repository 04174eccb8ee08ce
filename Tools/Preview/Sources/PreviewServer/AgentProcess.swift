// The agent as a child process: requests written to its standard input, replies read
// from its standard output in order, what it writes to standard error kept (the last
// part), and how it ended when it ends — a trap's message, the user's line it came from and
// its stack (Swift's backtracer's report) are what the page shows.

import Foundation
import PreviewProtocol
import ProcessRunner

/// A running agent and the requests waiting for its replies.
actor AgentProcess {
    private let child: ChildProcess
    private let input: FileHandle
    private let standardError: TextTail
    private let traps: TrapSource
    private var pending: [Int: CheckedContinuation<AgentReply, any Error>] = [:]
    private var nextID = 1
    /// How it ended, once it has.
    private(set) var ending: AgentEnding?
    /// Fired once ``ending`` is known.
    private let ended = OnceValue<Void>()

    /// Where a trap's stack is written, and whose sources its user frame is found in.
    struct TrapSource: Sendable {
        /// The file Swift's backtracer writes the report to (JSON).
        let report: URL
        /// The package whose sources are the user's.
        let package: String
        /// Folders inside it that are not (the preview tool's own agent).
        let excluded: [String]
    }

    /// Starts the agent at `executable`, with Swift's backtracer writing a trap's stack
    /// (symbolicated and demangled, as JSON) to `traps.report`.
    init(executable: URL, environment: [String: String], traps: TrapSource) throws {
        var environment = environment
        try? FileManager.default.removeItem(at: traps.report)
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,demangle=yes,symbolicate=full,format=json,limit=256,top=32,output-to=\(traps.report.path)"
        let child = try ChildProcess.start([executable.path], environment: environment, input: .pipe, output: .pipe, errors: .pipe)
        let events = AsyncStream<AgentEvent>.makeStream()
        let tail = TextTail(limit: 32_768)
        self.child = child
        self.input = child.input!
        self.standardError = tail
        self.traps = traps
        Thread.detachNewThread {
            var buffer = Data()
            let handle = child.output!
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    events.continuation.yield(.line(Data(buffer[buffer.startIndex..<newline])))
                    buffer.removeSubrange(buffer.startIndex...newline)
                }
            }
            events.continuation.yield(.ended(child.waitUntilExit()))
            events.continuation.finish()
        }
        Thread.detachNewThread {
            let handle = child.errors!
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
        child.signal(SIGTERM)
        try? input.close()
        await ended.wait()
    }

    private func stopUnanswered(_ id: Int, after timeout: Duration) {
        guard pending[id] != nil, child.isRunning else { return }
        timedOut = "The preview did not answer within \(timeout) (a body or an action that never returns?); its process was stopped and will be started again."
        child.signal(SIGKILL)
    }

    /// Why the agent was stopped, when the server stopped it for not answering.
    private var timedOut: String?

    private func consume(_ events: AsyncStream<AgentEvent>) async {
        for await event in events {
            switch event {
            case .line(let data):
                guard let reply = try? JSONDecoder().decode(AgentReply.self, from: data) else { continue }
                pending.removeValue(forKey: reply.id)?.resume(returning: reply)
            case .ended(let termination):
                let report = (try? Data(contentsOf: traps.report)).flatMap(TrapReport.init(json:))
                try? FileManager.default.removeItem(at: traps.report)
                let ending = timedOut.map { AgentEnding(summary: $0, details: standardError.text) }
                    ?? AgentEnding.from(termination, standardError: standardError.text, report: report, traps: traps)
                self.ending = ending
                for continuation in pending.values { continuation.resume(throwing: ending) }
                pending = [:]
                ended.fire(())
            }
        }
    }
}

/// What the agent's output thread reports.
private enum AgentEvent: Sendable {
    case line(Data)
    case ended(Termination)
}

/// How the agent ended: a trap's message, the line of the user's code it came from, the
/// stack, and the end of what it wrote to standard error.
struct AgentEnding: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line: the trap's message (`Fatal error: …`, with the file and line it names).
    let summary: String
    /// The innermost frame in the user's own sources: `path/File.swift:12:5`, relative to
    /// the package, and its function; `nil` when no frame is in them.
    var location: String?
    /// The trap's stack, innermost first: each function demangled, with its file and line.
    var stack: [String] = []
    /// The index in ``stack`` of the frame ``location`` names.
    var userFrame: Int?
    /// The end of its standard error.
    let details: String

    var description: String { summary }

    /// The ending of an agent that ended as `termination` says, with the backtracer's
    /// `report` of its stack if it wrote one.
    static func from(_ termination: Termination, standardError: String, report: TrapReport?,
                     traps: AgentProcess.TrapSource) -> AgentEnding {
        let lines = standardError.split(separator: "\n").map(String.init)
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "fatal error", "Program crashed"]
        let trap = lines.first { line in markers.contains { line.contains($0) } }
        var ending = if let trap {
            AgentEnding(summary: "The preview trapped: \(trap.trimmingCharacters(in: .whitespaces))", details: standardError)
        } else if let report, termination.signal != nil {
            AgentEnding(summary: "The preview trapped: \(report.description) (\(termination)).", details: standardError)
        } else {
            AgentEnding(summary: "The preview's process \(termination).", details: standardError)
        }
        if let report {
            ending.userFrame = report.userFrameIndex(package: traps.package, excluding: traps.excluded)
            ending.location = ending.userFrame.map { report.frames[$0] }.map { frame in
                "\(TrapReport.relative(frame.file ?? "", to: traps.package)):\(frame.line ?? 0)\(frame.column.map { ":\($0)" } ?? "") in \(frame.function)"
            }
            ending.stack = report.frames.map { $0.text(relativeTo: traps.package) }
        }
        return ending
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
