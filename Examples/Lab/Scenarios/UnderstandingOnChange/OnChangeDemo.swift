import ViewEngine

// "How to use onChange": the article's code, unchanged.
struct OnChangeDemo:View{
    @State var t = 0
    var body: some View{
        Button("change"){
            t += 1
        }
        .onChange(of: t, perform: { value in
            print(value)
        })
    }
}

extension Scenarios {
    static let onChangeDemo = Scenario(
        "OnChangeDemo", article: "Understanding SwiftUI's onChange",
        summary: "Each tap increments t; onChange prints the new value"
    ) { lab in
        let host = lab.host(OnChangeDemo())
        for _ in 1...3 { try lab.tap("change", in: host) }
    }
}
