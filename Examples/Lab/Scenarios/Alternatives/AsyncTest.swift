import ViewEngine

// "Understanding SwiftUI's onChange", "Alternatives to onChange" › task(id:).
// `CGFloat` is Foundation's on Linux too, and ViewEngine re-exports Foundation as SwiftUI
// does, so the article's code compiles as written.

struct AsyncTest: View {
    @State var t: CGFloat = 0
    var body: some View {
        let _ = print("frame")
        VStack {
            Text("\(t)")
                .task(id: t) {
                    t += 1
                    print(t)
                }
        }
    }
}

extension Scenarios {
    static var asyncTest: Scenario {
        Scenario("AsyncTest", article: "Understanding SwiftUI's onChange",
                 summary: "task(id:) restarts itself at every change and no per-frame limit stops it") { lab in
            // The task never stops restarting: settle() gives up after 5 steps and says so.
            let host = lab.host(AsyncTest(), configuration: HostConfiguration(settleStepLimit: 5))
            await lab.settle(host)
        }
    }
}
