import SwiftUI

struct BookDetailView: View {
    @EnvironmentObject private var library: Library
    let book: Book

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(book.author)
                    .font(.title2)
                Text("Published in \(String(book.year))")
                    .foregroundStyle(.secondary)
                Text(book.summary)
            }
            .padding()
        }
        .navigationTitle(book.title)
        .toolbar {
            Button(library.favorites.contains(book.id) ? "Unfavorite" : "Favorite") {
                library.toggleFavorite(book)
            }
        }
    }
}
