import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: modifiers whose effect code can observe are behaviour, not records.
@MainActor
@Suite("R23 Hit testing and line limits")
struct R23HitTestingAndLineLimitTests {
    struct Panel: View {
        let log: Log
        @State var locked = true
        var body: some View {
            VStack {
                Button("Hidden") { log("hidden") }.hidden()
                VStack {
                    Button("Inner") { log("inner") }
                        .allowsHitTesting(true)
                    Toggle("Flag", isOn: .constant(false))
                }
                .allowsHitTesting(!locked)
                Button("Unlock") { locked = false }
            }
        }
    }

    /// `allowsHitTesting(_:)`: "Configures whether this view participates in hit test
    /// operations" — with `false`, nothing inside receives a touch (an inner `true` does not
    /// give it back); `hidden()`: "Hides this view unconditionally" — a hidden view is not
    /// touched either.
    @Test func viewsThatTakeNoTouchesRefuseTheDrivers() throws {
        let log = Log()
        let host = ViewHost(testing: Panel(log: log))
        let hidden = #expect(throws: HostError.self) { try host.tap("Hidden") }
        #expect(hidden?.reason == .notHitTestable("hidden"))
        let inner = #expect(throws: HostError.self) { try host.tap("Inner") }
        #expect(inner?.reason == .notHitTestable("allowsHitTesting(false)"))
        #expect(inner?.description == "HostError: the Button titled \"Inner\" receives no touches: it is inside a view with allowsHitTesting(false), so nothing was done.")
        #expect(throws: HostError.self) { try host.toggle("Flag") }
        try host.tap("Unlock")
        try host.tap("Inner")
        #expect(log.take() == ["inner"])
    }

    struct LineLimitReader: View {
        @Environment(\.lineLimit) var lineLimit
        var body: some View { Text("lines: \(lineLimit.map(String.init) ?? "none")") }
    }

    /// `lineLimit(_:reservesSpace:)` and the range forms set the environment's line limit
    /// as `lineLimit(_:)` does: "Sets to a closed range the number of lines that text can
    /// occupy in this view" — a view reading `\.lineLimit` sees the most lines.
    @Test func everyLineLimitFormSetsTheEnvironmentsLineLimit() {
        let host = TestHost(VStack {
            LineLimitReader().lineLimit(2, reservesSpace: true)
            LineLimitReader().lineLimit(3...6)
            LineLimitReader().lineLimit(...4)
            LineLimitReader().lineLimit(2...)
            LineLimitReader().lineLimit(5)
            LineLimitReader()
        })
        #expect(host.render() == """
            VStack
              Text "lines: 2"
              Text "lines: 6"
              Text "lines: 4"
              Text "lines: none"
              Text "lines: 5"
              Text "lines: none"
            """)
    }
}
