import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers the app's requests to its server from the test bundle, as a URL protocol
/// registered for the process: `URLSession.shared` asks it first.
final class BooksStub: URLProtocol {
    /// What the server answers: a status and a body.
    nonisolated(unsafe) static var answer: (status: Int, body: Data) = (200, Data())

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "bookshelf.example.com"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let answer = Self.answer
        let response = HTTPURLResponse(url: request.url!, statusCode: answer.status, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
