import Testing
import ViewEngine
import OnChangeCompat
import TestSupport

/// The example of the Getting started article ("Write a view and drive it") runs as the
/// article says: `0 → 0` at the first frame, `0 → 1` after the tap, and that rendering.
@MainActor
@Suite("Getting started example")
struct GettingStartedExampleTests {
    @MainActor final class Printed { var lines: [String] = [] }

    struct Counter: View {
        let printed: Printed
        @State var count = 0
        var body: some View {
            VStack {
                Text("count: \(count)")
                Button("+") { count += 1 }
            }
            .onChange(of: count, initial: true) { oldValue, newValue in
                printed.lines.append("\(oldValue) → \(newValue)")
            }
        }
    }

    @Test func theExampleRunsAsDocumented() throws {
        let printed = Printed()
        let host = ViewHost(testing: Counter(printed: printed))
        #expect(printed.lines == ["0 → 0"])
        try host.tap("+")
        #expect(printed.lines == ["0 → 0", "0 → 1"])
        #expect(host.render() == """
            VStack
              Text "count: 1"
              Button "+"
            """)
        #expect(host.diagnostics.isEmpty)
    }
}
