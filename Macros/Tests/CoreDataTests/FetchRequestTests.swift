import CoreData
import Foundation
import Testing
import ViewEngine

/// A list of books as Core Data apps write one.
struct BookList: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)]) private var books: FetchedResults<Book>

    var body: some View {
        VStack {
            ForEach(books) { book in Text(book.title ?? "untitled") }
            Button("Add") {
                let number = books.count + 1
                let book = Book(context: context)
                book.title = "Book \(number)"
                try? context.save()
            }
            Button("Delete first") {
                if let first = books.first { context.delete(first) }
            }
        }
    }
}

/// @FetchRequest in views driven in hosts; each test names the sentence of Apple's
/// documentation it checks.
@MainActor
@Suite("FetchRequest in views")
struct FetchRequestTests {
    @Test("FetchRequest: \"retrieves entities from a Core Data persistent store\" through the environment's managedObjectContext")
    func listsAndUpdates() throws {
        let container = inMemoryContainer()
        for title in ["Emma", "Dune"] { Book(context: container.viewContext).title = title }
        try container.viewContext.save()
        let host = ViewHost(BookList().environment(\.managedObjectContext, container.viewContext))
        #expect(host.render() == """
            VStack
              Text "Dune"
              Text "Emma"
              Button "Add"
              Button "Delete first"
            """)
        try host.tap("Add")
        #expect(host.render().contains(#"Text "Book 3""#))
        try host.tap("Delete first")
        #expect(!host.render().contains(#"Text "Book 3""#))
        #expect(container.viewContext.hasChanges)
    }

    @Test("a save by a background context reaches the list when the view context merges changes")
    func backgroundSave() async throws {
        let container = inMemoryContainer()
        container.viewContext.automaticallyMergesChangesFromParent = true
        let host = ViewHost(BookList().environment(\.managedObjectContext, container.viewContext))
        let background = container.newBackgroundContext()
        Book(context: background).title = "From the background"
        try background.save()
        await host.settle()
        #expect(host.render().contains(#"Text "From the background""#))
    }
}
