import SwiftUI
import SwiftData

@main
struct GroceriesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: GroceryItem.self, isUndoEnabled: true)
    }
}
