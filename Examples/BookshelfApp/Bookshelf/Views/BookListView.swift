import SwiftUI

struct BookListView: View {
    @EnvironmentObject private var library: Library
    @AppStorage("sortByTitle") private var sortByTitle = true
    @AppStorage("showYears") private var showYears = true
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            Group {
                if library.isLoading && library.books.isEmpty {
                    ProgressView("Loading…")
                } else if let message = library.errorMessage {
                    VStack(spacing: 12) {
                        Text(message)
                        Button("Try Again") {
                            Task { await library.load() }
                        }
                    }
                } else {
                    List(library.sorted(byTitle: sortByTitle)) { book in
                        NavigationLink(value: book) {
                            BookRow(book: book, showYear: showYears, isFavorite: library.favorites.contains(book.id))
                        }
                    }
                }
            }
            .navigationTitle("Bookshelf")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .toolbar {
                Button {
                    showingSettings = true
                } label: {
                    Image(systemName: "gear")
                }
            }
            .sheet(isPresented: $showingSettings) {
                SettingsView()
            }
        }
        .task {
            await library.load()
        }
    }
}

struct BookRow: View {
    let book: Book
    let showYear: Bool
    let isFavorite: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                Text(showYear ? "\(book.author), \(String(book.year))" : book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if isFavorite {
                Spacer()
                Image(systemName: "star.fill")
            }
        }
    }
}

#Preview {
    BookListView()
        .environmentObject(Library())
}
