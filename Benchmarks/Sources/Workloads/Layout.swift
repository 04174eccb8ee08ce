import ViewEngine

/// **first layout of a tree**: `count` views — rows of an `HStack` with a text, a
/// `Spacer` and a padded text (four views a row) in a `VStack` — laid out once, as the
/// first frame lays them out.
public struct LayoutTreeWorkload: View {
    let count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        VStack {
            ForEach(0..<(count / 4), id: \.self) { index in
                HStack {
                    Text("Item \(index)")
                    Spacer()
                    Text("\(index)").padding(4)
                }
            }
        }
    }
}

/// **first layout of a list**: a `List` of `count` rows of text.
public struct LayoutListWorkload: View {
    let count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        List {
            ForEach(0..<count, id: \.self) { index in Text("Row \(index)") }
        }
    }
}

/// One of N siblings whose text changes size when tapped: the stack around it is laid
/// out again (what `leaf` never does: its button's label does not change).
struct GrowingRow: View {
    let index: Int
    @State var value = 0
    var body: some View {
        Button("tap \(index)\(String(repeating: "!", count: value % 3))") { value += 1 }
    }
}

/// **leaf, text changes**: N siblings, a tap changes one row's text width.
public struct GrowingLeafWorkload: View {
    let count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        VStack {
            ForEach(0..<count) { index in GrowingRow(index: index) }
        }
    }
}
