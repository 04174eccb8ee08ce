import CoreData
import Foundation

// The classes of Library.xcdatamodeld (Author, Book, Shelf, each "Class Definition") are
// the CoreDataModels plugin's, generated at build time as Xcode generates them.

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
