import ViewEngine

// "For structure types, an instance of the structure should be used when capturing":
// the article's code, with two changes: `MyData.t` starts at 1 instead of 0. With 0,
// the first change computes `newValue % 0`, which traps in Swift (the article's code
// would crash on its first tap). See CONFORMANCE.md. And its Chinese lines are printed in
// English, with the two values, as in OldValue.
struct OldValue1:View{
    @State var data = MyData()
    var body: some View{
        Button("change"){
            data.t = Int.random(in: 1...5)
        }
        .onChange(of: data.t){ [data] newValue in
            let oldValue = data.t
            if newValue % oldValue == 2 {
                print("\(newValue) % \(oldValue) == 2: remainder is 2")
            } else {
                print("\(newValue) % \(oldValue) != 2: condition not met")
            }
        }
    }
}

struct MyData{
    var t = 1   // the article has 0: `newValue % 0` would trap
}

extension Scenarios {
    static let oldValue1 = Scenario(
        "OldValue1", article: "Understanding SwiftUI's onChange",
        summary: "Capturing the whole struct [data] gives the old value of data.t"
    ) { lab in
        let host = lab.host(OldValue1())
        for _ in 1...12 { try lab.tap("change", in: host) }
    }
}
