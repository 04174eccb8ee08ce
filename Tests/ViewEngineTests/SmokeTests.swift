import Testing
@testable import ViewEngine

@MainActor
struct SmokeTests {
    struct LoopTest: View {
        let log: Log
        @State var t = 0
        var body: some View {
            let _ = log("frame")
            VStack {
                Text("\(t)")
                    .onChange(of: t) { _ in
                        t += 1
                        log("\(t)")
                    }
                    .onAppear(perform: { t += 1 })
            }
        }
    }

    @Test func loopTest() {
        let log = Log()
        let host = ViewHost(LoopTest(log: log), configuration: .quiet)
        #expect(log.take() == ["frame", "frame", "2", "frame", "3", "frame", "4", "frame", "5", "frame", "6", "frame", "7", "frame"])
        #expect(host.diagnostics.map(\.message) == ["onChange(of: Int) action tried to update multiple times per frame."])
        #expect(host.render() == "VStack\n  Text \"7\"")
    }

    struct InOneLoop: View {
        let log: Log
        @State var t = 0
        var body: some View {
            let _ = log("render loop")
            VStack {
                Button("change") { t += 1 }
                    .onChange(of: t) { [t] newValue in
                        log("onChange1: old:\(t) new:\(newValue)")
                        self.t += 1
                    }
                    .onChange(of: t) { [t] newValue in
                        log("onChange2 old:\(t) new:\(newValue)")
                    }
            }
        }
    }

    @Test func inOneLoop() throws {
        let log = Log()
        let host = ViewHost(InOneLoop(log: log), configuration: .quiet)
        #expect(log.take() == ["render loop"])
        try host.tap("change")
        #expect(log.take() == ["render loop", "onChange1: old:0 new:1", "onChange2 old:0 new:1",
                               "render loop", "onChange1: old:1 new:2", "onChange2 old:1 new:2", "render loop"])
        try host.tap("change")
        #expect(log.take() == ["render loop", "onChange1: old:3 new:4", "onChange2 old:3 new:4",
                               "render loop", "onChange1: old:4 new:5", "onChange2 old:4 new:5", "render loop"])
        #expect(host.diagnostics.count == 4)
    }

    @Test func missingButton() {
        let host = ViewHost(InOneLoop(log: Log()), configuration: .quiet)
        #expect(throws: HostError.self) { try host.tap("nope") }
        do { try host.tap("nope") } catch { #expect("\(error)" == "HostError: no Button titled \"nope\". Buttons on screen: \"change\".") }
    }
}
