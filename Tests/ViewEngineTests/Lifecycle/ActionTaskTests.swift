import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A `Task { }` that an action starts inherits the host's clock: its `Task.sleep` waits
/// for `host.advance(by:)`, as a `.task`'s does (the debounce apps write in `onChange`).
@MainActor
@Suite("Tasks started by actions sleep on the host's clock")
struct ActionTaskTests {
    struct Search: View {
        let log: Log
        @State var query = ""
        @State var pending: Task<Void, Never>?
        @State var results = "none"
        var body: some View {
            VStack {
                TextField("Search", text: $query)
                Text(results)
            }
            .onChange(of: query) { newQuery in
                pending?.cancel()
                pending = Task {
                    try? await Task.sleep(for: .milliseconds(300))
                    guard !Task.isCancelled else { return }
                    log("search \(newQuery)")
                    results = "results for \(newQuery)"
                }
            }
        }
    }

    @Test func aDebounceInAnActionWaitsForVirtualTime() async throws {
        let log = Log()
        let host = TestHost(Search(log: log))
        host.type("swift", into: "Search")
        await host.advance(by: .milliseconds(299))
        #expect(log.take() == [])
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["search swift"])
        #expect(host.render() == "VStack\n  TextField \"Search\" = \"swift\"\n  Text \"results for swift\"")
    }
}
