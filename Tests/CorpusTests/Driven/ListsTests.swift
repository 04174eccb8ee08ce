import Testing
import ViewEngine

/// Corpus screens with lists and grids: to-do list, cart, workouts, favorites, chat,
/// search with a debounce task.
@MainActor
@Suite("Corpus: lists and grids")
struct ListsTests {
    @Test func todoListSavesEveryEditAndCelebrates() async throws {
        var host: ViewHost<TodoListView>!
        let lines = try await printed {
            host = ViewHost(TodoListView(), configuration: .corpus)
            try host.toggle("Buy milk")
            try host.tap("Add chore")
            try host.toggle("Call Ana")
            try host.toggle("Chore 3")
        }
        #expect(lines == [
            "saving 2 items, 1 done", "saving 3 items, 1 done", "saving 3 items, 2 done",
            "saving 3 items, 3 done", "all done!",
        ])
        #expect(host.render() == """
            NavigationStack
              navigationTitle "To Do (0)"
              List
                Toggle "Buy milk" on [strikethrough]
                Toggle "Call Ana" on [strikethrough]
                Toggle "Chore 3" on [strikethrough]
                Button "Add chore"
            """)
    }

    @Test func cartUnlocksFreeShipping() async throws {
        var host: ViewHost<ShoppingCartView>!
        let lines = try await printed {
            host = ViewHost(ShoppingCartView(), configuration: .corpus)
            try host.tap("+ Coffee")
            try host.tap("+ Mug")
            #expect(host.render().contains("Text \"Free shipping unlocked\" [foregroundColor: green]"))
            try host.tap("Remove Mug")
        }
        #expect(lines == ["total 24", "total 33.5", "total 24"])
        #expect(host.render().hasSuffix("""
              Section
                LabeledContent "Total" = "$24.00"
            """))
    }

    @Test func workoutLogCountsDeletions() async throws {
        let lines = try await printed {
            let host = ViewHost(WorkoutLogView(), configuration: .corpus)
            try host.tap("Delete Yoga")
            try host.tap("Delete Run")
            #expect(host.render().contains("footer \"20 minutes in total\""))
        }
        #expect(lines == ["2 workouts, 50 min", "1 workouts, 20 min"])
    }

    /// Icon-only buttons are found by their accessibility label.
    @Test func favoritesAreCountedAsTheyToggle() async throws {
        let lines = try await printed {
            let host = ViewHost(FavoritesGridView(), configuration: .corpus)
            try host.tap("Favorite Beach")
            try host.tap("Favorite City")
            try host.tap("Favorite Beach")
        }
        #expect(lines == ["1 favorite", "2 favorites", "1 favorite"])
    }

    @Test func chatScrollsToTheNewMessage() async throws {
        var host: ViewHost<ChatThreadView>!
        let lines = try await printed {
            host = ViewHost(ChatThreadView(), configuration: .corpus)
            try host.type("Hey", into: "Message")
            try host.tap("Send")
        }
        #expect(lines == ["scrolled to message 3"])
        #expect(host.render() == """
            VStack
              ScrollViewReader [scrolledTo: 3, anchor: bottom]
                ScrollView
                  LazyVStack
                    Text "Hi!" [background: gray.opacity(0.2), foregroundColor: primary]
                    Text "Hello" [background: blue, foregroundColor: white]
                    Text "Hey" [background: blue, foregroundColor: white]
              HStack
                TextField "Message" = ""
                Button "Send"
            """)
    }

    /// The search task of the last keystroke runs after 300 ms of virtual time; the
    /// earlier one was cancelled.
    @Test func catalogSearchDebouncesWithATask() async throws {
        var host: ViewHost<CatalogSearchView>!
        let lines = try await printed {
            host = ViewHost(CatalogSearchView(), configuration: .corpus)
            try host.type("ap", into: "Search fruit")
            #expect(host.render().contains("    ProgressView\n"))
            await host.advance(by: .milliseconds(300))
        }
        #expect(lines == ["searched \"ap\": 2 results"])
        #expect(host.render() == """
            VStack
              HStack
                Image "magnifyingglass"
                TextField "Search fruit" = "ap"
              List
                Text "Apple"
                Text "Apricot"
            """)
    }
}
