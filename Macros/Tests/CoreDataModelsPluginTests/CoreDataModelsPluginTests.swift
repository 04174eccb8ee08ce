import CoreData
import Foundation
import SwiftUI
import Testing

/// The CoreDataModels plugin in a target: the classes it generates from `Pantry.xcdatamodeld`
/// compile with the target's files and behave as Core Data's generated classes do, each test
/// naming the sentence of Apple's documentation it checks.
@MainActor
@Suite("The CoreDataModels plugin")
struct CoreDataModelsPluginTests {
    /// "The class file declares the class as a subclass of NSManagedObject" and "the
    /// properties file declares an extension to hold the [...] properties that represent
    /// attributes and relationships" (Core Data, "Generating code").
    @Test func generatedClassesHoldTheirValues() throws {
        let context = try pantryContainer().viewContext
        let jar = Jar(context: context)
        #expect(jar.contents == nil, "a mandatory String is String? in generated code")
        #expect(jar.isEmpty == false, "a scalar reads its default value")
        jar.contents = "Jam"
        jar.isEmpty = true
        #expect(jar.contents == "Jam" && jar.isEmpty)
        let tag = Tag(context: context)
        tag.text = "homemade"
        #expect(tag.text == "homemade", "a Category/Extension entity's properties, on the app's class")
    }

    /// `init()`, which an app's preview data calls (`MyList()`): an object of the class's
    /// entity in no context — it has no changes to save until a context inserts it.
    @Test func anObjectMadeWithoutAContext() throws {
        let context = try pantryContainer().viewContext
        let jar = Jar()
        jar.contents = "Tea"
        #expect(jar.entity.name == "Jar" && jar.managedObjectContext == nil)
        #expect(!context.hasChanges)
        context.insert(jar)
        try context.save()
        #expect(try context.fetch(Jar.fetchRequest()).map(\.contents) == ["Tea"])
    }

    /// The generated accessors of a to-many relationship: `addToJars(_:)` adds one and keeps
    /// the inverse (`jar.shelf`), `removeFromJars(_:)` takes it out; a fetch by the generated
    /// `fetchRequest()` finds what the save wrote.
    @Test func toManyAccessorsAndFetchRequest() throws {
        let context = try pantryContainer().viewContext
        let shelf = Shelf(context: context)
        shelf.label = "Top"
        let jam = Jar(context: context)
        jam.contents = "Jam"
        let honey = Jar(context: context)
        honey.contents = "Honey"
        shelf.addToJars(jam)
        shelf.addToJars(honey)
        #expect(shelf.jars?.count == 2)
        #expect(jam.shelf === shelf, "the inverse relationship follows")
        shelf.removeFromJars(honey)
        #expect(shelf.jars?.count == 1 && honey.shelf == nil)
        try context.save()
        let request = Jar.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "contents", ascending: true)]
        #expect(try context.fetch(request).map { $0.contents ?? "" } == ["Honey", "Jam"])
        #expect(try context.fetch(Shelf.fetchRequest()).first?.position == 0)
    }

    /// `FetchRequest`: "A property wrapper type that retrieves entities from a Core Data
    /// persistent store" — of a generated class, in a file that imports SwiftUI alone.
    @Test func aViewListsGeneratedObjects() throws {
        let container = try pantryContainer()
        let shelf = Shelf(context: container.viewContext)
        shelf.label = "Top"
        let jam = Jar(context: container.viewContext)
        jam.contents = "Jam"
        jam.isEmpty = true
        shelf.addToJars(jam)
        try container.viewContext.save()
        let host = ViewHost(PantryView().environment(\.managedObjectContext, container.viewContext),
                            configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
        try host.tap("Fill")
        #expect(host.render() == """
            VStack
              Text "Honey on no shelf"
              Text "Jam on Top, empty"
              Button "Fill"
            """)
    }
}
