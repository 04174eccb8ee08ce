import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The Combine surface onChange code uses, in a host: subjects, sink and assign with
/// AnyCancellable, removeDuplicates, debounce and throttle on the host's clock, type
/// erasure. (Combine's own behaviour, from its documentation, is in `Tests/CombineTests`.)
@MainActor
@Suite("Combine: subjects, sink, assign, time operators")
struct CombineOperatorsTests {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        @Published var searches = 0
        private var cancellables = Set<AnyCancellable>()
        private let catalog = ["swift", "swiftui", "combine", "concurrency"]

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .sink { [weak self] query in self?.search(query) }
                .store(in: &cancellables)
        }

        private func search(_ query: String) {
            searches += 1
            results = query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query) }
        }
    }

    struct SearchView: View {
        let log: Log
        @StateObject var model = SearchModel()
        var body: some View {
            VStack {
                TextField("Search", text: $model.query)
                ForEach(model.results, id: \.self) { Text($0) }
            }
            .onChange(of: model.searches) { log("search \($0): \(model.results)") }
        }
    }

    /// A model made by `@StateObject` subscribes in the host's frame, so its debounce runs
    /// on the host's virtual clock; equal queries after the debounce are removed.
    @Test func aDebouncedSearchRunsOnTheHostsClock() async throws {
        let log = Log()
        let host = TestHost(SearchView(log: log))
        await host.settle()
        #expect(log.take() == [])
        host.type("swi", into: "Search")
        await host.advance(by: .milliseconds(299))
        #expect(log.take() == [])
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["search 1: [\"swift\", \"swiftui\"]"])
        host.type("swif", into: "Search")
        host.type("swi", into: "Search")
        await host.advance(by: .seconds(1))
        #expect(log.take() == [])
        #expect(log.take() == [])
        #expect(host.render() == """
            VStack
              TextField "Search" = "swi"
              Text "swift"
              Text "swiftui"
            """)
    }

    final class Ticker: ObservableObject {
        @Published var ticks = 0
        @Published var now = Date.distantPast

        init() {
            Timer.publish(every: 1, on: .main, in: .common).autoconnect().assign(to: &$now)
        }
    }

    struct TickerView: View {
        let log: Log
        @StateObject var ticker = Ticker()
        var body: some View {
            Text(ticker.now, style: .time)
                .onChange(of: ticker.now) { _ in
                    ticker.ticks += 1
                    log("tick \(ticker.ticks) at \(Int(ticker.now.timeIntervalSince1970))")
                }
        }
    }

    /// `assign(to: &$now)` writes through the property, so views holding the model update.
    @Test func assignToAPublishedPropertyUpdatesItsViews() async {
        let log = Log()
        let host = TestHost(TickerView(log: log))
        await host.advance(by: .seconds(3))
        #expect(log.take() == ["tick 1 at 1700000001", "tick 2 at 1700000002", "tick 3 at 1700000003"])
    }

    final class Box { var value = 0 }

    @Test func sinkAndAssignReceiveUntilCancelled() async {
        let host = TestHost(EmptyView())
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("idle")
        let box = Box()
        var received: [Int] = []
        var states: [String] = []
        var completions = 0
        var subscription: AnyCancellable? = subject.map { $0 * 10 }.filter { $0 > 10 }.eraseToAnyPublisher()
            .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { received.append($0) })
        let assignment = subject.assign(to: \.value, on: box)
        let stateSubscription = current.sink { states.append($0) }
        subject.send(1)
        subject.send(2)
        current.value = "busy"
        await host.settle()
        #expect(received == [20])
        #expect(box.value == 2)
        #expect(states == ["idle", "busy"])
        subscription = nil
        subject.send(3)
        subject.send(completion: .finished)
        await host.settle()
        #expect(received == [20])
        #expect(completions == 0)
        #expect(box.value == 3)
        #expect(current.value == "busy")
        _ = (subscription, assignment, stateSubscription)
    }

    struct Scroller: View {
        let log: Log
        let offsets: PassthroughSubject<Int, Never>
        var body: some View {
            Text("list")
                .onReceive(offsets.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)) { log("offset \($0)") }
        }
    }

    /// throttle: the first element at once, then the latest of each interval at its end.
    @Test func throttleLetsOneElementThroughPerInterval() async {
        let log = Log()
        let offsets = PassthroughSubject<Int, Never>()
        let host = TestHost(Scroller(log: log, offsets: offsets))
        await host.settle()
        offsets.send(1)
        await host.advance(by: .milliseconds(200))
        offsets.send(2)
        offsets.send(3)
        await host.advance(by: .milliseconds(800))
        await host.advance(by: .seconds(2))
        offsets.send(4)
        await host.settle()
        #expect(log.take() == ["offset 1", "offset 3", "offset 4"])
    }
}
