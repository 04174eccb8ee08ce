import Testing
import ViewEngine
import OnChangeCompat

/// The README's second example compiles and runs as the README says.
@MainActor
@Suite("README modern example")
struct ReadmeModernExampleTests {
    @MainActor final class Printed { var lines: [String] = [] }

    struct Counter: View {
        let printed: Printed
        @State var count = 0
        var body: some View {
            Button("+") { count += 1 }
                .onChange(of: count, initial: true) { oldValue, newValue in
                    printed.lines.append("\(oldValue) → \(newValue)")
                }
                .task(id: count) { try? await Task.sleep(for: .seconds(1)) }
        }
    }

    @Test func theExampleRunsAsDocumented() async throws {
        let printed = Printed()
        let host = ViewHost(Counter(printed: printed), configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
        try host.tap("+")
        await host.advance(by: .seconds(1))
        #expect(printed.lines == ["0 → 0", "0 → 1"])
        #expect(host.diagnostics.isEmpty)
    }
}
