import CoreData
import Foundation

// The classes Xcode generates for Library.xcdatamodeld, as an app commits them, with one
// change Linux needs: `@NSManaged` properties type-check but do not link there (Swift
// emits no accessors for them), so each is a computed property over the object's values.

public class Author: NSManagedObject {}

extension Author {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Author> { NSFetchRequest<Author>(entityName: "Author") }
    public var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    public var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }
}

public class Book: NSManagedObject {}

extension Book {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: "Book") }
    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    public var rating: Int16 {
        get { value(forKey: "rating") as? Int16 ?? 0 }
        set { setValue(newValue, forKey: "rating") }
    }
    public var added: Date? {
        get { value(forKey: "added") as? Date }
        set { setValue(newValue, forKey: "added") }
    }
    public var id: UUID? {
        get { value(forKey: "id") as? UUID }
        set { setValue(newValue, forKey: "id") }
    }
    public var author: Author? {
        get { value(forKey: "author") as? Author }
        set { setValue(newValue, forKey: "author") }
    }
}

extension Author: Identifiable {}

extension Book: Identifiable {}

public class Shelf: NSManagedObject {}

extension Shelf {
    public var label: String? {
        get { value(forKey: "label") as? String }
        set { setValue(newValue, forKey: "label") }
    }
    public var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }
}

extension Shelf: Identifiable {}

/// The test model: Library.xcdatamodeld, copied into the test bundle.
let libraryModel: NSManagedObjectModel = {
    let url = Bundle.module.url(forResource: "Library", withExtension: "xcdatamodeld")!
    return try! NSManagedObjectModel(modelAt: url)
}()

/// A container of the test model whose store is in memory (`/dev/null`, as apps write for
/// previews).
func inMemoryContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Library", managedObjectModel: libraryModel)
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in precondition(error == nil, "\(String(describing: error))") }
    return container
}
