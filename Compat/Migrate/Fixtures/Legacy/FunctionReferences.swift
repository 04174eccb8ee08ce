import FixtureTranscript
import ViewEngine

/// `perform:` with function references and with a closure argument.
public struct FunctionReferences: View {
    @State var text = ""

    /// The fixture.
    public init() {}

    /// A text field observed four times.
    public var body: some View {
        TextField("name", text: $text)
            .onChange(of: text, perform: announce)
            .onChange(of: text, perform: labelled(name:))
            .onChange(of: text, perform: Announcer.entry)
            .onChange(of: text, perform: { value in
                record("closure \(value)")
            })
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
