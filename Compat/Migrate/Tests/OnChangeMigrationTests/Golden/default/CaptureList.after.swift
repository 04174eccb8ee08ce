import ViewEngine
import OnChangeCompat

// The capture-list idiom for the old value.
struct OldValues: View {
    @State var t = 0
    @State var data = Measurement()

    var body: some View {
        VStack {
            Button("t") { t += 1 }
                .onChange(of: t) { t, newValue in
                    print("old:\(t) new:\(newValue)")
                }
                .onChange(of: t) { old, newValue in print(old, newValue) }
                .onChange(of: self.t) { (t: Int, newValue: Int) in print(t, newValue) }
                .onChange(of: t) { t, newValue in print(t, newValue) }
            Button("data") { data.value += 1 }
                .onChange(of: data.value) { oldValue2, newValue in
                    let oldValue = oldValue2
                    print(oldValue, newValue)
                }
        }
    }
}

struct Measurement: Equatable {
    var value = 0
    var unit = "m"
}
