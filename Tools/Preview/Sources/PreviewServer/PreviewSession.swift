// The server's state and its one worker: it builds the package, runs its agent, passes
// the page's messages to the agent in the order they came, rebuilds when a source file
// changes, restarts the agent when it ends (a trap), and tells every connected page.

import Foundation
import PreviewProtocol

/// The previews of one package, served to any number of pages.
actor PreviewSession {
    private let options: ServerOptions
    private let builder: PreviewBuilder

    private var clients: [UUID: AsyncStream<String>.Continuation] = [:]
    private let inbox = AsyncStream<Work>.makeStream()
    private var agent: AgentProcess?
    private var agentExecutable: URL?
    /// How many agents were started: each writes its trap's report to a file of its own.
    private var agentStarts = 0
    private var previews: [PreviewEntry] = []
    /// Whether a build has listed the previews: until then a page is told only that the
    /// package is building (an empty list would say it has none).
    private var hasListed = false
    private var buildEvent = ServerEvent(type: "build")
    /// The preview on screen, its display and its last state.
    private var current: String?
    private var display = DisplaySettings.standard
    private var lastState: PreviewState?
    private var lastTrap: ServerEvent?

    /// Work for the worker, in order.
    private enum Work: Sendable {
        case page(UUID, String)
        case sourcesChanged([String])
    }

    init(options: ServerOptions, builder: PreviewBuilder) {
        self.options = options
        self.builder = builder
        buildEvent.phase = "building"
    }

    // MARK: Pages

    /// A new page: it is sent the package, the build, the previews (once a build has listed
    /// them) and the preview on screen, then every event.
    func connect() -> (UUID, AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
        clients[id] = continuation
        var hello = ServerEvent(type: "hello")
        hello.package = builder.package.path
        hello.devices = Device.all.map { DeviceInfo(id: $0.id, name: $0.name, width: $0.width, height: $0.height) }
        hello.dynamicTypeSizes = DisplaySettings.dynamicTypeSizes
        hello.display = display
        hello.preview = current ?? options.preview
        continuation.yield(hello.json)
        continuation.yield(buildEvent.json)
        if hasListed {
            var list = ServerEvent(type: "previews")
            list.previews = previews
            continuation.yield(list.json)
        }
        if let lastTrap { continuation.yield(lastTrap.json) }
        if let lastState, lastState.preview == current {
            var state = ServerEvent(type: "state")
            state.state = lastState
            continuation.yield(state.json)
        }
        return (id, stream)
    }

    /// A page went away.
    func disconnect(_ id: UUID) {
        clients.removeValue(forKey: id)?.finish()
    }

    /// A message from the page `id`, handled after those before it.
    nonisolated func receive(_ text: String, from id: UUID) {
        inbox.continuation.yield(.page(id, text))
    }

    /// Tells the page `id` that a message of its was refused.
    func refuse(_ id: UUID, _ message: String) {
        clients[id]?.yield(ServerEvent.error(message).json)
    }

    private func broadcast(_ event: ServerEvent) {
        let json = event.json
        for client in clients.values { client.yield(json) }
    }

    // MARK: The worker

    /// Builds, then handles the pages' messages and the sources' changes until the task
    /// is cancelled (the server stops); the agent and any build are stopped then. Started
    /// once the server listens, so nothing is built when the port cannot be had.
    ///
    /// - Throws: ``PreviewError`` when the package cannot be previewed, or the preview
    ///   the command line named does not exist: the server stops with it.
    func run() async throws {
        var failure: (any Error)?
        do {
            try await work()
        } catch is CancellationError {
        } catch {
            // A build cut short by the stop is no failure of the package.
            failure = Task.isCancelled ? nil : error
        }
        await agent?.stop()
        try? FileManager.default.removeItem(at: builder.outputFolder)
        for client in clients.values { client.finish() }
        if let failure { throw failure }
    }

    private func work() async throws {
        builder.removeStaleAgents()
        try await rebuild(changed: [])
        if let wanted = options.preview {
            guard let entry = previews.first(where: { $0.id == wanted }) ?? uniqueNamed(wanted) else {
                throw PreviewError(Self.unknownPreview(wanted, previews))
            }
            try await open(entry.id, for: nil)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.watchSources() }
            group.addTask {
                for await work in self.inbox.stream {
                    try Task.checkCancellation()
                    try await self.handle(work)
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private func uniqueNamed(_ name: String) -> PreviewEntry? {
        let named = previews.filter { $0.name == name }
        return named.count == 1 ? named[0] : nil
    }

    static func unknownPreview(_ name: String, _ previews: [PreviewEntry]) -> String {
        let list = previews.map { "\"\($0.name)\" (\($0.id))" }.joined(separator: ", ")
        return "No preview is named \"\(name)\". The previews: \(previews.isEmpty ? "none" : list)."
    }

    private func watchSources() async throws {
        var watcher = SourceWatcher(package: builder.package, buildFolder: builder.scratch)
        while true {
            try await Task.sleep(for: .milliseconds(500))
            var changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            // An editor writes a file in steps: wait until the files are still.
            while true {
                try await Task.sleep(for: .milliseconds(300))
                let more = watcher.changes()
                if more.isEmpty { break }
                changed = Array(Set(changed + more)).sorted()
            }
            inbox.continuation.yield(.sourcesChanged(changed))
        }
    }

    private func handle(_ work: Work) async throws {
        switch work {
        case .sourcesChanged(let files):
            try await rebuild(changed: files)
        case .page(let client, let text):
            let message: PageMessage
            do {
                message = try PageMessage.decode(text)
            } catch {
                return refuse(client, error.description)
            }
            try await handle(message, from: client)
        }
    }

    private func handle(_ message: PageMessage, from client: UUID) async throws {
        switch message {
        case .open(let id):
            guard previews.contains(where: { $0.id == id }) else {
                return refuse(client, Self.unknownPreview(id, previews))
            }
            try await open(id, for: client)
        case .display(let settings):
            display = settings
            if current != nil { await send(.display(settings), for: client) }
        case .click(let x, let y):
            await send(.click(x: x, y: y), for: client)
        case .drag(let fromX, let fromY, let toX, let toY):
            await send(.drag(fromX: fromX, fromY: fromY, toX: toX, toY: toY), for: client)
        case .key(let key):
            await send(.key(key), for: client)
        case .advance(let seconds):
            await send(.advance(seconds: seconds), for: client)
        }
    }

    private func open(_ id: String, for client: UUID?) async throws {
        current = id
        lastTrap = nil
        await send(.open(preview: id, display: display), for: client)
    }

    /// Sends `command` to the agent (started if it is not running) and tells the pages.
    private func send(_ command: AgentCommand, for client: UUID?) async {
        guard current != nil else {
            if let client { refuse(client, "No preview is open: choose one from the list first.") }
            return
        }
        guard let agent = await runningAgent() else {
            if let client { refuse(client, "The previews are not built: \(buildEvent.message ?? "see the build's errors").") }
            return
        }
        do {
            let reply = try await agent.send(command)
            if let state = reply.state {
                lastState = state
                var event = ServerEvent(type: reply.error == nil ? "state" : "refused")
                event.state = state
                event.message = reply.error
                broadcast(event)
            } else if let error = reply.error, let client {
                refuse(client, error)
            }
        } catch let ending as AgentEnding {
            var trap = ServerEvent(type: "trap")
            trap.preview = current
            trap.message = ending.summary
            trap.location = ending.location
            trap.stack = ending.stack.isEmpty ? nil : ending.stack
            trap.userFrame = ending.userFrame
            trap.details = ending.details
            lastTrap = trap
            lastState = nil
            current = nil
            broadcast(trap)
            self.agent = nil
            _ = await runningAgent()   // started again now, for the next preview
        } catch {
            if let client { refuse(client, "\(error)") }
        }
    }

    /// The agent, started (again) if it is not running.
    private func runningAgent() async -> AgentProcess? {
        if let agent, await agent.isRunning { return agent }
        guard let agentExecutable else { return nil }
        agentStarts += 1
        let traps = AgentProcess.TrapSource(
            report: builder.outputFolder.appendingPathComponent("trap-\(agentStarts).json"), package: builder.package.path,
            excluded: [ToolFiles.root.path])
        agent = try? AgentProcess(executable: agentExecutable, environment: ProcessInfo.processInfo.environment, traps: traps)
        return agent
    }

    /// Tells the pages the build's step `progress`, while it builds.
    private func show(_ progress: BuildProgress) {
        guard buildEvent.phase == "building" else { return }
        (buildEvent.step, buildEvent.done, buildEvent.total) = (progress.step, progress.done, progress.total)
        broadcast(buildEvent)
    }

    /// Builds the package and its agent; on success the agent is replaced, the previews
    /// listed again, the preview on screen opened again in the new agent (its state
    /// starts over) and the pages told to reload. A failed build keeps the old agent.
    private func rebuild(changed: [String]) async throws {
        buildEvent = ServerEvent(type: "build")
        buildEvent.phase = "building"
        buildEvent.changedFiles = changed.isEmpty ? nil : changed
        broadcast(buildEvent)
        let started = ContinuousClock.now
        // The build's steps, shown to the pages as they come (the newest only, when they
        // come faster than the pages are sent them).
        let (steps, stepSink) = AsyncStream<BuildProgress>.makeStream(bufferingPolicy: .bufferingNewest(1))
        defer { stepSink.finish() }
        let shown = Task { [self] in
            for await step in steps { show(step) }
        }
        let outcome: BuildOutcome
        do {
            outcome = try await builder.build { stepSink.yield($0) }
        } catch let error as PreviewError where !changed.isEmpty {
            // After an edit the package may be fixed again: say why, and keep serving.
            outcome = .failed(errors: [CompilerError(file: "", line: 0, column: 0, message: error.description)], log: error.description)
        }
        stepSink.finish()
        await shown.value
        (buildEvent.step, buildEvent.done, buildEvent.total) = (nil, nil, nil)
        switch outcome {
        case .failed(let errors, let log):
            buildEvent.phase = "failed"
            buildEvent.errors = errors
            buildEvent.details = log
            buildEvent.message = errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? "the build failed"
            printToConsole("The build failed:\n" + errors.map { "  \($0.file):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n"))
            broadcast(buildEvent)
        case .built(let executable, let product):
            await agent?.stop()
            agent = nil
            agentExecutable = executable
            guard let agent = await runningAgent(), let list = try? await agent.send(.list).previews else {
                throw PreviewError("The preview agent of \(product) did not start.")
            }
            previews = list
            hasListed = true
            buildEvent.phase = "ready"
            buildEvent.product = product
            buildEvent.message = "built \(product) in \(started.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))"
            printToConsole("Built \(product): \(list.count) preview\(list.count == 1 ? "" : "s").")
            broadcast(buildEvent)
            var event = ServerEvent(type: "previews")
            event.previews = previews
            broadcast(event)
            if let current, previews.contains(where: { $0.id == current }) {
                await send(.open(preview: current, display: display), for: nil)
            } else {
                current = nil
            }
            if !changed.isEmpty { broadcast(ServerEvent(type: "reload")) }
        }
    }

    private func printToConsole(_ text: String) {
        say(text)
    }
}
