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
    @State var shown = false
    public init(count: Int, counter: Counter) {
        self.count = count
        self.counter = counter
    }
    public var body: some View {
        VStack {
            Button("toggle") { shown.toggle() }
            if shown {
                ForEach(0..<count) { _ in MountedRow(counter: counter) }
            }
        }
    }
}
