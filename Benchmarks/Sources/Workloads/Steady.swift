import ViewEngine

struct SteadyRow: View {
    let tick: Int
    let observes: Bool
    let counter: Counter
    @ViewBuilder var body: some View {
        if observes {
            Text("row").onChange(of: 42) { _ in counter.count += 1 }
        } else {
            Text("row")
        }
    }
}

/// **steady**: every row re-evaluates (it gets the new `tick`) but no observed value
/// changes, so no action may run; compared with the same frame without onChange.
public struct SteadyWorkload: View {
    let count: Int
    let observes: Bool
    let counter: Counter
    @State var tick = 0
    public init(count: Int, observes: Bool, counter: Counter) {
        self.count = count
        self.observes = observes
        self.counter = counter
    }
    public var body: some View {
        VStack {
            Button("tick") { tick += 1 }
            ForEach(0..<count) { _ in SteadyRow(tick: tick, observes: observes, counter: counter) }
        }
    }
}
