import ViewEngine

struct CatalogSearchView: View {
    let catalog = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    @State private var query = ""
    @State private var results: [String] = []
    @State private var isSearching = false
    @State private var searchTask: Task<Void, Never>?

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "magnifyingglass")
                TextField("Search fruit", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .submitLabel(.search)
                if isSearching {
                    ProgressView()
                }
            }
            .padding(.horizontal)

            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .listStyle(.plain)
        }
        .onChange(of: query) { newQuery in
            searchTask?.cancel()
            isSearching = !newQuery.isEmpty
            searchTask = Task {
                try? await Task.sleep(nanoseconds: 300_000_000)
                guard !Task.isCancelled else { return }
                results = newQuery.isEmpty ? [] : catalog.filter { $0.localizedCaseInsensitiveContains(newQuery) }
                isSearching = false
                print("searched \"\(newQuery)\": \(results.count) results")
            }
        }
    }
}
