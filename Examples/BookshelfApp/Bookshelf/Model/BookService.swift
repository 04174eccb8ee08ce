import Foundation

enum BookServiceError: LocalizedError {
    case badStatus(Int)

    var errorDescription: String? {
        switch self {
        case .badStatus(let code): "The server answered \(code)."
        }
    }
}

struct BookService: Sendable {
    static let booksURL = URL(string: "https://bookshelf.example.com/api/books.json")!

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchBooks() async throws -> [Book] {
        let (data, response) = try await session.data(from: Self.booksURL)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw BookServiceError.badStatus(http.statusCode)
        }
        return try JSONDecoder().decode([Book].self, from: data)
    }
}
