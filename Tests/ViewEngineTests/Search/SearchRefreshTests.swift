import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `.searchable(text:)` with `host.search(_:)` — the commonest `onChange(of: searchText)` —
/// and `.refreshable` with `host.refresh()`, which awaits the action on the virtual clock.
@MainActor
@Suite("Controls: searchable and refreshable")
struct SearchRefreshTests {
    struct Teas: View {
        let log: Log
        @State var query = ""
        @State var teas = ["Assam", "Darjeeling"]
        var body: some View {
            List {
                ForEach(teas.filter { query.isEmpty || $0.lowercased().contains(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, prompt: "Teas")
            .onSubmit(of: .search) { log("search submitted: \(query)") }
            .onChange(of: query) { [query] newValue in log("\"\(query)\" -> \"\(newValue)\"") }
            .refreshable {
                log("refresh started")
                try? await Task.sleep(for: .seconds(2))
                teas.append("Sencha")
                log("refresh finished")
            }
        }
    }

    @Test func searchTypesKeystrokeByKeystroke() throws {
        let log = Log()
        let host = TestHost(Teas(log: log))
        host.search("dar")
        #expect(log.take() == [#""" -> "d""#, #""d" -> "da""#, #""da" -> "dar""#])
        #expect(host.render() == """
            SearchField "Teas" = "dar"
            List
              Text "Darjeeling"
            """)
        host.submit("Teas")
        #expect(log.take() == ["search submitted: dar"])
    }

    @Test func refreshAwaitsTheActionOnTheVirtualClock() async throws {
        let log = Log()
        let host = TestHost(Teas(log: log))
        let start = host.clock.now
        await host.refresh()
        #expect(log.take() == ["refresh started", "refresh finished"])
        #expect(start.duration(to: host.clock.now) == .seconds(2))
        #expect(host.render().hasSuffix(#"Text "Sencha""#))
    }

    struct Plain: View {
        var body: some View { Text("nothing to search") }
    }

    @Test func withoutASearchableOrRefreshableViewTheDriversSaySo() async throws {
        let host = TestHost(Plain())
        let search = try #require(throws: HostError.self) { try host.host.search("x") }
        #expect("\(search)" == "HostError: there is no SearchField on screen.")
        let refresh = try await #require(throws: HostError.self) { try await host.host.refresh() }
        #expect("\(refresh)" == "HostError: there is no Refreshable on screen.")
    }
}
