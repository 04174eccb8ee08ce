import CoreData
import Foundation
import Testing

/// Core Data's SQLite stores: what one container saved, another reads; a file that is not
/// a store is the error `loadPersistentStores` reports; each test names the sentence of
/// Apple's documentation it checks.
@MainActor
@Suite("Core Data stores")
struct PersistentStoreTests {
    func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("coredata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    func container(at url: URL) -> (NSPersistentContainer, (any Error)?) {
        let container = NSPersistentContainer(name: "Library", managedObjectModel: libraryModel)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        return (container, loadError)
    }

    @Test("loadPersistentStores: a second container on the same SQLite file reads what the first saved, relationships included")
    func reopen() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Library.sqlite")
            do {
                let (container, error) = container(at: url)
                #expect(error == nil)
                let context = container.viewContext
                let author = Author(context: context)
                author.name = "Le Guin"
                let book = Book(context: context)
                book.title = "The Lathe of Heaven"
                book.rating = 4
                book.added = Date(timeIntervalSinceReferenceDate: 1000)
                book.id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
                book.author = author
                try context.save()
                let unsaved = Book(context: context)
                unsaved.title = "Never saved"
            }
            let (reopened, error) = container(at: url)
            #expect(error == nil)
            let books = try reopened.viewContext.fetch(Book.fetchRequest())
            #expect(books.map(\.title) == ["The Lathe of Heaven"])
            #expect(books.first?.rating == 4)
            #expect(books.first?.added == Date(timeIntervalSinceReferenceDate: 1000))
            #expect(books.first?.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            #expect(books.first?.author?.name == "Le Guin")
            #expect(books.first?.author?.books?.count == 1)
        }
    }

    @Test("a deleted object stays deleted in the file; new objects after a reopen get new keys")
    func deleteAndKeys() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Library.sqlite")
            do {
                let context = container(at: url).0.viewContext
                for title in ["A", "B"] { Book(context: context).title = title }
                try context.save()
                let first = try #require(try context.fetch(Book.fetchRequest()).first { $0.title == "A" })
                context.delete(first)
                try context.save()
            }
            let context = container(at: url).0.viewContext
            #expect(try context.fetch(Book.fetchRequest()).map(\.title) == ["B"])
            let added = Book(context: context)
            added.title = "C"
            try context.save()
            let keys = try context.fetch(Book.fetchRequest()).map(\.objectID)
            #expect(Set(keys).count == 2)
        }
    }

    @Test("a store file that is not a store: loadPersistentStores hands the error to its completion handler")
    func notAStore() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("Library.sqlite")
            try Data(repeating: 0x41, count: 4096).write(to: url)
            let (container, error) = container(at: url)
            let coreDataError = try #require(error as? CoreDataError)
            #expect(coreDataError.code == NSPersistentStoreInvalidTypeError)
            #expect(coreDataError.description.hasPrefix("The file \u{201C}Library.sqlite\u{201D} couldn\u{2019}t be opened: file is not a database"))
            Book(context: container.viewContext).title = "Kept"
            let save = #expect(throws: CoreDataError.self) { try container.viewContext.save() }
            #expect(save?.description.hasPrefix("This NSPersistentStoreCoordinator has no persistent stores") == true)
            #expect(container.viewContext.insertedObjects.count == 1)
        }
    }

    @Test("NSPersistentContainer(name:) finds <name>.xcdatamodeld among the bundles; /dev/null keeps the store in memory")
    func containerByName() throws {
        let container = NSPersistentContainer(name: "Library")
        #expect(container.managedObjectModel.entities.map(\.name) == ["Author", "Book", "Shelf"])
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        Book(context: container.viewContext).title = "In memory"
        try container.viewContext.save()
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.sqlite"))
        #expect(try container.viewContext.count(for: Book.fetchRequest()) == 1)
    }
}
