import Testing

/// Runs `body`, in which the driver calls of every ``TestHost`` must emit exactly the
/// diagnostics `messages` (in any order, each as often as listed) besides those they
/// may emit anyway; a listed diagnostic that no call emitted is an `Issue` here.
///
/// ```swift
/// withExpectedDiagnostics("onChange(of: Int) action tried to update multiple times per frame.") {
///     host.tap("change")
/// }
/// let host = withExpectedDiagnostics("…") { TestHost(LoopTest()) }   // returns what `body` returns
/// ```
///
/// An unlisted diagnostic is an `Issue` at the driver call that emitted it (when its host
/// is exhaustive). Expectations nest: an inner one is fulfilled first.
///
/// - Parameters:
///   - messages: The exact `Diagnostic.message`s expected.
///   - sourceLocation: Where a diagnostic that never came is reported.
///   - body: The driver calls that should emit them.
@MainActor
@discardableResult
public func withExpectedDiagnostics<Result>(
    _ messages: String...,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Result
) rethrows -> Result {
    let expectations = DiagnosticExpectations(messages, parent: DiagnosticExpectations.current)
    defer { expectations.recordMissing(at: sourceLocation) }
    return try DiagnosticExpectations.$current.withValue(expectations) { try body() }
}

/// `withExpectedDiagnostics(_:sourceLocation:_:)` around asynchronous driver calls.
///
/// ```swift
/// await withExpectedDiagnostics("settle() stopped after 1000 steps with work still running.") {
///     await host.settle()
/// }
/// ```
@MainActor
@discardableResult
public func withExpectedDiagnostics<Result>(
    _ messages: String...,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let expectations = DiagnosticExpectations(messages, parent: DiagnosticExpectations.current)
    defer { expectations.recordMissing(at: sourceLocation) }
    return try await DiagnosticExpectations.$current.withValue(expectations) { try await body() }
}

/// The diagnostics a `withExpectedDiagnostics(_:sourceLocation:_:)` scope still
/// expects, innermost scope first.
@MainActor
final class DiagnosticExpectations: Sendable {
    /// The innermost scope of the current task.
    @TaskLocal static var current: DiagnosticExpectations?

    private var pending: [String]
    private let parent: DiagnosticExpectations?

    init(_ messages: [String], parent: DiagnosticExpectations?) {
        pending = messages
        self.parent = parent
    }

    /// Crosses `message` off this scope's list, or an enclosing one's; false if no scope expected it.
    func fulfil(_ message: String) -> Bool {
        if let index = pending.firstIndex(of: message) {
            pending.remove(at: index)
            return true
        }
        return parent?.fulfil(message) ?? false
    }

    /// Records an `Issue` for each expected diagnostic that did not come.
    func recordMissing(at sourceLocation: SourceLocation) {
        for message in pending {
            Issue.record("Expected diagnostic was not emitted: \"\(message)\"", sourceLocation: sourceLocation)
        }
        pending.removeAll()
    }
}
