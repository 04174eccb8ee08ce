#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing
import TestSignals
import VirtualTime

/// `decode`/`encode` with top-level coders, and `URLSession.dataTaskPublisher` — off the
/// network: a `URLProtocol` stub answers the session's tasks (swift-corelibs-foundation's
/// sessions serve `data:` URLs and registered protocol classes, not `file:` URLs; checked
/// with Swift 6.3.1 on Linux). The session's work runs on its own queues, so the suite
/// waits for it with a time limit.
@Suite("Combine coding and URLSession", .timeLimit(.minutes(10)))
struct CodingAndNetworkTests {
    struct Article: Codable, Equatable {
        let title: String
        let author: String
        let pubDate: Date
    }

    /// `decode(type:decoder:)`: "Decodes the output from the upstream using a specified
    /// decoder." — the documented article, its date 1574273638.575666 seconds after the
    /// reference date.
    @Test func decodeExample() {
        let out = Printed()
        let dataProvider = PassthroughSubject<Data, Never>()
        let cancellable = dataProvider
            .decode(type: Article.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { out.print("Completion: \($0)") },
                  receiveValue: { out.print("value: \($0)") })
        dataProvider.send(Data("{\"pubDate\":1574273638.575666, \"title\" : \"My First Article\", \"author\" : \"Gita Kumar\" }".utf8))
        #expect(out.lines.map(\.withoutModules)
                == [#"value: Article(title: "My First Article", author: "Gita Kumar", pubDate: 2050-11-20 18:13:58 +0000)"#])
        withExtendedLifetime(cancellable) {}
    }

    /// `Publishers.Decode`: its failure is `Error` — an element the decoder rejects ends
    /// the stream with the decoder's error, and cancels the upstream.
    @Test func aRejectedElementFailsTheStream() {
        let dataProvider = PassthroughSubject<Data, Never>()
        var cancelled = 0
        var failure: (any Error)?
        var values: [Int] = []
        let cancellable = dataProvider
            .handleEvents(receiveCancel: { cancelled += 1 })
            .decode(type: Int.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                  receiveValue: { values.append($0) })
        dataProvider.send(Data("1".utf8))
        dataProvider.send(Data("not json".utf8))
        dataProvider.send(Data("2".utf8))
        #expect(values == [1])
        #expect(failure is DecodingError)
        #expect(cancelled == 1)
        withExtendedLifetime(cancellable) {}
    }

    struct Point: Codable, Equatable {
        let x: Int
        let y: Int
    }

    /// `encode(encoder:)`: "Encodes the output from upstream using a specified encoder." —
    /// and a property list round trip through `encode` and `decode`.
    @Test func encodeWithJSONAndPropertyListCoders() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var json: [String] = []
        let cancellable = [Point(x: 1, y: 2), Point(x: 3, y: 4)].publisher
            .encode(encoder: encoder)
            .sink(receiveCompletion: { _ in }, receiveValue: { json.append(String(decoding: $0, as: UTF8.self)) })
        #expect(json == [#"{"x":1,"y":2}"#, #"{"x":3,"y":4}"#])

        var roundTrip: [Point] = []
        var completion = ""
        let plist = [Point(x: 5, y: 6)].publisher
            .encode(encoder: PropertyListEncoder())
            .decode(type: Point.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { completion = "\($0)" }, receiveValue: { roundTrip.append($0) })
        #expect(roundTrip == [Point(x: 5, y: 6)])
        #expect(completion == "finished")
        withExtendedLifetime((cancellable, plist)) {}
    }

    /// A decoder of strings.
    struct StringJSONDecoder: TopLevelDecoder {
        func decode<T: Decodable>(_ type: T.Type, from input: String) throws -> T {
            try JSONDecoder().decode(type, from: Data(input.utf8))
        }
    }

    /// `TopLevelDecoder`: "A type that defines methods for decoding." — a decoder of one's
    /// own, whose `Input` is the upstream's output.
    @Test func aDecoderOfOnesOwn() {
        var points: [Point] = []
        let cancellable = Just(#"{"x":7,"y":8}"#)
            .decode(type: Point.self, decoder: StringJSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { points.append($0) })
        #expect(points == [Point(x: 7, y: 8)])
        withExtendedLifetime(cancellable) {}
    }

    // MARK: - URLSession.DataTaskPublisher

    /// `URLSession.dataTaskPublisher(for:)`: "The publisher publishes data when the task
    /// completes, or terminates if the task fails with an error." — the data and the
    /// response, then `finished`.
    @Test func dataTaskPublisherPublishesTheDataAndTheResponse() async throws {
        let stub = StubServer()
        let events = Awaitable<[String]>([])
        let cancellable = stub.session.dataTaskPublisher(for: URL(string: "stub://api/articles")!)
            .sink(receiveCompletion: { completion in
                events.update { $0.append("\(completion)") }
            }, receiveValue: { data, response in
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                events.update { $0.append("\(status) \(response.url?.absoluteString ?? "") \(String(decoding: data, as: UTF8.self))") }
            })
        let all = try #require(await events.when { $0.last == "finished" }, "the task never finished")
        cancellable.cancel()
        #expect(all == [#"200 stub://api/articles [{"title":"Hello","author":"Ann","pubDate":0}]"#, "finished"])
        stub.invalidate()
    }

    /// `URLSession.DataTaskPublisher`: `Failure` is `URLError` — a failed task fails the
    /// stream with its error.
    @Test func aFailedTaskFailsWithItsURLError() async throws {
        let stub = StubServer()
        let completion = Awaitable<Subscribers.Completion<URLError>?>(nil)
        let cancellable = stub.session.dataTaskPublisher(for: URLRequest(url: URL(string: "stub://offline/x")!))
            .sink(receiveCompletion: { completion.deliver($0) }, receiveValue: { _ in })
        let received = try #require(await completion.value(), "the task never completed")
        cancellable.cancel()
        #expect(received == .failure(URLError(.notConnectedToInternet)))
        stub.invalidate()
    }

    /// `URLSession.DataTaskPublisher`: the task starts at the subscriber's first demand,
    /// not at the subscription, and cancelling the subscription cancels the task. Before
    /// the demand the session has no task at all; once the cancelled task's completion
    /// handler has run (the session's delegate queue is drained), the subscriber has
    /// received nothing.
    @Test func theTaskStartsAtTheFirstDemandAndStopsWithTheSubscription() async throws {
        let stub = StubServer()
        let url = URL(string: "stub://slow/\(UUID().uuidString)")!
        let subscriber = RecordingSubscriber<(data: Data, response: URLResponse), URLError>(initialDemand: .none)
        stub.session.dataTaskPublisher(for: url).subscribe(subscriber)
        #expect(await stub.taskCount() == 0)
        subscriber.subscription?.request(.max(1))
        #expect(await stub.log(of: url, count: 1) == ["start \(url)"])
        #expect(await stub.taskCount() == 1)
        let operationsBefore = stub.delegateOperations.current
        subscriber.cancel()
        #expect(await stub.log(of: url, count: 2) == ["start \(url)", "stop \(url)"])
        #expect(await stub.delegateOperations.when { $0 > operationsBefore } != nil,
                "the cancelled task's completion handler never ran")
        #expect(subscriber.events == ["subscription"])
        stub.invalidate()
    }

    /// The chain view models write: fetch, keep the data, decode, deliver on the main
    /// queue, erase — here with `values`.
    @Test func aViewModelsFetchDecodesOnTheMainQueue() async throws {
        let stub = StubServer()
        // The main queue, which a test runner may drain from another thread than the
        // main one, is told by a queue-specific value.
        await MainActor.run { MainQueue.mark() }
        let onMain = ThreadRecord()
        let articles = stub.session.dataTaskPublisher(for: URL(string: "stub://api/articles")!)
            .map(\.data)
            .decode(type: [Article].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .handleEvents(receiveOutput: { _ in onMain.record(MainQueue.isCurrent) })
            .eraseToAnyPublisher()
        var received: [[Article]] = []
        for try await value in articles.values { received.append(value) }
        #expect(received == [[Article(title: "Hello", author: "Ann", pubDate: Date(timeIntervalSinceReferenceDate: 0))]])
        #expect(onMain.values == [true])
        stub.invalidate()
    }
}

/// Whether each call ran on the main queue.
final class ThreadRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    func record(_ value: Bool) { lock.withLock { stored.append(value) } }
    var values: [Bool] { lock.withLock { stored } }
}

/// A URL session whose tasks a ``StubProtocol`` serves: `stub://api/…` answers JSON,
/// `stub://offline/…` fails with `notConnectedToInternet`, `stub://slow/…` never answers.
/// Its delegate queue counts the operations it ran: for a task with a completion
/// handler, swift-corelibs-foundation runs the handler as one, when the task completes or
/// fails (also when it is cancelled).
final class StubServer: Sendable {
    let session: URLSession
    /// How many operations the session's delegate queue has run.
    let delegateOperations = Awaitable(0)

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        let queue = CountingQueue(count: delegateOperations)
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: nil, delegateQueue: queue)
    }

    /// When the tasks for `url` started and stopped loading, once there are `count`
    /// entries (or what there is when the suite's time limit passes).
    func log(of url: URL, count: Int) async -> [String] {
        let entries: @Sendable ([String]) -> [String] = { $0.filter { $0.hasSuffix(url.absoluteString) } }
        return await StubProtocol.log.when { entries($0).count >= count }.map(entries) ?? entries(StubProtocol.log.current)
    }

    /// How many tasks the session has made and not yet finished.
    func taskCount() async -> Int? {
        let count = Awaitable<Int?>(nil)
        session.getAllTasks { count.deliver($0.count) }
        return await count.value()
    }

    func invalidate() {
        session.invalidateAndCancel()
    }
}

/// An operation queue that counts the block operations it ran.
final class CountingQueue: OperationQueue, @unchecked Sendable {
    private let count: Awaitable<Int>

    init(count: Awaitable<Int>) {
        self.count = count
        super.init()
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        super.addOperation { [count] in
            block()
            count.update { $0 += 1 }
        }
    }
}

/// Serves a ``StubServer``'s session, and logs when a task starts and stops loading.
final class StubProtocol: URLProtocol {
    static let log = Awaitable<[String]>([])

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url!
        Self.log.update { $0.append("start \(url.absoluteString)") }
        switch url.host {
        case "api":
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(#"[{"title":"Hello","author":"Ann","pubDate":0}]"#.utf8))
            client?.urlProtocolDidFinishLoading(self)
        case "offline":
            client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
        default:
            break
        }
    }

    override func stopLoading() {
        guard let url = request.url else { return }
        Self.log.update { $0.append("stop \(url.absoluteString)") }
    }
}
