import ViewEngine

// "Understanding SwiftUI's onChange", "Alternatives to onChange" › The Combine version of
// onChange, second example. The article names it `CombineVersion` again; here it is
// `CombineVersion2`, beside the first. `onAppearAndOnChange` is in CombineVersion.swift.

struct CombineVersion2: View {
    @State var t = 0
    @State var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("change n"){
                n += 1
                t += 0
            }
        }
        .onAppearAndOnChange(of: t, perform: { value in
            print("combine \(t)")
        })
        .onChange(of: t){ value in
            print("onChange \(t)")
        }
    }
}

extension Scenarios {
    static var combineVersion2: Scenario {
        Scenario("CombineVersion2", article: "Understanding SwiftUI's onChange",
                 summary: "onReceive(Just(t)) fires at every re-evaluation; onChange(of: t) only when t changes") { lab in
            let host = lab.host(CombineVersion2())
            await lab.settle(host)
            for _ in 0..<3 {
                try lab.tap("change n", in: host)
                await lab.settle(host)
            }
        }
    }
}
