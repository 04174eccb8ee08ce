#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Testing
import ViewEngine

/// A server in the process: a URL protocol that answers `stub://` requests with a status,
/// and a body in the chunks given, one chunk per `didLoad`.
final class StubServerProtocol: URLProtocol {
    /// The body chunks each path answers with; a path missing here fails with
    /// `URLError(.fileDoesNotExist)`.
    static let routes: [String: [String]] = [
        "/stream": ["data: one\n", "\ndata: t", "wo\r\n", "\r\n", "data: [DONE]"],
        "/json": [#"{"ok":true}"#],
    ]

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        // A server that never answers: the load waits until it is cancelled.
        if request.url?.path == "/never" { return }
        guard let url = request.url, let chunks = Self.routes[url.path] else {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "text/event-stream"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        for chunk in chunks { client?.urlProtocol(self, didLoad: Data(chunk.utf8)) }
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// An app's seam for tests, as HabitMinder declares it: `URLSession` conforms with no code.
protocol AppHTTPSession: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: AppHTTPSession {}

/// Apple's `URLSession` async API where swift-corelibs-foundation lacks it: the forms
/// without a delegate, and `bytes(for:)` with `lines`.
@Suite("Foundation on Linux: URLSession's async loading")
struct URLSessionOnLinuxTests {
    let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubServerProtocol.self]
        return URLSession(configuration: configuration)
    }()

    /// Apple: "If the task is cancelled, this method throws `URLError.cancelled`" — here
    /// from a cancellation handler that returns at once (corelibs' own async form could
    /// deadlock a cancellation against a transfer failing at the same moment).
    @Test func aCancelledLoadThrowsCancelled() async {
        let session = session
        for path in ["/never", "/missing"] {
            let load = Task { try await session.data(from: URL(string: "stub://api\(path)")!) }
            load.cancel()
            let result = await load.result
            let error = #expect(throws: URLError.self) { try result.get() }
            if path == "/never" { #expect(error?.code == .cancelled) }
        }
    }

    /// Apple declares `data(for:)` without a delegate beside `data(for:delegate:)`: an app's
    /// protocol with that requirement is met by `URLSession` (HabitMinder's `HTTPSession`).
    @Test func theFormsWithoutADelegateMeetAnAppsProtocol() async throws {
        let client: any AppHTTPSession = session
        let (data, response) = try await client.data(for: URLRequest(url: URL(string: "stub://api/json")!))
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let (fromURL, _) = try await session.data(from: URL(string: "stub://api/json")!)
        #expect(fromURL == data)
    }

    /// `bytes(for:delegate:)`: "Retrieves the contents of a URL based on the specified URL
    /// request and delivers an asynchronous sequence of bytes." The bytes are the body's, in
    /// order, across the chunks the server sent.
    @Test func bytesDeliverTheBodyInOrder() async throws {
        let (bytes, response) = try await session.bytes(for: URLRequest(url: URL(string: "stub://api/stream")!))
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
        var body: [UInt8] = []
        for try await byte in bytes { body.append(byte) }
        #expect(String(decoding: body, as: UTF8.self) == "data: one\n\ndata: two\r\n\r\ndata: [DONE]")
    }

    /// `lines`: the text cut at line breaks (LF, CR LF), a line split across chunks joined,
    /// empty lines left out, the last line delivered without a break.
    @Test func linesJoinChunksAndLeaveOutEmptyLines() async throws {
        let (bytes, _) = try await session.bytes(from: URL(string: "stub://api/stream")!)
        var lines: [String] = []
        for try await line in bytes.lines { lines.append(line) }
        #expect(lines == ["data: one", "data: two", "data: [DONE]"])
    }

    /// A load that fails before its response throws from `bytes(for:)` with the error the
    /// loading gave.
    @Test func aFailedLoadThrows() async {
        await #expect(throws: URLError(.fileDoesNotExist)) {
            _ = try await session.bytes(for: URLRequest(url: URL(string: "stub://api/missing")!))
        }
    }

    /// The Unicode line separators end lines too: NEL, LS and PS.
    @Test func unicodeSeparatorsEndLines() async throws {
        let text = "a\u{85}b\u{2028}c\u{2029}\u{2029}d\re"
        var lines: [String] = []
        let sequence: AsyncLineSequence<Bytes> = Bytes(text).lines
        for try await line in sequence { lines.append(line) }
        #expect(lines == ["a", "b", "c", "d", "e"])
    }

    /// Some UTF-8 bytes as an asynchronous sequence.
    struct Bytes: AsyncSequence {
        typealias Element = UInt8
        let bytes: [UInt8]
        init(_ text: String) { bytes = Array(text.utf8) }
        struct AsyncIterator: AsyncIteratorProtocol {
            var rest: ArraySlice<UInt8>
            mutating func next() async -> UInt8? { rest.popFirst() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: bytes[...]) }
    }
}
#endif
