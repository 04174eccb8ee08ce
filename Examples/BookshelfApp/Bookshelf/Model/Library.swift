import Foundation

@MainActor
final class Library: ObservableObject {
    @Published private(set) var books: [Book] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var favorites: Set<Int> = []

    private let service: BookService

    init(service: BookService = BookService()) {
        self.service = service
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            books = try await service.fetchBooks()
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func sorted(byTitle: Bool) -> [Book] {
        byTitle ? books.sorted { $0.title < $1.title } : books.sorted { $0.year < $1.year }
    }

    func toggleFavorite(_ book: Book) {
        if favorites.contains(book.id) {
            favorites.remove(book.id)
        } else {
            favorites.insert(book.id)
        }
    }
}
