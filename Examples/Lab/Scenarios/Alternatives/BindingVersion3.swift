import ViewEngine

// "Understanding SwiftUI's onChange", "Alternatives to onChange" › onChange for Binding,
// the conditionSet caveat.
//
// The article's extension, as written; it shadows ViewEngine's identical public
// `conditionSet` (State/Binding+Hooks.swift) in this module.

extension Binding {
    func conditionSet(_ condition: @escaping (Value) -> Bool) -> Binding<Value> {
        Binding(get: { wrappedValue },
                set: { newValue in
                    if condition(newValue) {
                        self.wrappedValue = newValue
                    }
                })
    }
}

struct BindingVersion3: View {
    @State var text = ""
    var body: some View {
        Form {
            Text(text)
            TextField("text:", text: $text.conditionSet { text in
                return text.count < 5
            })
        }
    }
}

extension Scenarios {
    static var bindingVersion3: Scenario {
        Scenario("BindingVersion3", article: "Understanding SwiftUI's onChange",
                 summary: "A refused write leaves the typed text in the field; Text shows the stored value") { lab in
            let host = lab.host(BindingVersion3())
            print(host.render())
            // "hello" is refused: the field keeps it, the state stays "hell".
            try lab.type("hello", into: "text:", in: host)
            print(host.render())
            // A value the binding accepts changes the state: the field follows it again.
            try lab.type("hi", into: "text:", in: host)
            print(host.render())
        }
    }
}
