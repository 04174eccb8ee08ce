import ViewEngine

// "Why does onChange give an error": the article's code, unchanged. Appearance starts
// the loop; the frame started by appearance allows six runs of the action.
struct LoopTest: View {
    @State var t = 0
    var body: some View {
        let _ = print("frame")
        VStack {
            Text("\(t)")
                .onChange(of: t) { _ in
                    t += 1
                    print(t)
                }
                .onAppear(perform: { t += 1 })
        }
    }
}

extension Scenarios {
    static let loopTest = Scenario(
        "LoopTest", article: "Understanding SwiftUI's onChange",
        summary: "An onChange that changes its own value is cut off (6 runs in an appearance frame)"
    ) { lab in
        _ = lab.host(LoopTest())
    }
}
