import ViewEngine

// "Understanding SwiftUI's onChange", "Alternatives to onChange" › The Combine version of
// onChange. `import Combine` is dropped: `Just` is ViewEngine's, an AsyncSequence.

struct CombineVersion: View {
    @State var t = 0
    var body: some View {
        VStack {
            Button("change") {
                t += 1
            }
        }
        .onAppearAndOnChange(of: t, perform: { value in
            print(value)
        })
    }
}

public extension View {
    func onAppearAndOnChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        onReceive(Just(value), perform: action)
    }
}

extension Scenarios {
    static var combineVersion: Scenario {
        Scenario("CombineVersion", article: "Understanding SwiftUI's onChange",
                 summary: "onReceive(Just(value)) acts like onAppear + onChange") { lab in
            let host = lab.host(CombineVersion())
            await lab.settle(host)
            for _ in 0..<2 {
                try lab.tap("change", in: host)
                await lab.settle(host)
            }
        }
    }
}
