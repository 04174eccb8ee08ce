import ViewEngine

/// One runnable example of a seed article.
public struct Scenario: Sendable {
    /// The name used by `onchange-lab run NAME` (the article's view name).
    public let name: String
    /// The seed article it comes from (a file in `../shared/seeds/`).
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
        let transcript = Transcript()
        await Transcript.$current.withValue(transcript) {
            do {
                try await body(Lab())
            } catch {
                print("# error: \(error)")
            }
        }
        return transcript.contents
    }
}

/// What a scenario drives its views with: hosts whose diagnostics print inline, and
/// step markers that say what the user did.
@MainActor
public struct Lab {
    /// Mounts `view` in a host whose diagnostics are printed into the transcript where
    /// they happen, as SwiftUI prints them to the console.
    public func host<V: View>(_ view: V, configuration: HostConfiguration = .init()) -> ViewHost<V> {
        var configuration = configuration
        configuration.echoesDiagnosticsToStandardError = false
        configuration.diagnosticHandler = { diagnostic in print(diagnostic.message) }
        step("mount \(V.self)")
        return ViewHost(view, configuration: configuration)
    }

    /// Prints a step marker (`# tap "change"`): lines starting with `# ` are the lab's,
    /// every other line is printed by the article's code or by the engine.
    public func step(_ description: String) {
        print("# \(description)")
    }

    /// Taps a button, with a step marker.
    public func tap<V: View>(_ title: String, in host: ViewHost<V>) throws {
        step("tap \"\(title)\"")
        try host.tap(title)
    }
}
