import ViewEngine

/// One runnable example of a seed article.
public struct Scenario: Sendable {
    /// The name used by `onchange-lab run NAME` (the article's view name).
    public let name: String
    /// The article it comes from, by its title ("Understanding SwiftUI's onChange"), or
    /// the SwiftUI documentation it runs (Compat/CONFORMANCE.md names and quotes each).
    public let article: String
    /// What it shows, in one line.
    public let summary: String
    let body: @MainActor @Sendable (Lab) async throws -> Void

    /// Creates a scenario; `body` drives the article's view through a ``Lab``.
    public init(_ name: String, article: String, summary: String,
                _ body: @escaping @MainActor @Sendable (Lab) async throws -> Void) {
        self.name = name
        self.article = article
        self.summary = summary
        self.body = body
    }

    /// Runs the scenario and returns its transcript.
    @MainActor
    public func run() async -> String {
        await run(tracing: false).transcript
    }

    /// Runs the scenario; with `tracing`, its hosts record a frame trace, returned with
    /// the transcript, one per host in the order they were made.
    @MainActor
    public func run(tracing: Bool) async -> (transcript: String, traces: [(host: String, trace: FrameTrace)]) {
        let run = await run(tracing: tracing, keepingHosts: tracing)
        return (run.transcript, run.traces)
    }

    /// Runs the scenario and returns its transcript and, for each host it made (in the
    /// order it made them), its name, its frame trace (with `tracing`) and an SVG picture of
    /// its window as the scenario left it (``ViewHost/snapshot()``).
    @MainActor
    public func run(tracing: Bool, pictures: Bool)
        async -> (transcript: String, traces: [(host: String, trace: FrameTrace)], pictures: [(host: String, svg: String)]) {
        let run = await run(tracing: tracing, keepingHosts: tracing || pictures)
        return (run.transcript, tracing ? run.traces : [], pictures ? run.collector.pictures : [])
    }

    @MainActor
    private func run(tracing: Bool, keepingHosts: Bool) async -> (transcript: String, traces: [(host: String, trace: FrameTrace)], collector: HostCollector) {
        let transcript = Transcript()
        let collector = HostCollector(isOn: keepingHosts, tracing: tracing)
        await Transcript.$current.withValue(transcript) {
            do {
                try await body(Lab(hosts: collector))
            } catch {
                print("# error: \(error)")
            }
        }
        return (transcript.contents, collector.traces, collector)
    }
}

/// The hosts of one scenario run, when it traces or its pictures are asked for.
@MainActor
final class HostCollector {
    let isOn: Bool
    let tracing: Bool
    private var hosts: [(name: String, trace: () -> FrameTrace, picture: () -> String)] = []

    init(isOn: Bool, tracing: Bool) {
        self.isOn = isOn
        self.tracing = tracing
    }

    func add<V: View>(_ host: ViewHost<V>) {
        guard isOn else { return }
        hosts.append(("\(V.self)", { host.trace }, { host.snapshot() }))
    }

    var traces: [(host: String, trace: FrameTrace)] { hosts.map { ($0.name, $0.trace()) } }
    var pictures: [(host: String, svg: String)] { hosts.map { ($0.name, $0.picture()) } }
}

/// What a scenario drives its views with: hosts whose diagnostics print inline, marked,
/// and step markers that say what the user did.
@MainActor
public struct Lab {
    let hosts: HostCollector

    /// The start of a transcript line that is one of the engine's diagnostics (`» engine:
    /// onChange(of: Int) action tried to update multiple times per frame.`): what SwiftUI
    /// prints to the console there, part of what the scenario shows — expected output, not
    /// a failure — and told apart from the lines the article's code prints.
    public nonisolated static let diagnosticMarker = "» engine: "

    /// Mounts `view` in a host whose diagnostics (after ``diagnosticMarker``) and
    /// `_printChanges()` lines are printed into the transcript where they happen, as SwiftUI
    /// prints them to the console.
    public func host<V: View>(_ view: V, configuration: HostConfiguration = .init()) -> ViewHost<V> {
        var configuration = configuration
        configuration.echoesDiagnosticsToStandardError = false
        configuration.diagnosticHandler = { diagnostic in print(Lab.diagnosticMarker + diagnostic.message) }
        configuration.printChangesHandler = { line in print(line) }
        configuration.tracesFrames = configuration.tracesFrames || hosts.tracing
        step("mount \(V.self)")
        let host = ViewHost(view, configuration: configuration)
        hosts.add(host)
        return host
    }

    /// Prints a step marker (`# tap "change"`): lines starting with `# ` are the lab's,
    /// lines starting with ``diagnosticMarker`` the engine's diagnostics, every other line
    /// is printed by the article's code (or by the `_printChanges()` it calls).
    public func step(_ description: String) {
        print("# \(description)")
    }

    /// Taps a button, with a step marker.
    public func tap<V: View>(_ title: String, in host: ViewHost<V>) throws {
        step("tap \"\(title)\"")
        try host.tap(title)
    }
}
