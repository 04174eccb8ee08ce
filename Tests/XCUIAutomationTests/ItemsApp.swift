// A third app, launched with XCUIApplication(application:): a list of items whose rows
// have a leading Edit swipe action and are deleted by `onDelete`'s swipe to delete.
import ViewEngine
import Foundation

/// The app of `ItemsUITests`.
struct ItemsApp: App {
    var body: some Scene {
        WindowGroup { ItemsView() }
    }
}

/// One item of the list.
struct Item: Identifiable {
    let id: Int
    let title: String
}

/// A list of items: a rightward swipe on a row shows Edit, a leftward one Delete.
struct ItemsView: View {
    @State private var items = [Item(id: 1, title: "Groceries"), Item(id: 2, title: "Laundry"), Item(id: 3, title: "Taxes")]
    @State private var status = "Idle"

    var body: some View {
        VStack {
            Text(status).accessibilityIdentifier("status")
            List {
                ForEach(items) { item in
                    Text(item.title)
                        .swipeActions(edge: .leading, allowsFullSwipe: true) {
                            Button { status = "Editing \(item.title)" } label: { Label("Edit", systemImage: "pencil") }
                        }
                }
                .onDelete(perform: delete)
            }
        }
    }

    private func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}
