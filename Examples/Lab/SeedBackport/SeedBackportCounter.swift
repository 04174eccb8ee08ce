import ViewEngine
import LabTranscript

/// The Japanese article's first example on the article's own backport.
///
/// ```swift
/// let host = ViewHost(SeedBackportCounter())   // prints 0 → 0
/// ```
public struct SeedBackportCounter: View {
    @State var count: Int = 0

    /// Creates the counter.
    public init() {}

    /// The article's `ContentView` body.
    public var body: some View {
        VStack {
            Text("count: \(count)")
            Button("+") {
                count += 1
            }
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            print("\(oldValue) → \(newValue)")
        }
    }
}
