import ViewEngine

// The English seed: "usually we use onChange to observe changes in data wrapped by
// @State, @StateObject, or @ObservableObject". An ObservableObject invalidates the views
// holding it as a whole (Rules R15): writing `b` re-evaluates the view, which re-compares
// `onChange(of: model.a)` — and it does not fire, because `a` did not change.
final class CounterModel: ObservableObject {
    @Published var a = 0
    @Published var b = 0
}

struct ObservableObjectDemo: View {
    @StateObject var model = CounterModel()
    var body: some View {
        let _ = print("body: a=\(model.a) b=\(model.b)")
        VStack {
            Button("a += 1") { model.a += 1 }
            Button("b += 1") { model.b += 1 }
        }
        .onChange(of: model.a) { [a = model.a] newValue in
            print("onChange(of: model.a) \(a) -> \(newValue)")
        }
        .onReceive(model.$b) { value in
            print("onReceive(model.$b) \(value)")
        }
    }
}

extension Scenarios {
    static let observableObjectDemo = Scenario(
        "ObservableObjectDemo", article: "Understanding SwiftUI's onChange",
        summary: "@StateObject: any @Published write re-evaluates the view; onChange fires only for its value"
    ) { lab in
        let host = lab.host(ObservableObjectDemo())
        await lab.settle(host)
        try lab.tap("b += 1", in: host)
        await lab.settle(host)
        try lab.tap("a += 1", in: host)
        await lab.settle(host)
    }
}
