import ViewEngine

// "What is the execution order of multiple onChange?": the article's ContentView,
// unchanged but for its name (the lab has several ContentViews).
struct ExecutionOrder: View {
    @State var text = ""
    var body: some View {
        VStack {
            Button("Change") {
                text += "1"
            }
            .onChange(of: text) { _ in
                print("TextField1")
            }
            .onChange(of: text) { _ in
                print("TextField2")
            }
        }
        .onChange(of: text, perform: { _ in
            print("VStack")
        })
    }
}

extension Scenarios {
    static let executionOrder = Scenario(
        "ExecutionOrder", article: "Understanding SwiftUI's onChange",
        summary: "Several onChange run inside out, in the order they were applied"
    ) { lab in
        let host = lab.host(ExecutionOrder())
        try lab.tap("Change", in: host)
    }
}
