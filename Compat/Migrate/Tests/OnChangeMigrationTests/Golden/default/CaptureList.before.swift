import ViewEngine

// The capture-list idiom for the old value.
struct OldValues: View {
    @State var t = 0
    @State var data = Measurement()

    var body: some View {
        VStack {
            Button("t") { t += 1 }
                .onChange(of: t) { [t] newValue in
                    print("old:\(t) new:\(newValue)")
                }
                .onChange(of: t) { [old = t] newValue in print(old, newValue) }
                .onChange(of: self.t) { [t] (newValue: Int) in print(t, newValue) }
                .onChange(of: t) { [t] in print(t, $0) }
            Button("data") { data.value += 1 }
                .onChange(of: data.value) { [data] newValue in
                    let oldValue = data.value
                    print(oldValue, newValue)
                }
        }
    }
}

struct Measurement: Equatable {
    var value = 0
    var unit = "m"
}
