import ViewEngine

// "How to get the OldValue of the observed value": the article's code, with one change:
// it prints "余值为 2" (the remainder is 2) and "不满足条件" (the condition is not met),
// from its Chinese original; the lab prints them in English, with the two values, so the
// transcript shows the old value the capture list gave. `Int.random(in:)` is the lab's
// reproducible one, so the transcript is the same on every run.
struct OldValue: View {
    @State var t = 1
    var body: some View {
        Button("change") {
            t = Int.random(in: 1...5)
        }
        .onChange(of: t) { [t] newValue in
            let oldValue = t
            if newValue % oldValue == 2 {
                print("\(newValue) % \(oldValue) == 2: remainder is 2")
            } else {
                print("\(newValue) % \(oldValue) != 2: condition not met")
            }
        }
    }
}

extension Scenarios {
    static let oldValue = Scenario(
        "OldValue", article: "Understanding SwiftUI's onChange",
        summary: "A capture list [t] gives the legacy onChange the old value"
    ) { lab in
        let host = lab.host(OldValue())
        for _ in 1...12 { try lab.tap("change", in: host) }
    }
}
