import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            BookListView()
                .environmentObject(library)
        }
    }
}
