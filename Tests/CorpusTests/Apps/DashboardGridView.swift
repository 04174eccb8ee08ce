import ViewEngine

struct DashboardGridView: View {
    let metrics = ["Steps", "Sleep", "Water", "Mood"]
    @State private var columnCount = 1

    var body: some View {
        GeometryReader { geometry in
            let columns = max(1, Int(geometry.size.width / 160))
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                    ForEach(metrics, id: \.self) { metric in
                        VStack {
                            Text(metric).font(.headline)
                            Text("—").foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .onAppear { columnCount = columns }
            .onChange(of: columns) { newColumns in
                columnCount = newColumns
            }
        }
        .onChange(of: columnCount) { count in
            print("grid uses \(count) columns")
        }
    }
}
