import ViewEngine

struct FavoritesGridView: View {
    let photos = ["Beach", "Forest", "City", "Desert"]
    @State private var favorites: Set<String> = []

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                ForEach(photos, id: \.self) { photo in
                    ZStack(alignment: .topTrailing) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.gray.opacity(0.3))
                            .aspectRatio(1, contentMode: .fit)
                        Button {
                            if favorites.contains(photo) { favorites.remove(photo) } else { favorites.insert(photo) }
                        } label: {
                            Image(systemName: favorites.contains(photo) ? "heart.fill" : "heart")
                                .foregroundColor(.red)
                                .padding(6)
                        }
                        .accessibilityLabel("Favorite \(photo)")
                    }
                    .overlay(alignment: .bottomLeading) {
                        Text(photo).font(.caption).padding(4)
                    }
                }
            }
            .padding()
        }
        .onChange(of: favorites.count) { count in
            print("\(count) favorite\(count == 1 ? "" : "s")")
        }
    }
}
