import Foundation
import Testing

// The tests of ViewEngineTesting check that a failing driver call, or a diagnostic nobody
// expected, records an issue at the line of the call, with its message. They cause those
// issues on purpose. `withKnownIssue` would take them, but Swift Testing prints each as
// "recorded a known issue" (and the run as "passed … with N known issues"), which a reader
// takes for a failure or a gap; they are neither. Here a test takes them instead, as a value
// it checks whole: `issues(recordedBy:)` returns the issues `body` recorded, and the suite's
// `.takesIssuesCausedOnPurpose` trait keeps them from the test's result. An issue that is
// missing, extra, at another line or with another text fails the test's `#expect`.

/// The issues recorded while a test runs `issues(recordedBy:)`'s body.
///
/// Invariant (`@unchecked Sendable`): `taken` is read and written only under `lock`.
final class IssueTaker: @unchecked Sendable {
    /// The taker of the `issues(recordedBy:)` running in this task, if any.
    @TaskLocal static var current: IssueTaker?

    private let lock = NSLock()
    private var taken: [Issue] = []

    /// Keeps `issue`.
    func take(_ issue: Issue) {
        lock.withLock { taken.append(issue) }
    }

    /// The issues taken, in the order they were recorded.
    var issues: [Issue] { lock.withLock { taken } }
}

extension Trait where Self == IssueHandlingTrait {
    /// The issues recorded inside `issues(recordedBy:)` go to it, not to the test's result;
    /// every other issue is the test's, as without the trait.
    static var takesIssuesCausedOnPurpose: Self {
        .compactMapIssues { issue in
            guard let taker = IssueTaker.current else { return issue }
            taker.take(issue)
            return nil
        }
    }
}

/// The issues `body` records, in order, taken from the test (its suite has
/// `.takesIssuesCausedOnPurpose`); the test checks them with `#expect`.
func issues(recordedBy body: () throws -> Void) rethrows -> [Issue] {
    let taker = IssueTaker()
    try IssueTaker.$current.withValue(taker) { try body() }
    return taker.issues
}

/// The issues `body` records, in order, taken from the test (its suite has
/// `.takesIssuesCausedOnPurpose`); the test checks them with `#expect`. On the main actor,
/// where the tests that drive a host run.
@MainActor
func issues(recordedBy body: @MainActor () async throws -> Void) async rethrows -> [Issue] {
    let taker = IssueTaker()
    try await IssueTaker.$current.withValue(taker) { try await body() }
    return taker.issues
}

extension Issue {
    /// The issue as a test compares it: `File.swift:LINE: text`, where the text is the
    /// caught error's description, or else the comments (one line each, joined by " | ").
    var located: String {
        let place = sourceLocation.map { "\($0.fileName):\($0.line)" } ?? "no location"
        let text = error.map { String(describing: $0) } ?? comments.map(\.rawValue).joined(separator: " | ")
        return "\(place): \(text)"
    }
}
