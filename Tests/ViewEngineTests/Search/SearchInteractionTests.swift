import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The search interaction: `\.isSearching` while the search is active, `\.dismissSearch`
/// and the Cancel button ending it, `searchable(isPresented:)`, suggestions with their
/// completions, and scopes.
@MainActor
@Suite("Search: isSearching, dismissSearch, isPresented, suggestions, scopes")
struct SearchInteractionTests {
    struct Results: View {
        let log: Log
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                Text("searching \(isSearching)")
                Button("Show first") { dismissSearch() }
            }
            .onChange(of: isSearching) { newValue in log("isSearching \(newValue)") }
        }
    }

    struct Fruits: View {
        let log: Log
        @State var query = ""
        var body: some View {
            Results(log: log)
                .searchable(text: $query, prompt: "Fruit")
                .searchSuggestions {
                    Text("🍎").searchCompletion("apple")
                    Text("🍐").searchCompletion("pear")
                }
                .onChange(of: query) { newValue in log("query \"\(newValue)\"") }
        }
    }

    /// Apple's `isSearching`: "Get the value to find out when the user interacts with a
    /// search field"; it stays true after a submit, until the search is dismissed.
    @Test func isSearchingFollowsTheInteraction() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        #expect(host.render() == """
            SearchField "Fruit" = ""
            VStack
              Text "searching false"
              Button "Show first"
            """)
        host.search("a")
        #expect(log.take() == ["isSearching true", "query \"a\""])
        host.submit("Fruit")
        #expect(host.render().contains(#"Text "searching true""#))
    }

    /// Apple's `dismissSearch`: "When you dismiss search, SwiftUI: Sets isSearching to
    /// false. Clears any text from the search field. Removes focus from the search field."
    @Test func dismissSearchEndsItClearsTheTextAndTheFocus() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        host.search("pe")
        _ = log.take()
        host.tap("Show first")
        #expect(log.take() == ["isSearching false", "query \"\""])
        #expect(host.render().hasPrefix(#"SearchField "Fruit" = """#))
        host.tap("Show first")                  // "no effect if the user isn't interacting"
        #expect(log.take() == [])
    }

    /// The Cancel button does what `dismissSearch` does; without an active search there is
    /// none to tap.
    @Test func cancelSearchIsTheCancelButton() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        let none = try #require(throws: HostError.self) { try host.host.cancelSearch() }
        #expect("\(none)" == #"HostError: there is no Cancel button of the search field "Fruit" (the search is not active) on screen."#)
        host.search("x")
        _ = log.take()
        host.cancelSearch()
        #expect(log.take() == ["isSearching false", "query \"\""])
    }

    /// Apple's `searchSuggestions(_:)`: "The interface presents the suggestion views as a
    /// list of choices when someone activates the search interface." `searchCompletion`:
    /// "The system uses this value when the view is selected to replace the partial text
    /// being currently edited of the associated search field."
    @Test func suggestionsShowWhileActiveAndACompletionReplacesTheText() throws {
        let log = Log()
        let host = TestHost(Fruits(log: log))
        #expect(!host.render().contains("SearchSuggestions"))
        host.search("p")
        #expect(host.render() == """
            SearchField "Fruit" = "p"
            VStack
              Text "searching true"
              Button "Show first"
            SearchSuggestions
              Text "🍎" [searchCompletion: "apple"]
              Text "🍐" [searchCompletion: "pear"]
            """)
        _ = log.take()
        host.tap("🍐")
        #expect(log.take() == ["query \"pear\""])
        #expect(host.render().hasPrefix(#"SearchField "Fruit" = "pear""#))
        host.cancelSearch()
        #expect(!host.render().contains("SearchSuggestions"))
    }

    struct Presented: View {
        let log: Log
        @State var query = ""
        @State var isPresented = false
        var body: some View {
            VStack {
                Button("Find") { isPresented = true }
                Button("Close") { isPresented = false }
                Results(log: log)
            }
            .searchable(text: $query, isPresented: $isPresented)
            .onChange(of: isPresented) { newValue in log("isPresented \(newValue)") }
        }
    }

    /// Apple's `searchable(text:isPresented:...)`: "isPresented: A Binding that controls the
    /// presented state of search." Writing it activates or dismisses the search; the user's
    /// focus and the Cancel button write it.
    @Test func isPresentedControlsAndFollowsTheSearch() throws {
        let log = Log()
        let host = TestHost(Presented(log: log), exhaustive: false)
        host.tap("Find")
        #expect(log.take() == ["isPresented true", "isSearching true"])
        host.tap("Close")
        #expect(log.take() == ["isPresented false", "isSearching false"])
        // The user's focus and Cancel write the binding in the frame's event, as the
        // environment: the child's onChange runs first (Rules R5).
        host.search("k")
        #expect(log.take() == ["isSearching true", "isPresented true"])
        host.cancelSearch()
        #expect(log.take() == ["isSearching false", "isPresented false"])
        // Writing false dismisses as Cancel does: the text is cleared, nothing is diagnosed.
        host.search("kiwi")
        host.tap("Close")
        #expect(host.render().hasPrefix(#"SearchField "Search" = """#))
        #expect(log.take() == ["isSearching true", "isPresented true", "isPresented false", "isSearching false"])
        #expect(host.diagnostics.isEmpty)
    }

    enum Scope: Hashable {
        case all, fruit, vegetable
    }

    struct Scoped: View {
        let log: Log
        @State var query = ""
        @State var scope = Scope.all
        @State var typedScope = Scope.all
        var body: some View {
            Text("scope \(scope)")
                .searchable(text: $query)
                .searchScopes($scope) {
                    Text("All").tag(Scope.all)
                    Text("Fruit").tag(Scope.fruit)
                }
                .searchScopes($typedScope, activation: .onTextEntry) {
                    Text("Any").tag(Scope.all)
                    Text("Vegetable").tag(Scope.vegetable)
                }
                .onChange(of: scope) { newValue in log("scope \(newValue)") }
        }
    }

    /// Scopes show while the search is active (`.onTextEntry`: once it has text), as a
    /// segmented picker titled "Search scope".
    @Test func scopesShowWhileActiveAndSelectWritesTheScope() throws {
        let log = Log()
        let host = TestHost(Scoped(log: log))
        #expect(host.render() == """
            SearchField "Search" = ""
            Text "scope all"
            """)
        host.search("")                         // focuses the field: the search is active
        #expect(host.render() == """
            SearchField "Search" = ""
            Text "scope all"
            SearchScopes
              Picker "Search scope" (segmented) = "All"
                Option "All"
                Option "Fruit"
            """)
        host.select("Fruit", in: "Search scope")
        #expect(log.take() == ["scope fruit"])
        host.search("c")
        #expect(host.render().hasSuffix("""
            SearchScopes
              Picker "Search scope" (segmented) = "Any"
                Option "Any"
                Option "Vegetable"
            """))
    }
}
