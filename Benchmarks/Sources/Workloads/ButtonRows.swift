import ViewEngine

/// **memory, buttons**: N rows of the leaf workload's row — `Button("tap \(i)") { value += 1 }`
/// with its own `@State` and a legacy `onChange(of:)` — in a `VStack { ForEach }`; a toggle
/// mounts them. A `Button` mounts more than a `Text` (its style's body, its press state, its
/// entry in the registry of controls), so this is the row that shows what a control costs.
public struct ButtonRowsWorkload: View {
    let count: Int
    let counter: Counter
    /// Creates the workload with `count` rows, hidden until "toggle" is tapped.
    public init(count: Int, counter: Counter) {
        self.count = count
        self.counter = counter
    }
    public var body: some View {
        ToggledRows(count: count) { index in LeafRow(index: index, counter: counter) }
    }
}
