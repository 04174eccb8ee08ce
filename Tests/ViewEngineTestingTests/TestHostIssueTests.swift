import Testing
import ViewEngine
import ViewEngineTesting

/// A `TestHost` driver call that fails, or that causes a diagnostic the test did not
/// expect, records an `Issue` at the line of that call, not at the `@Test`. Each test
/// causes the issue on purpose and takes it (`issues(recordedBy:)`,
/// Support/IssuesCausedOnPurpose.swift): a missing issue, an extra one, or one at another
/// line or with another text fails it.
@MainActor
@Suite("TestHost records issues at the driver call", .takesIssuesCausedOnPurpose)
struct TestHostIssueTests {
    /// An issue at `line` of this file with `text`, as ``Issue/located`` writes it.
    private func at(_ line: Int, _ text: String) -> String {
        "TestHostIssueTests.swift:\(line): \(text)"
    }

    @Test func aHostErrorIsAnIssueAtTheCall() {
        let host = TestHost(Misbehaving())
        let line = #line + 2
        let recorded = issues {
            host.tap("Arm")
        }
        #expect(recorded.map(\.located) == [at(line, #"HostError: no Button titled "Arm". Did you mean "arm"? Buttons on screen: "arm", "fine"."#)])
        #expect(recorded.map { $0.error is HostError } == [true])
    }

    @Test func everyDriverReportsItsHostErrorAtItsOwnLine() {
        let host = TestHost(Misbehaving())
        let first = #line + 2
        let recorded = issues {
            host.type("x", into: "email")
            host.toggle("flags")
            host.select(tab: "Home")
        }
        #expect(recorded.map(\.located) == [
            at(first, #"HostError: no TextField titled "email". TextFields on screen: "name"."#),
            at(first + 1, #"HostError: no Toggle titled "flags". Did you mean "flag"? Toggles on screen: "flag"."#),
            at(first + 2, #"HostError: no Tab titled "Home". There are no Tabs on screen."#),
        ])
        #expect(recorded.map { ($0.error as? HostError)?.control } == ["TextField", "Toggle", "Tab"])
        #expect(recorded.map { ($0.error as? HostError)?.suggestions ?? [] } == [[], ["flag"], []])
    }

    @Test func anUnexpectedDiagnosticIsAnIssueAtTheCallThatCausedIt() {
        let host = TestHost(Misbehaving())
        host.tap("fine")
        let line = #line + 2
        let recorded = issues {
            host.tap("arm")
        }
        #expect(recorded.map(\.located) == [at(line, "Unexpected diagnostic: \"\(modifyingStateDuringUpdate)\"")])
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
        let recorded = issues {
            withExpectedDiagnostics(modifyingStateDuringUpdate) {
                host.tap("fine")
            }
        }
        #expect(recorded.map(\.located) == [at(line, "Expected diagnostic was not emitted: \"\(modifyingStateDuringUpdate)\"")])
    }

    @Test func theFirstFrameIsCheckedAtTheLineThatCreatesTheHost() {
        let line = #line + 2
        let recorded = issues {
            _ = TestHost(Misbehaving(armed: true))
        }
        #expect(recorded.map(\.located) == [at(line, "Unexpected diagnostic: \"\(modifyingStateDuringUpdate)\"")])
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
        let recorded = issues {
            host.tap("fine")
        }
        #expect(recorded.map(\.located) == [
            at(line, "Unexpected diagnostic, emitted before this call by work that ran between driver calls: \"\(modifyingStateDuringUpdate)\""),
        ])
    }

    @Test func anAsynchronousDriverReportsAtItsLine() async {
        var configuration = HostConfiguration(echoesDiagnosticsToStandardError: false)
        configuration.settleStepLimit = 3
        let host = TestHost(Endless(), configuration: configuration)
        let line = #line + 2
        let recorded = await issues {
            await host.settle()
        }
        #expect(recorded.map(\.located) == [at(line, "Unexpected diagnostic: \"settle() stopped after 3 steps with work still running.\"")])
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
        let recorded = issues {
            withExpectedDiagnostics("a", "a") {}
        }
        // Each of the two expected "a"s that never came is an issue of its own.
        #expect(recorded.map(\.located) == [at(line, "Expected diagnostic was not emitted: \"a\""),
                                           at(line, "Expected diagnostic was not emitted: \"a\"")])
    }
}
