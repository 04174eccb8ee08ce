// The Core Data side of the app: the file that declares its entity imports CoreData, as the
// classes Core Data's code generation writes do (here in the form Linux needs: computed
// properties over the object's values, as `@NSManaged` has no accessors there).
import CoreData

/// An entity class of the app's model.
public class Note: NSManagedObject {}

extension Note {
    /// The note's text.
    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
}

extension Note: Identifiable {}

/// A container whose model, built in code, has one entity (`Note` with a `title`) and whose
/// store is in memory, holding `titles`.
@MainActor
func notesContainer(holding titles: [String]) throws -> NSPersistentContainer {
    let title = NSAttributeDescription()
    title.name = "title"
    title.attributeType = .stringAttributeType
    let note = NSEntityDescription()
    note.name = "Note"
    note.managedObjectClassName = "Note"
    note.properties = [title]
    let model = NSManagedObjectModel()
    model.entities = [note]
    let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
    container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    var failure: (any Error)?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    for text in titles { Note(context: container.viewContext).title = text }
    try container.viewContext.save()
    return container
}
