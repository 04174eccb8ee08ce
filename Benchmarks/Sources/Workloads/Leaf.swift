import ViewEngine

/// One of N siblings, with its own state and a legacy onChange.
struct LeafRow: View {
    let index: Int
    let counter: Counter
    @State var value = 0
    var body: some View {
        Button("tap \(index)") { value += 1 }
            .onChange(of: value) { _ in counter.count += 1 }
    }
}

/// **leaf**: N sibling views, each with its own `@State` and a legacy `onChange`; one tap
/// changes one of them. The frame should cost the same whatever N is.
public struct LeafWorkload: View {
    let count: Int
    let counter: Counter
    public init(count: Int, counter: Counter) {
        self.count = count
        self.counter = counter
    }
    public var body: some View {
        VStack {
            ForEach(0..<count) { index in LeafRow(index: index, counter: counter) }
        }
    }
}
