import Testing
import ViewEngine
import ViewEngineTesting

/// A `TestHost` driver call that fails, or that causes a diagnostic the test did not
/// expect, records an `Issue` at the line of that call, not at the `@Test`. Each test
/// checks the issue with `withKnownIssue`: a missing issue, or one at another line or
/// with another text, fails it.
@MainActor
@Suite("TestHost records issues at the driver call")
struct TestHostIssueTests {
    /// A matcher for an issue at `line` of this file whose comment is `comment`.
    private func commented(_ comment: String, at line: Int) -> KnownIssueMatcher {
        { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [comment]
        }
    }

    @Test func aHostErrorIsAnIssueAtTheCall() {
        let host = TestHost(Misbehaving())
        let line = #line + 2
        withKnownIssue {
            host.tap("Arm")
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && (issue.error as? HostError).map(String.init(describing:))
                    == #"HostError: no Button titled "Arm". Did you mean "arm"? Buttons on screen: "arm", "fine"."#
        }
    }

    @Test func everyDriverReportsItsHostErrorAtItsOwnLine() {
        let host = TestHost(Misbehaving())
        let first = #line + 2
        withKnownIssue {
            host.type("x", into: "email")
            host.toggle("flags")
            host.select(tab: "Home")
        } matching: { issue in
            guard let error = issue.error as? HostError, issue.sourceLocation?.fileID == #fileID else { return false }
            switch error.control {
            case "TextField": return issue.sourceLocation?.line == first
            case "Toggle": return issue.sourceLocation?.line == first + 1 && error.suggestions == ["flag"]
            case "Tab": return issue.sourceLocation?.line == first + 2
            default: return false
            }
        }
    }

    @Test func anUnexpectedDiagnosticIsAnIssueAtTheCallThatCausedIt() {
        let host = TestHost(Misbehaving())
        host.tap("fine")
        let line = #line + 2
        withKnownIssue {
            host.tap("arm")
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["Unexpected diagnostic: \"\(modifyingStateDuringUpdate)\""]
        }
        #expect(host.diagnostics.map(\.message) == [modifyingStateDuringUpdate])
    }

    @Test func anExpectedDiagnosticIsNoIssue() {
        let host = TestHost(Misbehaving())
        withExpectedDiagnostics(modifyingStateDuringUpdate) {
            host.tap("arm")
        }
        host.tap("fine")   // the body is armed: each frame writes again, expected here too
        #expect(host.diagnostics.count == 1)   // the write in body does not dirty the view: no new frame diagnoses
    }

    @Test func anExpectedDiagnosticThatNeverCameIsAnIssueAtTheExpectation() {
        let host = TestHost(Misbehaving())
        let line = #line + 2
        withKnownIssue {
            withExpectedDiagnostics(modifyingStateDuringUpdate) {
                host.tap("fine")
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["Expected diagnostic was not emitted: \"\(modifyingStateDuringUpdate)\""]
        }
    }

    @Test func theFirstFrameIsCheckedAtTheLineThatCreatesTheHost() {
        let line = #line + 2
        withKnownIssue {
            _ = TestHost(Misbehaving(armed: true))
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["Unexpected diagnostic: \"\(modifyingStateDuringUpdate)\""]
        }
        let host = withExpectedDiagnostics(modifyingStateDuringUpdate) { TestHost(Misbehaving(armed: true)) }
        #expect(host.diagnostics.count == 1)
    }

    @Test func aNonExhaustiveHostKeepsDiagnosticsWithoutIssues() {
        let host = TestHost(Misbehaving(), exhaustive: false)
        host.tap("arm")
        #expect(host.diagnostics.map(\.message) == [modifyingStateDuringUpdate])
        #expect(host.isExhaustive == false)
    }

    @Test func aDiagnosticCausedOutsideTheTestHostIsReportedAtTheNextCall() throws {
        let host = TestHost(Misbehaving())
        try host.host.tap("arm")   // the underlying host: nothing checks this call
        let line = #line + 2
        withKnownIssue {
            host.tap("fine")
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    "Unexpected diagnostic, emitted before this call by work that ran between driver calls: \"\(modifyingStateDuringUpdate)\"",
                ]
        }
    }

    @Test func anAsynchronousDriverReportsAtItsLine() async {
        var configuration = HostConfiguration(echoesDiagnosticsToStandardError: false)
        configuration.settleStepLimit = 3
        let host = TestHost(Endless(), configuration: configuration)
        let line = #line + 2
        await withKnownIssue {
            await host.settle()
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["Unexpected diagnostic: \"settle() stopped after 3 steps with work still running.\""]
        }
        // advance(by:) settles before and after moving the clock: two diagnostics.
        let stopped = "settle() stopped after 3 steps with work still running."
        await withExpectedDiagnostics(stopped, stopped) {
            await host.advance(by: .seconds(1))
        }
        #expect(host.diagnostics.count == 3)
    }

    @Test func expectationsCountAndNest() {
        let host = TestHost(Misbehaving())
        withExpectedDiagnostics(modifyingStateDuringUpdate) {
            withExpectedDiagnostics {   // expects nothing itself: the outer scope takes it
                host.tap("arm")
            }
        }
        let line = #line + 2
        withKnownIssue {
            withExpectedDiagnostics("a", "a") {}
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["Expected diagnostic was not emitted: \"a\""]
        }
    }
}
