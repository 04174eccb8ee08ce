import Testing
import ViewEngine
import ViewEngineTesting

/// The example of the ViewEngineTesting article (`ViewEngineTesting.docc`) behaves as
/// the article says: the expected cut-off diagnostic is no issue, the mistyped title is
/// an issue on its own line.
@MainActor
@Suite("ViewEngineTesting article example", .takesIssuesCausedOnPurpose)
struct ArticleExampleTests {
    /// The README's 30-second example view (it uses the legacy API on purpose).
    struct InOneLoop: View {
        @State var t = 0
        var body: some View {
            Button("change") { t += 1 }
                .onChange(of: t) { [t] newValue in
                    print("old:\(t) new:\(newValue)")
                    self.t += 1
                }
        }
    }

    @Test func theLoopIsCutOff() {
        let host = TestHost(InOneLoop())
        withExpectedDiagnostics("onChange(of: Int) action tried to update multiple times per frame.") {
            host.tap("change")
        }
        let line = #line + 2
        let recorded = issues {
            host.tap("Change")
        }
        #expect(recorded.map(\.located) == [
            #"ArticleExampleTests.swift:\#(line): HostError: no Button titled "Change". Did you mean "change"? Buttons on screen: "change"."#,
        ])
        #expect(recorded.map { ($0.error as? HostError)?.suggestions } == [["change"]])
    }
}
