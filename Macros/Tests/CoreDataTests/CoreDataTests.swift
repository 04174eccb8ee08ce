import CoreData
import Foundation
import Testing

/// Core Data's stack headless: a model read from a .xcdatamodeld, contexts that insert,
/// change, delete, fetch, save, roll back and undo, predicates in Apple's format; each
/// test names the sentence of Apple's documentation it checks.
@MainActor
@Suite("Core Data contexts")
struct CoreDataTests {
    @Test("NSManagedObjectModel: \"a programmatic representation of the .xcdatamodeld file\": entities, attributes, relationships")
    func model() throws {
        let book = try #require(libraryModel.entitiesByName["Book"])
        #expect(libraryModel.entities.map(\.name) == ["Author", "Book", "Shelf"])
        #expect(book.attributesByName.keys.sorted() == ["added", "id", "rating", "title"])
        #expect(book.attributesByName["rating"]?.attributeType == .integer16AttributeType)
        #expect(book.attributesByName["rating"]?.defaultValue as? Int16 == 0)
        #expect(book.attributesByName["title"]?.isOptional == false)
        let author = try #require(book.relationshipsByName["author"])
        #expect(!author.isToMany && author.destinationEntity?.name == "Author")
        #expect(author.inverseRelationship?.name == "books" && author.inverseRelationship?.isToMany == true)
        #expect(libraryModel.entitiesByName["Author"]?.relationshipsByName["books"]?.deleteRule == .cascadeDeleteRule)
    }

    @Test("a model folder that is not a model is a clear error, naming the file")
    func badModel() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bad-\(UUID().uuidString).xcdatamodel")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<plist><dict/></plist>".utf8).write(to: directory.appendingPathComponent("contents"))
        let error = #expect(throws: CoreDataError.self) { try NSManagedObjectModel(modelAt: directory) }
        #expect(error?.description == "The model at \(directory.path) is not a Core Data model: it has no <model> element.")
        #expect(NSManagedObjectModel(contentsOf: directory.appendingPathComponent("missing")) == nil)
    }

    @Test("init(context:) inserts: hasChanges, insertedObjects, the default value; save() gives permanent identifiers")
    func insertAndSave() throws {
        let context = inMemoryContainer().viewContext
        let book = Book(context: context)
        book.title = "The Dispossessed"
        #expect(book.rating == 0)
        #expect(context.hasChanges && book.isInserted && book.objectID.isTemporaryID)
        #expect(context.insertedObjects == [book])
        try context.save()
        #expect(!context.hasChanges && !book.isInserted && !book.objectID.isTemporaryID)
        book.rating = 5
        #expect(book.isUpdated && context.updatedObjects == [book])
        #expect(book.changedValues()["rating"] as? Int16 == 5)
    }

    @Test("fetch(_:) with NSPredicate(format:) and NSSortDescriptor(key:ascending:), limit and offset")
    func fetchWithPredicateAndSort() throws {
        let context = inMemoryContainer().viewContext
        for (title, rating) in [("Dune", 4), ("Emma", 5), ("Ubik", 3), ("Beloved", 5)] {
            let book = Book(context: context)
            book.title = title
            book.rating = Int16(rating)
        }
        try context.save()
        let request = Book.fetchRequest()
        request.predicate = NSPredicate(format: "rating >= %d", 4)
        request.sortDescriptors = [NSSortDescriptor(key: "rating", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map(\.title) == ["Beloved", "Emma", "Dune"])
        request.fetchOffset = 1
        request.fetchLimit = 1
        #expect(try context.fetch(request).map(\.title) == ["Emma"])
        #expect(try context.count(for: Book.fetchRequest()) == 4)
    }

    @Test("the format's operators: %K == %@, CONTAINS[cd], BEGINSWITH, ENDSWITH, LIKE, IN, BETWEEN, AND, OR, NOT")
    func predicateFormats() throws {
        let context = inMemoryContainer().viewContext
        for (title, rating) in [("Café Society", 2), ("Dune", 4), ("Dune Messiah", 3), ("Emma", 5)] {
            let book = Book(context: context)
            book.title = title
            book.rating = Int16(rating)
        }
        func titles(_ format: String, _ args: Any...) throws -> [String] {
            let request = Book.fetchRequest()
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            return try context.fetch(request).compactMap(\.title)
        }
        #expect(try titles("%K == %@", "title", "Dune") == ["Dune"])
        #expect(try titles("title CONTAINS[cd] %@", "CAFE") == ["Café Society"])
        #expect(try titles("title CONTAINS %@", "CAFE").isEmpty)
        #expect(try titles("title BEGINSWITH 'Dune'") == ["Dune", "Dune Messiah"])
        #expect(try titles("title ENDSWITH[c] 'MESSIAH'") == ["Dune Messiah"])
        #expect(try titles("title LIKE 'D?ne*'") == ["Dune", "Dune Messiah"])
        #expect(try titles("rating IN %@", [2, 5]) == ["Café Society", "Emma"])
        #expect(try titles("rating BETWEEN {3, 4}") == ["Dune", "Dune Messiah"])
        #expect(try titles("rating > 2 AND NOT (title BEGINSWITH 'Dune')") == ["Emma"])
        #expect(try titles("rating == 2 OR title == 'Emma'") == ["Café Society", "Emma"])
        #expect(try titles("TRUEPREDICATE").count == 4)
    }

    @Test("a predicate the store cannot evaluate is an error in Core Data's words; nothing is lost")
    func unevaluablePredicates() throws {
        let context = inMemoryContainer().viewContext
        let book = Book(context: context)
        book.title = "Dune"
        let request = Book.fetchRequest()
        request.predicate = NSPredicate(format: "titel == %@", "Dune")
        let unknownKey = #expect(throws: CoreDataError.self) { try context.fetch(request) }
        #expect(unknownKey?.description == "keypath titel not found in entity Book")
        request.predicate = NSPredicate(format: "title === 'Dune'")
        let unparsable = #expect(throws: CoreDataError.self) { try context.fetch(request) }
        #expect(unparsable?.description.hasPrefix(#"Unable to parse the format string "title === 'Dune'""#) == true)
        request.predicate = NSPredicate(format: "title > 3")
        let mismatch = #expect(throws: CoreDataError.self) { try context.fetch(request) }
        #expect(mismatch?.description == "cannot compare a String with a number using >")
        request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: true)]
        request.predicate = nil
        let badSort = #expect(throws: CoreDataError.self) { try context.fetch(request) }
        #expect(badSort?.description == "keypath pages not found in entity Book")
        let noEntity = #expect(throws: CoreDataError.self) { try context.fetch(NSFetchRequest<Book>(entityName: "Magazine")) }
        #expect(noEntity?.description == "NSFetchRequest could not locate an NSEntityDescription for entity name 'Magazine'")
        #expect(context.insertedObjects == [book])
    }

    @Test("relationships: setting a book's author adds the book to the author's books (the inverse); a predicate follows them")
    func relationships() throws {
        let context = inMemoryContainer().viewContext
        let author = Author(context: context)
        author.name = "Le Guin"
        let book = Book(context: context)
        book.title = "The Dispossessed"
        book.author = author
        #expect(author.books == NSSet(object: book))
        let request = Book.fetchRequest()
        request.predicate = NSPredicate(format: "author.name == %@", "Le Guin")
        #expect(try context.fetch(request) == [book])
        let authors = Author.fetchRequest()
        authors.predicate = NSPredicate(format: "ANY books.title CONTAINS 'Dispossessed'")
        #expect(try context.fetch(authors) == [author])
        authors.predicate = NSPredicate(format: "books.@count == 1")
        #expect(try context.fetch(authors) == [author])
    }

    @Test("delete(_:): the Cascade rule deletes the author's books, Nullify takes a book out of its author's books")
    func deleteRules() throws {
        let context = inMemoryContainer().viewContext
        let author = Author(context: context)
        let first = Book(context: context)
        first.title = "One"
        first.author = author
        let second = Book(context: context)
        second.title = "Two"
        second.author = author
        try context.save()
        context.delete(first)
        #expect(author.books == NSSet(object: second))
        context.delete(author)
        #expect(second.isDeleted)
        try context.save()
        #expect(try context.count(for: Book.fetchRequest()) == 0)
        #expect(second.managedObjectContext == nil)
    }

    @Test("save() validates: a missing mandatory value and the Deny rule fail the save, which keeps the changes")
    func validation() throws {
        let context = inMemoryContainer().viewContext
        let untitled = Book(context: context)
        let error = #expect(throws: CoreDataError.self) { try context.save() }
        #expect(error?.code == NSValidationMissingMandatoryPropertyError)
        #expect(error?.description.hasPrefix("title is a required value.") == true)
        #expect(context.insertedObjects == [untitled])
        untitled.title = "Now titled"
        let shelf = Shelf(context: context)
        shelf.books = NSSet(object: untitled)
        try context.save()
        context.delete(shelf)
        let denied = #expect(throws: CoreDataError.self) { try context.save() }
        #expect(denied?.description == "Shelf cannot be deleted: its relationship 'books' has the Deny delete rule and holds 1 object. Nothing was saved.")
        #expect(context.deletedObjects == [shelf])
    }

    @Test("rollback(): \"Removes everything from the undo stack, discards all insertions and deletions, and restores updated objects\"")
    func rollback() throws {
        let context = inMemoryContainer().viewContext
        let book = Book(context: context)
        book.title = "Saved"
        try context.save()
        book.title = "Changed"
        let inserted = Book(context: context)
        inserted.title = "Inserted"
        context.rollback()
        #expect(book.title == "Saved" && !context.hasChanges)
        #expect(try context.fetch(Book.fetchRequest()).map(\.title) == ["Saved"])
    }

    @Test("undoManager: undo() reverts the latest insert, change and delete in turn; redo() replays")
    func undo() throws {
        let context = inMemoryContainer().viewContext
        context.undoManager = UndoManager()
        context.undoManager?.groupsByEvent = false
        context.undoManager?.beginUndoGrouping()
        let book = Book(context: context)
        book.title = "Draft"
        context.undoManager?.endUndoGrouping()
        context.undoManager?.beginUndoGrouping()
        book.title = "Final"
        context.undoManager?.endUndoGrouping()
        context.undo()
        #expect(book.title == "Draft")
        context.undo()
        #expect(context.insertedObjects.isEmpty)
        context.redo()
        #expect(context.insertedObjects == [book])
    }

    @Test("two contexts of a container: automaticallyMergesChangesFromParent takes in a background context's save")
    func mergeBetweenContexts() throws {
        let container = inMemoryContainer()
        let view = container.viewContext
        view.automaticallyMergesChangesFromParent = true
        let book = Book(context: view)
        book.title = "Before"
        try view.save()
        let background = container.newBackgroundContext()
        let other = try #require(try background.fetch(Book.fetchRequest()).first)
        other.title = "After"
        try background.save()
        #expect(book.title == "After")
    }
}

@MainActor
@Suite("Core Data batch deletes")
struct BatchDeleteTests {
    @Test("NSBatchDeleteRequest: \"deletes objects in the persistent store directly\": the matching saved rows, at once")
    func batchDelete() throws {
        let context = inMemoryContainer().viewContext
        for (title, rating) in [("Keep", 5), ("Drop", 1), ("Also drop", 2)] {
            let book = Book(context: context)
            book.title = title
            book.rating = Int16(rating)
        }
        try context.save()
        let request: NSFetchRequest<NSFetchRequestResult> = Book.fetchRequest()
        request.predicate = NSPredicate(format: "rating < 3")
        let result = try context.execute(NSBatchDeleteRequest(fetchRequest: request)) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        #expect(try context.fetch(Book.fetchRequest()).map(\.title) == ["Keep"])
        #expect(!context.hasChanges)
    }
}
