import ViewEngine
import OnChangeCompat

// Actions that read only their parameter, @State and globals, in every closure spelling.
struct Spellings: View {
    @State var count = 0
    @State var name = ""

    var body: some View {
        VStack {
            Text("\(count)")
                .onChange(of: count) { _, newValue in print(newValue) }   // shorthand parameter
                .onChange(of: count) { (_, newValue) in print(newValue) }
                .onChange(of: count) { (_: Int, newValue: Int) -> Void in
                    print(newValue)
                }
                .onChange(of: count) { _, _ in
                    print("count is \(count), name is \(name)")
                    count += 0
                }
                .onChange(of: count) { print($1) }
                .onChange(of: count) { _, value in
                    // a nested closure has its own $0
                    [1, 2].forEach { print($0 + value) }
                }
            TextField("name", text: $name)
                .onChange(
                    of: name
                ) { _, newName in
                    let trimmed = newName.trimmingCharacters(in: .whitespaces)
                    print(Swift.max(trimmed.count, 0), $name.wrappedValue)
                }
        }
    }
}
