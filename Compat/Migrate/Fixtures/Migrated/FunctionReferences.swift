import FixtureTranscript
import ViewEngine
import OnChangeCompat

/// `perform:` with function references and with a closure argument.
public struct FunctionReferences: View {
    @State var text = ""

    /// The fixture.
    public init() {}

    /// A text field observed four times.
    public var body: some View {
        TextField("name", text: $text)
            .onChange(of: text) { _, newValue in announce(newValue) }
            .onChange(of: text) { _, newValue in labelled(name: newValue) }
            .onChange(of: text) { _, newValue in Announcer.entry(newValue) }
            .onChange(of: text) { _, value in
                record("closure \(value)")
            }
    }
}

/// A global handler.
func announce(_ value: String) { record("announce \(value)") }

/// A global handler whose parameter has a label.
func labelled(name: String) { record("labelled \(name)") }

/// A handler that is a static method.
enum Announcer {
    static func entry(_ value: String) { record("entry \(value)") }
}
