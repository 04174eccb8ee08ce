import Foundation

struct Book: Codable, Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
    let year: Int
    let summary: String
}
