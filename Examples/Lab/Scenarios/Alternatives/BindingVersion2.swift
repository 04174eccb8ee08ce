import ViewEngine

// "Understanding SwiftUI's onChange", "Alternatives to onChange" › onChange for Binding.
//
// The article's extension, as written. ViewEngine has the same `didSet` as public API
// (State/Binding+Hooks.swift); this module's own declaration shadows it here, so the
// article's code compiles unchanged and is the one that runs.

extension Binding {
    func didSet(_ didSet: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue },
                set: { newValue in
                    self.wrappedValue = newValue
                    didSet(newValue)
                })
    }
}

struct BindingVersion2: View {
    @State var text = ""
    var body: some View {
        Form {
            TextField("text:", text: $text.didSet { print($0) })
        }
    }
}

extension Scenarios {
    static var bindingVersion2: Scenario {
        Scenario("BindingVersion2", article: "Understanding SwiftUI's onChange",
                 summary: "A didSet binding sees every keystroke") { lab in
            let host = lab.host(BindingVersion2())
            try lab.type("hello", into: "text:", in: host)
        }
    }
}
