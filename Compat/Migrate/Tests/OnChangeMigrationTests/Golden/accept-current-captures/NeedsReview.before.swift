import ViewEngine

// Actions that read values of the previous evaluation: left alone, with the names.
struct Row: View {
    let title: String
    @Binding var value: Int
    @State var draft = ""
    @State var flag = false
    var summary: String { "\(title): \(value)" }

    var body: some View {
        let prefix = "row"
        VStack {
            Text(title)
                .onChange(of: value) { newValue in
                    print(title, newValue)                  // a let input
                }
                .onChange(of: value) { newValue in
                    print(summary)                          // a computed property
                    describe(newValue)                      // a method
                }
                .onChange(of: value) { newValue in
                    value = newValue + 1                    // a binding
                }
                .onChange(of: draft) { newValue in
                    print(prefix, newValue)                 // a local of body
                }
                .onChange(of: draft) { [flag] newValue in
                    print(flag, newValue)                   // a snapshot of other state
                }
                .onChange(of: draft) { [self] newValue in
                    print(self.draft, newValue)
                }
            ForEach(["a", "b"], id: \.self) { item in
                Text(item)
                    .onChange(of: draft) { newValue in
                        print(item, newValue)               // the ForEach element
                        if let first = newValue.first { print(first) }
                    }
            }
        }
    }

    func describe(_ value: Int) { print(value) }
}

extension Text {
    func traced(_ value: Int) -> some View {
        onChange(of: value) { newValue in
            print(newValue, label)                          // not declared in the input
        }
    }
}
