import ViewEngine

struct MountedRow: View {
    let counter: Counter
    @State var value = 0
    var body: some View {
        Text("row")
            .onChange(of: value) { _ in counter.count += 1 }
            .onAppear { counter.count += 1 }
            .onDisappear { counter.count += 1 }
    }
}

/// **mount**: mounting and unmounting N views with state, onChange, onAppear and
/// onDisappear (a toggle shows and hides them).
public struct MountWorkload: View {
    let count: Int
    let counter: Counter
    public init(count: Int, counter: Counter) {
        self.count = count
        self.counter = counter
    }
    public var body: some View {
        ToggledRows(count: count) { _ in MountedRow(counter: counter) }
    }
}

/// A "toggle" button, and below it N rows made by `row` while the toggle is on: what the
/// mount and memory workloads show and hide.
public struct ToggledRows<Row: View>: View {
    let count: Int
    let row: (Int) -> Row
    @State var shown = false
    /// Creates the rows, hidden until "toggle" is tapped.
    public init(count: Int, @ViewBuilder row: @escaping (Int) -> Row) {
        self.count = count
        self.row = row
    }
    public var body: some View {
        VStack {
            Button("toggle") { shown.toggle() }
            if shown {
                ForEach(0..<count) { index in row(index) }
            }
        }
    }
}
