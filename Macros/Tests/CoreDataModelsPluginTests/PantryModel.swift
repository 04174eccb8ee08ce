// The app's own side of its model: the class of the entity whose Codegen is
// "Category/Extension" (Xcode then generates only its properties). Shelf and Jar, "Class
// Definition", are the plugin's entirely.
import CoreData

/// A tag on a jar; the plugin generates its `text`.
public class Tag: NSManagedObject {}

/// The container of the app's model, `Pantry.xcdatamodeld` (copied as a resource, as the
/// plugin's header says), its store in memory.
func pantryContainer() throws -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Pantry")
    container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
}
