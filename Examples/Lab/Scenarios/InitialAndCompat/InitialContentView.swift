import ViewEngine
import OnChangeCompat

// The Japanese article's first example, unchanged but for its name, on the OnChangeCompat
// backport of `onChange(of:initial:_:)`.
struct InitialContentView: View {
    @State var count: Int = 0
    var body: some View {
        VStack {
            Text("count: \(count)")
            Button("+") {
                count += 1
            }
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            print("\(oldValue) → \(newValue)")
        }
    }
}

extension Scenarios {
    static let initialContentView = Scenario(
        "InitialContentView", article: "iOS 17 の新しい onChange(of:initial:_:) とその互換実装",
        summary: "initial: true runs the action with (value, value) when the view appears"
    ) { lab in
        let host = lab.host(InitialContentView())
        try lab.tap("+", in: host)
        try lab.tap("+", in: host)
    }
}
