import ViewEngine

/// One level of a chain: its own state, the top's value passed down, and the next level.
struct ChainLevel: View {
    let depth: Int
    let top: Int
    let counter: Counter
    @State var value = 0
    var body: some View {
        VStack {
            if depth == 0 {
                Button("bottom") { value += 1 }
            } else {
                ChainLevel(depth: depth - 1, top: top, counter: counter)
            }
        }
        .onChange(of: value) { _ in counter.count += 1 }
    }
}

/// **deep**: a chain N views deep; a change at the bottom (one view re-evaluates), then at
/// the top (its value flows down through every level).
public struct DeepWorkload: View {
    let depth: Int
    let counter: Counter
    @State var top = 0
    public init(depth: Int, counter: Counter) {
        self.depth = depth
        self.counter = counter
    }
    public var body: some View {
        VStack {
            Button("top") { top += 1 }
            ChainLevel(depth: depth, top: top, counter: counter)
        }
    }
}
