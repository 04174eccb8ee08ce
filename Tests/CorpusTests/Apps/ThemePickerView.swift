import ViewEngine

struct ThemePickerView: View {
    private let swatches: [(name: String, color: Color)] = [
        ("Ocean", .blue), ("Forest", .green), ("Sunset", .orange), ("Berry", .pink),
    ]
    @State private var selected = "Ocean"

    private var accent: Color { swatches.first { $0.name == selected }?.color ?? .blue }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            RoundedRectangle(cornerRadius: 12)
                .fill(accent.gradient)
                .frame(height: 120)
                .overlay(alignment: .bottomLeading) {
                    Text(selected)
                        .font(.headline)
                        .foregroundColor(.white)
                        .padding()
                }

            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 12) {
                ForEach(swatches, id: \.name) { swatch in
                    Button {
                        selected = swatch.name
                    } label: {
                        Circle()
                            .fill(swatch.color)
                            .frame(width: 44, height: 44)
                            .overlay(Circle().stroke(Color.primary, lineWidth: selected == swatch.name ? 3 : 0))
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(swatch.name)
                }
            }
        }
        .padding()
        .onChange(of: selected) { name in
            print("theme → \(name)")
        }
    }
}
