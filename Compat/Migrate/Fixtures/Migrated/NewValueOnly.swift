import FixtureTranscript
import ViewEngine
import OnChangeCompat

/// Legacy actions that read nothing but their parameter, state and globals: the
/// migration keeps their behaviour exactly.
public struct NewValueOnly: View {
    @State var count = 0
    @State var text = ""

    /// The fixture.
    public init() {}

    /// A button and a text field, each observed twice.
    public var body: some View {
        VStack {
            Button("+") { count += 1 }
                .onChange(of: count) { _, newValue in
                    record("count \(newValue)")
                }
                // State is read through the view's storage: current in any evaluation's closure.
                .onChange(of: count) { _, _ in
                    record("count is now \(count), text \(text)")
                }
            TextField("name", text: $text)
                .onChange(of: text) { (_: String, value: String) in
                    record("text \(value) (\(value.count))")
                }
                .onChange(of: text) { record("shorthand \($1)") }
        }
    }
}
