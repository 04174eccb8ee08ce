import ViewEngine

/// A view whose body writes state once it is armed, which the engine diagnoses with
/// "Modifying state during view update, this will cause undefined behavior."
/// (no onChange, so the tests read the same with and without the NativeOnChange trait).
struct Misbehaving: View {
    @State var armed: Bool
    @State var writes = 0
    @State var text = ""
    @State var isOn = false

    init(armed: Bool = false) { _armed = State(wrappedValue: armed) }

    var body: some View {
        let _ = armed ? { writes += 1 }() : ()
        VStack {
            Button("arm") { armed = true }
            Button("fine") {}
            TextField("name", text: $text)
            Toggle("flag", isOn: $isOn)
        }
    }
}

/// A task that restarts itself forever: `settle()` gives up after the configured number
/// of steps with the diagnostic "settle() stopped after N steps with work still running."
struct Endless: View {
    @State var t = 0
    var body: some View {
        Text("\(t)").task(id: t) { t += 1 }
    }
}

/// The text of the diagnostic `Misbehaving` causes.
let modifyingStateDuringUpdate = "Modifying state during view update, this will cause undefined behavior."
