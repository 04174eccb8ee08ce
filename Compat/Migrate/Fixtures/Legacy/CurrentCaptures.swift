import FixtureTranscript
import ViewEngine

/// An action that reads a view input (`label`) which is not state: the legacy action is
/// the previous evaluation's closure, so it sees the previous label; the modern one sees
/// the current label. The tool leaves it for review; with --accept-current-captures it
/// rewrites it, and the transcript changes on the native API (MIGRATION.md difference 1).
public struct Reporter: View {
    let label: String
    let value: Int

    /// The fixture, with the label it reports and the value it observes.
    public init(label: String, value: Int) {
        self.label = label
        self.value = value
    }

    /// The label, observed through `value`.
    public var body: some View {
        Text(label)
            .onChange(of: value) { newValue in
                record("\(label): \(newValue)")
            }
    }
}

/// A parent that gives its `Reporter` a new label with every new value.
public struct Generations: View {
    @State var value = 0

    /// The fixture.
    public init() {}

    /// The reporter and a button.
    public var body: some View {
        VStack {
            Reporter(label: "generation \(value)", value: value)
            Button("+") { value += 1 }
        }
    }
}
