import ViewEngine

/// One row of the button workload: a titled `Button` whose action changes the row's own
/// `@State`, observed by the legacy `onChange(of:perform:)`.
struct ButtonRow: View {
    let index: Int
    let counter: Counter
    @State var count = 0
    var body: some View {
        Button("row \(index)") { count += 1 }
            .onChange(of: count) { _ in counter.count += 1 }
    }
}

/// **memory, buttons**: N rows of `Button("row \(i)") { count += 1 }`, each with one
/// `@State` and a legacy `onChange(of:)`, in a `VStack { ForEach }`; a toggle mounts them.
/// A `Button` mounts more than a `Text` (its style's body, its press state), so this is the
/// row that shows what a control costs.
public struct ButtonRowsWorkload: View {
    let count: Int
    let counter: Counter
    /// Creates the workload with `count` rows, hidden until "toggle" is tapped.
    public init(count: Int, counter: Counter) {
        self.count = count
        self.counter = counter
    }
    public var body: some View {
        ToggledRows(count: count) { index in ButtonRow(index: index, counter: counter) }
    }
}
