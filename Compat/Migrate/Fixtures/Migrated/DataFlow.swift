import FixtureTranscript
import ViewEngine
import OnChangeCompat

/// A model the views hold as a whole (Rules R15): every `@Published` write re-evaluates
/// the views that hold it, whatever their bodies read.
public final class Tally: ObservableObject {
    @Published var count = 0
    @Published var other = 0

    /// A tally at zero.
    public init() {}
}

/// Observers of a `@StateObject` model's member: new value only, the capture-list old
/// value, and an `onReceive` of its `$` publisher, which the tool leaves alone.
public struct DataFlow: View {
    @StateObject var tally = Tally()

    /// The fixture.
    public init() {}

    /// Two buttons, one per published property, and the observers.
    public var body: some View {
        VStack {
            Button("count") { tally.count += 1 }
            Button("other") { tally.other += 1 }
        }
        .onChange(of: tally.count) { _, newValue in
            record("count \(newValue)")
        }
        .onChange(of: tally.count) { count, newValue in
            record("count \(count) -> \(newValue)")
        }
        .onReceive(tally.$other) { value in
            record("other \(value)")
        }
    }
}
