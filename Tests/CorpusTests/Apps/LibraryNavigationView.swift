import ViewEngine

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct LibraryNavigationView: View {
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var path: [Book] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
        }
        .onChange(of: path) { newPath in
            print("path: \(newPath.map(\.title))")
        }
    }
}

struct BookDetailView: View {
    let book: Book
    @AppStorage("favoriteBookID") private var favoriteID = 0

    var body: some View {
        VStack {
            Text(book.title).font(.largeTitle)
            Toggle("Favorite", isOn: Binding(
                get: { favoriteID == book.id },
                set: { favoriteID = $0 ? book.id : 0 }
            ))
        }
        .navigationTitle(book.title)
        .onChange(of: favoriteID) { id in
            print("favorite book \(id)")
        }
    }
}
