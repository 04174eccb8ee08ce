import ViewEngine

// Actions that read only their parameter, @State and globals, in every closure spelling.
struct Spellings: View {
    @State var count = 0
    @State var name = ""

    var body: some View {
        VStack {
            Text("\(count)")
                .onChange(of: count) { newValue in print(newValue) }   // shorthand parameter
                .onChange(of: count) { (newValue) in print(newValue) }
                .onChange(of: count) { (newValue: Int) -> Void in
                    print(newValue)
                }
                .onChange(of: count) { _ in
                    print("count is \(count), name is \(name)")
                    count += 0
                }
                .onChange(of: count) { print($0) }
                .onChange(of: count) { value in
                    // a nested closure has its own $0
                    [1, 2].forEach { print($0 + value) }
                }
            TextField("name", text: $name)
                .onChange(
                    of: name
                ) { newName in
                    let trimmed = newName.trimmingCharacters(in: .whitespaces)
                    print(Swift.max(trimmed.count, 0), $name.wrappedValue)
                }
        }
    }
}
