import ViewEngine

// "Observing the Same Value with Multiple onChange Events": the article's code plus the
// `let _ = print("render loop")` that its printed output implies (the listing omits it).
struct InOneLoop: View {
    @State var t = 0
    var body: some View {
        let _ = print("render loop")
        VStack {
            Button("change") {
                t += 1 // t = 1
            }
            // onChange1
            .onChange(of: t) { [t] newValue in
                print("onChange1: old:\(t) new:\(newValue)")
                    self.t += 1
            }
            // onChange2
            .onChange(of: t) { [t] newValue in
                print("onChange2 old:\(t) new:\(newValue)")
            }
        }
    }
}

extension Scenarios {
    static let inOneLoop = Scenario(
        "InOneLoop", article: "Understanding SwiftUI's onChange",
        summary: "Observers of one value see the same old/new pair in a pass; the loop is cut off"
    ) { lab in
        let host = lab.host(InOneLoop())
        // The article's output (old:3 new:4) is that of the second tap.
        try lab.tap("change", in: host)
        try lab.tap("change", in: host)
    }
}
