import Testing
import ViewEngine

/// A `ViewHost` for Swift Testing: every driver call reports its failures
/// at the line that made it, and, exhaustively, every diagnostic the test did not expect.
///
/// ```swift
/// import Testing
/// import ViewEngine
/// import ViewEngineTesting
///
/// @MainActor @Test func counting() {
///     let host = TestHost(Counter())
///     host.tap("+")                 // no `try`: a missing button is an Issue on this line
///     #expect(host.render() == #"Button "+""#)
///     withExpectedDiagnostics("onChange(of: Int) action tried to update multiple times per frame.") {
///         host.tap("loop")          // any other diagnostic would be an Issue on this line
///     }
/// }
/// ```
///
/// Each driver call records:
/// - a thrown `HostError` as an `Issue` at the call;
/// - when the host ``isExhaustive`` (the default), an `Issue` at the call for each
///   diagnostic the call caused that no enclosing `withExpectedDiagnostics(_:sourceLocation:_:)`
///   expected. Diagnostics that work between calls emitted (a task you awaited
///   yourself) are reported at the next call, which says so.
///
/// Drivers are thin: each is one line over the `ViewHost` driver of the
/// same name. The underlying host is ``host``, for what this type does not wrap (for
/// example to `#expect(throws:)` a `HostError` on purpose).
@MainActor
public final class TestHost<Root: View> {
    /// The host this one drives.
    ///
    /// ```swift
    /// #expect(throws: HostError.self) { try host.host.tap("missing") }
    /// ```
    public let host: ViewHost<Root>

    /// Whether a diagnostic no `withExpectedDiagnostics(_:sourceLocation:_:)` expected
    /// is an `Issue` (`true`, the default), or is only kept in ``diagnostics``.
    ///
    /// ```swift
    /// let host = TestHost(ContentView(), exhaustive: false)   // diagnostics are not checked
    /// ```
    public var isExhaustive: Bool

    /// How many of the host's diagnostics have been checked.
    private var checkedDiagnostics = 0

    /// Mounts `root` and runs its first frame, which is a driver call: its diagnostics
    /// are checked at the line that creates the host.
    ///
    /// ```swift
    /// let host = TestHost(ContentView())
    /// let host = withExpectedDiagnostics("…") { TestHost(LoopTest()) }   // the first frame diagnoses
    /// ```
    ///
    /// - Parameters:
    ///   - root: The view to mount.
    ///   - configuration: The host's settings; by default diagnostics are not echoed to
    ///     standard error, since the test checks them.
    ///   - exhaustive: Whether unexpected diagnostics are issues (see ``isExhaustive``).
    ///   - sourceLocation: Where issues of the first frame are reported.
    public init(
        _ root: Root,
        configuration: HostConfiguration = HostConfiguration(echoesDiagnosticsToStandardError: false),
        exhaustive: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        host = ViewHost(root, configuration: configuration)
        isExhaustive = exhaustive
        checkDiagnostics(causedBy: sourceLocation)
    }

    /// Hosts `app`, showing the scene named `scene` (its identifier, title or kind) or
    /// its first window, as `ViewHost(app:scene:configuration:)` does; the first frame's
    /// diagnostics are checked at the line that creates the host.
    ///
    /// ```swift
    /// let host = TestHost(app: NotesApp())
    /// let settings = TestHost(app: NotesApp(), scene: "Settings")
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app to host.
    ///   - scene: The name of the scene to show, or `nil` for the first window.
    ///   - configuration: The host's settings; by default diagnostics are not echoed to
    ///     standard error, since the test checks them.
    ///   - exhaustive: Whether unexpected diagnostics are issues (see ``isExhaustive``).
    ///   - sourceLocation: Where issues of the first frame are reported.
    public convenience init<A: App>(
        app: A,
        scene: String? = nil,
        configuration: HostConfiguration = HostConfiguration(echoesDiagnosticsToStandardError: false),
        exhaustive: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) where Root == HostedApp<A> {
        self.init(HostedApp(app, scene: scene), configuration: configuration, exhaustive: exhaustive,
                  sourceLocation: sourceLocation)
    }

    /// The root view; change it with ``setRoot(_:sourceLocation:)``.
    ///
    /// ```swift
    /// #expect(host.root.label == "a")
    /// ```
    public var root: Root { host.root }

    /// The runtime warnings emitted so far, in order, expected or not.
    ///
    /// ```swift
    /// #expect(host.diagnostics.map(\.message) == [])
    /// ```
    public var diagnostics: [Diagnostic] { host.diagnostics }

    // MARK: Running a driver call

    /// Runs one driver call on ``host``: a thrown error becomes an `Issue` at
    /// `sourceLocation`, and so does each unexpected diagnostic the call caused.
    /// Every synchronous driver is one line over this.
    @discardableResult
    func drive<Result>(_ sourceLocation: SourceLocation, _ call: (ViewHost<Root>) throws -> Result) -> Result? {
        checkDiagnostics(emittedBetweenCallsBefore: sourceLocation)
        defer { checkDiagnostics(causedBy: sourceLocation) }
        do {
            return try call(host)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
            return nil
        }
    }

    /// ``drive(_:_:)`` for the asynchronous drivers.
    @discardableResult
    func drive<Result>(
        _ sourceLocation: SourceLocation, _ call: (ViewHost<Root>) async throws -> Result
    ) async -> Result? {
        checkDiagnostics(emittedBetweenCallsBefore: sourceLocation)
        defer { checkDiagnostics(causedBy: sourceLocation) }
        do {
            return try await call(host)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Checks the diagnostics emitted since the last check, as caused by the call at
    /// `sourceLocation`.
    private func checkDiagnostics(causedBy sourceLocation: SourceLocation) {
        check(sourceLocation) { "Unexpected diagnostic: \($0)" }
    }

    /// Checks diagnostics emitted while no driver call ran (by work the test awaited
    /// itself), reporting them at the call about to run.
    private func checkDiagnostics(emittedBetweenCallsBefore sourceLocation: SourceLocation) {
        check(sourceLocation) { "Unexpected diagnostic, emitted before this call by work that ran between driver calls: \($0)" }
    }

    private func check(_ sourceLocation: SourceLocation, _ describe: (String) -> String) {
        let diagnostics = host.diagnostics
        defer { checkedDiagnostics = diagnostics.count }
        for diagnostic in diagnostics[checkedDiagnostics...] {
            if DiagnosticExpectations.current?.fulfil(diagnostic.message) == true { continue }
            if isExhaustive {
                Issue.record(Comment(rawValue: describe("\"\(diagnostic.message)\"")), sourceLocation: sourceLocation)
            }
        }
    }
}
