import Testing
import ViewEngine
import TestSupport

/// The README's 30-second example compiles and behaves as the README says.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
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

    @Test func theExampleRunsAsDocumented() throws {
        let host = ViewHost(testing: InOneLoop())
        try host.tap("change")
        #expect(host.diagnostics.map(\.message) == ["onChange(of: Int) action tried to update multiple times per frame."])
        #expect(host.render() == "Button \"change\"")
    }
}
