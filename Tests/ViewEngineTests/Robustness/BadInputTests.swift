import Testing
import ViewEngine
import TestSupport

/// Bad input gets a clear error and loses nothing.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    struct Controls: View {
        let log: Log
        @State var text = ""
        @State var locked = true
        var body: some View {
            VStack {
                Button("save") { log("save") }
                Button("twin") {}
                Button("twin") {}
                Button("locked") {}.disabled(locked)
                TextField("name", text: $text)
            }
        }
    }

    @Test func tappingAMissingButtonNamesTheButtonsThatExist() {
        let host = ViewHost(testing: Controls(log: Log()))
        #expect(throws: HostError(control: "Button", title: "load", reason: .notFound,
                                  availableTitles: ["save", "twin", "twin", "locked"])) {
            try host.tap("load")
        }
        let error = #expect(throws: HostError.self) { try host.tap("load") }
        #expect(error?.description == #"HostError: no Button titled "load". Buttons on screen: "save", "twin", "twin", "locked"."#)
    }

    @Test func anAmbiguousOrDisabledButtonThrows() {
        let host = ViewHost(testing: Controls(log: Log()))
        let ambiguous = #expect(throws: HostError.self) { try host.tap("twin") }
        #expect(ambiguous?.reason == .ambiguous(count: 2))
        let disabled = #expect(throws: HostError.self) { try host.tap("locked") }
        #expect(disabled?.reason == .disabled)
    }

    @Test func otherDriversNameTheirControls() {
        let host = ViewHost(testing: Controls(log: Log()))
        let typing = #expect(throws: HostError.self) { try host.type("x", into: "email") }
        #expect(typing?.description == #"HostError: no TextField titled "email". TextFields on screen: "name"."#)
        let toggling = #expect(throws: HostError.self) { try host.toggle("dark") }
        #expect(toggling?.description == "HostError: no Toggle titled \"dark\". There are no Toggles on screen.")
    }

    @Test func aFailedTapLosesNothing() throws {
        let log = Log()
        let host = ViewHost(testing: Controls(log: log))
        try host.type("abc", into: "name")
        _ = try? host.tap("load")
        try host.tap("save")
        #expect(log.take() == ["save"])
        #expect(host.render().contains(#"TextField "name" = "abc""#))
    }

    struct WritesInBody: View {
        @State var count = 0
        @State var renders = 0
        var body: some View {
            let _ = { renders += 1 }()
            VStack {
                Text("\(count)")
                Button("+") { count += 1 }
            }
        }
    }

    @Test func aBodyThatWritesStateIsDiagnosedAndDoesNotLoop() throws {
        let host = ViewHost(testing: WritesInBody())
        try host.tap("+")
        #expect(host.diagnostics.map(\.message) == Array(repeating: "Modifying state during view update, this will cause undefined behavior.", count: 2))
        #expect(host.diagnostics.map(\.kind) == [.stateModifiedDuringUpdate, .stateModifiedDuringUpdate])
        #expect(host.render() == "VStack\n  Text \"1\"\n  Button \"+\"")
    }

    struct IdentityLoop: View {
        @State var id = 0
        var body: some View {
            Text("\(id)")
                .onAppear { id += 1 }
                .id(id)
        }
    }

    @Test func anEndlessUpdateLoopIsCutOffAndTheHostStaysUsable() {
        let host = ViewHost(testing: IdentityLoop(), configuration: HostConfiguration(maximumPassesPerFrame: 20))
        #expect(host.diagnostics.map(\.kind) == [.updateLoop])
        #expect(host.render() == "Text \"20\"")   // the tree shows the state as it is
    }
}
