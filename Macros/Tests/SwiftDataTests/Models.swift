import Foundation
import SwiftData

// The models the tests use, written as SwiftData apps write them.

enum Priority: String, Codable, Comparable {
    case low, normal, high
    static func < (lhs: Priority, rhs: Priority) -> Bool {
        [Priority.low, .normal, .high].firstIndex(of: lhs)! < [Priority.low, .normal, .high].firstIndex(of: rhs)!
    }
}

struct Budget: Codable, Equatable {
    var amount: Double
    var currency: String
}

@Model final class Trip {
    @Attribute(.unique) var name: String
    var destination: String
    var startDate: Date
    var endDate: Date?
    var priority: Priority = Priority.normal
    var budget: Budget?
    var notes: [String] = []
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var isSelected = false

    init(name: String, destination: String, startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
    }
}

@Model final class Stop {
    var name: String
    var order: Int
    var trip: Trip?

    init(name: String, order: Int) {
        self.name = name
        self.order = order
    }
}

/// A folder cannot be deleted while it holds notes (`.deny`); a note's folder is its
/// inverse, inferred (one relationship each way).
@Model final class Folder {
    var name: String
    @Relationship(deleteRule: .deny) var notes: [Note] = []
    init(name: String) { self.name = name }
}

@Model final class Note {
    var text: String
    var folder: Folder?
    init(text: String, folder: Folder? = nil) {
        self.text = text
        self.folder = folder
    }
}

/// Many-to-many, the inverse named on one side; deleting an article leaves its tags
/// (`.noAction` on the article, `.nullify` by default on the tag).
@Model final class Article {
    var title: String
    @Relationship(deleteRule: .noAction, inverse: \Tag.articles) var tags: [Tag] = []
    init(title: String) { self.title = title }
}

@Model final class Tag {
    @Attribute(.unique) var name: String
    var articles: [Article] = []
    init(name: String) { self.name = name }
}

/// A compound uniqueness constraint.
@Model final class Person {
    #Unique<Person>([\.givenName, \.familyName])
    var givenName: String
    var familyName: String
    var age: Int
    let id: UUID
    init(givenName: String, familyName: String, age: Int, id: UUID = UUID()) {
        self.givenName = givenName
        self.familyName = familyName
        self.age = age
        self.id = id
    }
}

/// An attribute whose value cannot be encoded: a save that meets it fails before writing.
struct Unencodable: Codable, Equatable {
    var fails: Bool
    func encode(to encoder: any Encoder) throws {
        if fails { throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "refused")) }
        var container = encoder.singleValueContainer()
        try container.encode(fails)
    }
}

@Model final class Draft {
    var title: String
    var payload = Unencodable(fails: false)
    init(title: String) { self.title = title }
}

/// The template's model: an item with a timestamp.
@Model final class Item {
    var timestamp: Date
    var title: String = ""
    init(timestamp: Date, title: String = "") {
        self.timestamp = timestamp
        self.title = title
    }
}

/// A container of every test model, in memory.
func memoryContainer() throws -> ModelContainer {
    try ModelContainer(for: Trip.self, Folder.self, Article.self, Person.self, Draft.self, Item.self,
                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

/// A new directory for stores, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A model class that is not final.
@Model class Journal {
    var title = ""
    var entries: [String] = []
    init(title: String) { self.title = title }
}
